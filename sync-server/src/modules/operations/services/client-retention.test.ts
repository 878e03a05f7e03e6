import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../admin/contract/audit-dto';
import { parseEnv } from '../../../env';
import { newId } from '../../../ids';
import { upsertAnswers } from '../../answers/repositories/answer-repository';
import { listAudit } from '../../admin/repositories/audit-repository';
import { recordHandoff, upsertProviderResult } from '../../provider/repositories/provider-result-repository';
import { insertUser, recordSignIn } from '../../accounts/repositories/user-repository';
import type { TestDatabase } from '../../../test/test-databases';
import { dialectCases } from '../../../test/test-databases';
import { eraseInactiveClients, retentionCutoff, retentionReport } from './client-retention';
import { startDataRetention } from './data-retention';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const NOW = new Date('2029-06-15T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
/** RETENTION_YEARS before NOW, plus or minus some days. */
const yearsAgo = (years: number, plusDays = 0) => new Date(Date.parse(retentionCutoff(NOW, years)) + plusDays * DAY_MS).toISOString();

describe.each(cases)('retention of inactive clients’ assessment data on $dialect', ({ create }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await create();
  });
  afterEach(() => database.drop());

  const deps = (retentionYears = '3') => ({ db: database.db, clock: () => NOW, config: parseEnv({ RETENTION_YEARS: retentionYears }) });

  /** A client who signed up and last did anything at `at`: consent, answers, a scored result, a provider result. */
  async function client(name: string, at: string, options: { admin?: boolean } = {}) {
    const id = newId();
    await insertUser(database.db, { id, email: `${name}@example.com`, firstName: name, lastName: 'Client', passwordHash: 'x', isAdmin: options.admin, createdAt: at });
    await upsertAnswers(database.db, { userId: id, assessmentId: 'consent' }, [{ key: '0', value: 'agree', stamp: Date.parse(at) }], at);
    await upsertAnswers(database.db, { userId: id, assessmentId: 'neo' }, [{ key: '0', value: '3', stamp: Date.parse(at) }, { key: '1', value: '4', stamp: Date.parse(at) }], at);
    for (const assessmentId of ['consent', 'neo']) {
      await database.db
        .insertInto('assessment_progress')
        .values({ user_id: id, assessment_id: assessmentId, version: '1', total_questions: 2, questions_answered: 2, completed: 1, completed_at: at, results: '{"score":1}', scoring_version: '1', updated_at: at })
        .execute();
    }
    await upsertProviderResult(database.db, id, { test: 'mbti', providerAssessmentId: `pa-${name}`, completedAt: at, payload: {}, syncedAt: at });
    await recordHandoff(database.db, id, at);
    // A safety check-in flag (it restates the depression answers).
    await database.db.insertInto('safety_flags').values({ id: newId(), user_id: id, level: 'thoughts', opened_at: at, flagged_at: at, emailed_on: null, closed_at: null, closed_by: null }).execute();
    // A counselor's session note (it discusses the results).
    await database.db
      .insertInto('session_notes')
      .values({ id: newId(), user_id: id, author_id: 'admin', author_name: 'Ada Admin', booking_id: null, corrects_id: null, text: 'Went through the results.', created_at: at, updated_at: null })
      .execute();
    return id;
  }

  async function assessmentsOf(userId: string) {
    const answers = await database.db.selectFrom('assessment_answers').select('assessment_id').where('user_id', '=', userId).execute();
    const progress = await database.db.selectFrom('assessment_progress').select('assessment_id').where('user_id', '=', userId).execute();
    const provider = await database.db.selectFrom('provider_results').select('test').where('user_id', '=', userId).execute();
    return { answers: [...new Set(answers.map((row) => row.assessment_id))].sort(), progress: progress.map((row) => row.assessment_id).sort(), provider: provider.length };
  }

  const flagsOf = async (userId: string) => (await database.db.selectFrom('safety_flags').select('id').where('user_id', '=', userId).execute()).length;
  const notesOf = async (userId: string) => (await database.db.selectFrom('session_notes').select('id').where('user_id', '=', userId).execute()).length;

  it('erases the answers and results of a client inactive RETENTION_YEARS and a day, keeps those of one a day short of it, and audits the run', async () => {
    const gone = await client('gone', yearsAgo(3, -1));
    const staying = await client('staying', yearsAgo(3, 1));
    // Old answers, but signed in a day short of three years ago: still active.
    const signedIn = await client('signedin', yearsAgo(3, -400));
    await recordSignIn(database.db, signedIn, yearsAgo(3, 1));
    // Old answers, but one answer a day short of three years ago.
    const answered = await client('answered', yearsAgo(3, -400));
    await upsertAnswers(database.db, { userId: answered, assessmentId: 'neo' }, [{ key: '2', value: '1', stamp: Date.parse(yearsAgo(3, 1)) }], yearsAgo(3, 1));
    const admin = await client('admin', yearsAgo(10), { admin: true });

    const report = await retentionReport(deps());
    expect(report).toEqual({ retentionYears: 3, cutoff: '2026-06-15T12:00:00.000Z', clients: [{ id: gone, lastActivityAt: yearsAgo(3, -1) }] });

    expect(await eraseInactiveClients(deps())).toEqual({ clients: 1, answers: 2, progress: 1, answerBatches: 0, providerResults: 1, providerHandoffs: 1 });
    // The consent (the record of the agreement) and the account stay.
    expect(await assessmentsOf(gone)).toEqual({ answers: ['consent'], progress: ['consent'], provider: 0 });
    expect(await database.db.selectFrom('users').select('id').where('id', '=', gone).executeTakeFirst()).toBeDefined();
    for (const kept of [staying, signedIn, answered, admin]) expect(await assessmentsOf(kept)).toEqual({ answers: ['consent', 'neo'], progress: ['consent', 'neo'], provider: 1 });
    // Their safety check-in flags go with the answers they restate.
    expect(await flagsOf(gone)).toBe(0);
    for (const kept of [staying, signedIn, answered, admin]) expect(await flagsOf(kept)).toBe(1);
    // So do the counselors' session notes, which discuss them.
    expect(await notesOf(gone)).toBe(0);
    for (const kept of [staying, signedIn, answered, admin]) expect(await notesOf(kept)).toBe(1);

    const { entries } = await listAudit(database.db, { limit: 10 });
    expect(entries).toEqual([
      expect.objectContaining({
        actor: SYSTEM_ACTOR,
        action: 'retention_erase',
        subject: null,
        details: { clients: 1, answers: 2, progress: 1, answerBatches: 0, providerResults: 1, providerHandoffs: 1, retentionYears: 3, cutoff: report.cutoff },
      }),
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/gone|example\.com/);

    // Nothing left to erase: no report entry, no second audit record.
    expect((await retentionReport(deps())).clients).toEqual([]);
    expect((await eraseInactiveClients(deps())).clients).toBe(0);
    expect((await listAudit(database.db, { limit: 10 })).entries).toHaveLength(1);
  });

  it('follows RETENTION_YEARS', async () => {
    const fourYears = await client('four', yearsAgo(4));
    const twoYears = await client('two', yearsAgo(2));
    expect((await retentionReport(deps('5'))).clients).toEqual([]);
    expect((await retentionReport(deps('3'))).clients.map((row) => row.id)).toEqual([fourYears]);
    expect((await retentionReport(deps('1'))).clients.map((row) => row.id)).toEqual([fourYears, twoYears]);
    expect(await eraseInactiveClients(deps('5'))).toMatchObject({ clients: 0 });
    expect(await eraseInactiveClients(deps('1'))).toMatchObject({ clients: 2 });
    expect(await assessmentsOf(twoYears)).toEqual({ answers: ['consent'], progress: ['consent'], provider: 0 });
  });

  it('runs with the periodic pruning, on the injected clock', async () => {
    const gone = await client('gone', yearsAgo(3, -1));
    const stop = startDataRetention({ ...deps(), logger: pino({ level: 'silent' }) }, 60_000);
    try {
      await expect.poll(async () => (await assessmentsOf(gone)).provider).toBe(0);
      expect(await assessmentsOf(gone)).toEqual({ answers: ['consent'], progress: ['consent'], provider: 0 });
    } finally {
      await stop();
    }
    expect((await listAudit(database.db, { action: 'retention_erase', limit: 10 })).entries).toHaveLength(1);
  });
});
