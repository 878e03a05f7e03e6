import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnswerChange } from '../../answers/contract/answer-dto';
import { answerRulesFor } from '../../answers/services/answer-rules';
import { fitsOneCall } from '../../answers/services/batch-in-one-call';
import type { SavePlan } from '../../answers/services/save-plan';
import type { CookieClient, TestApp } from '../../../test/test-app';
import { DEMO, createTestApp, signInAs } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';
import { SAFETY_EMAIL_SUBJECT } from '../contract/safety-dto';
import { NO_CHECK_IN_WAITING } from '../services/safety-check-in';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const GROUP_9 = '8';
const DAY = 24 * 60 * 60 * 1000;

interface SummaryRow {
  _id: string;
  email: string;
  safetyFlag: boolean;
  safetyLevel: string | null;
  safetyFlaggedAt: string | null;
}

describe.each(cases)('the safety flag on $dialect', ({ dialect, create }) => {
  let t: TestApp;
  let admin: CookieClient;
  let stamp = 1_795_000_000_000;
  beforeEach(async () => {
    t = await createTestApp({ database: await create() });
    admin = (await signInAs(t, DEMO.admin)).client;
  });
  afterEach(() => t.close());

  /** A partial batch of the depression screening (the PWA's form): no finish. */
  const batch = (userId: string, values: Record<string, string | null>) => ({
    batchId: randomUUID(),
    userId,
    assessmentId: 'depression-screening',
    totalQuestions: 21,
    changes: Object.entries(values).map(([key, value]): AnswerChange => ({ key, value, stamp: (stamp += 1) })),
  });
  const send = async (client: CookieClient, body: ReturnType<typeof batch>) => {
    const response = await client.post('/api/answers', body);
    expect(response.status).toBe(200);
    return response.json();
  };
  const rowOf = async (userId: string): Promise<SummaryRow> => {
    const users = (await (await admin.get('/api/users/')).json()) as SummaryRow[];
    const row = users.find((user) => user._id === userId);
    if (!row) throw new Error(`no row for ${userId}`);
    return row;
  };
  const flagOf = async (userId: string) => {
    const { safetyFlag, safetyLevel, safetyFlaggedAt } = await rowOf(userId);
    return { safetyFlag, safetyLevel, safetyFlaggedAt };
  };
  const checkIn = (client: CookieClient, userId: string, body: unknown = {}) => client.post(`/api/users/${userId}/safety-check-in`, body);
  const checkInMails = async (to: string) => (await t.outbox(to)).filter((mail) => mail.subject === SAFETY_EMAIL_SUBJECT);

  it('is raised on the one-call path on PostgreSQL (apply_answer_batch), the transaction path on SQLite', async () => {
    const { client, userId } = await signInAs(t, DEMO.free);
    const plans = batch(userId, { [GROUP_9]: '3' });
    await send(client, plans);
    await send(client, batch(userId, { '0': '1' }));
    expect(await flagOf(userId)).toMatchObject({ safetyFlag: true, safetyLevel: 'plans' });
    // Which path applied it: apply_answer_batch stores its response as PostgreSQL writes JSON
    // (json_build_object: '{"saved" : true, ...'), the TypeScript path as JSON.stringify does.
    const stored = await t.deps.db.selectFrom('answer_batches').select('response').where('batch_id', '=', plans.batchId).executeTakeFirstOrThrow();
    expect(stored.response.startsWith('{"saved" : true,')).toBe(dialect === 'postgres');
    expect(stored.response.startsWith('{"saved":true,')).toBe(dialect === 'sqlite');
    // By its shape, too: a partial depression batch is the common batch.
    const plan: SavePlan = {
      userId: 'u',
      rules: answerRulesFor('depression-screening'),
      writes: [{ key: GROUP_9, value: '3', stamp: 1 }],
      ignored: 0,
      finish: undefined,
      completeWhenAllAnswered: false,
      batch: { batchId: 'b', payloadHash: 'h' },
    };
    expect(fitsOneCall(t.deps.db, plan)).toBe(dialect === 'postgres');
  });

  it('raises thoughts, then plans, at once from a partial batch, with the time of the answer; never lowers it; an answer back to 0 keeps it', async () => {
    const { client, userId } = await signInAs(t, DEMO.free);
    expect(await flagOf(userId)).toEqual({ safetyFlag: false, safetyLevel: null, safetyFlaggedAt: null });

    const thoughtsAt = t.clock.now().toISOString();
    await send(client, batch(userId, { '0': '1', [GROUP_9]: '1' }));
    expect(await flagOf(userId)).toEqual({ safetyFlag: true, safetyLevel: 'thoughts', safetyFlaggedAt: thoughtsAt });

    t.clock.advance(60_000);
    const plansAt = t.clock.now().toISOString();
    await send(client, batch(userId, { [GROUP_9]: '3' }));
    expect(await flagOf(userId)).toEqual({ safetyFlag: true, safetyLevel: 'plans', safetyFlaggedAt: plansAt });

    t.clock.advance(60_000);
    await send(client, batch(userId, { [GROUP_9]: '1' }));
    await send(client, batch(userId, { [GROUP_9]: '0', '1': '2' }));
    expect(await flagOf(userId)).toEqual({ safetyFlag: true, safetyLevel: 'plans', safetyFlaggedAt: plansAt });
    // Another client stays unflagged; other assessments never flag.
    const other = await signInAs(t, DEMO.essential);
    expect((await flagOf(other.userId)).safetyFlag).toBe(false);
  });

  it('lists the open flags for the admins (GET /api/users/safety-flags, polled by the user table): none, then the client with its level and time; admins only', async () => {
    const { client, userId } = await signInAs(t, DEMO.free);
    expect(await (await admin.get('/api/users/safety-flags')).json()).toEqual({ flags: [] });
    const at = t.clock.now().toISOString();
    await send(client, batch(userId, { [GROUP_9]: '3' }));
    expect(await (await admin.get('/api/users/safety-flags')).json()).toEqual({ flags: [{ userId, level: 'plans', flaggedAt: at }] });
    expect((await client.get('/api/users/safety-flags')).status).toBe(403);
    expect((await t.client().get('/api/users/safety-flags')).status).toBe(401);
    expect((await checkIn(admin, userId)).status).toBe(200);
    expect(await (await admin.get('/api/users/safety-flags')).json()).toEqual({ flags: [] });
  });

  it('is cleared only by an admin (403 for a client, 404 for an unknown user or an admin, 409 with none open), audited; a replay after it raises nothing; a new answer opens a new flag', async () => {
    const { client, userId } = await signInAs(t, DEMO.free);
    const plans = batch(userId, { [GROUP_9]: '3' });
    await send(client, plans);
    await send(client, batch(userId, { [GROUP_9]: '0' }));

    expect((await checkIn(client, userId)).status).toBe(403);
    const adminId = (await (await admin.get('/api/users/current')).json())._id as string;
    for (const id of ['no-such-user', adminId]) {
      const missing = await checkIn(admin, id);
      expect(missing.status).toBe(404);
      expect((await missing.json()).error).toEqual({ code: 'not_found', message: 'User not found.' });
    }
    for (const body of [{ note: 'Called them' }, 'not json', []]) expect((await checkIn(admin, userId, body)).status).toBe(400);
    expect((await flagOf(userId)).safetyFlag).toBe(true);

    const done = await checkIn(admin, userId);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ userId, level: 'plans', flaggedAt: expect.any(String), checkedInAt: t.clock.now().toISOString() });
    expect(await flagOf(userId)).toEqual({ safetyFlag: false, safetyLevel: null, safetyFlaggedAt: null });
    const again = await checkIn(admin, userId);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toEqual({ code: 'conflict', message: NO_CHECK_IN_WAITING });
    const audit = await (await admin.get('/api/admin/audit?action=safety_check_in')).json();
    expect(audit.entries).toEqual([
      expect.objectContaining({ action: 'safety_check_in', actor: expect.objectContaining({ label: expect.stringContaining(DEMO.admin) }), subject: expect.objectContaining({ id: userId }), details: { flaggedAt: expect.any(String) } }),
    ]);

    // The same batch again: answered from the store, raising nothing.
    const replayed = await client.post('/api/answers', plans);
    expect(replayed.status).toBe(200);
    expect((await flagOf(userId)).safetyFlag).toBe(false);
    // A save that changes nothing of group 9 raises nothing either.
    await send(client, batch(userId, { '2': '1' }));
    expect((await flagOf(userId)).safetyFlag).toBe(false);

    // A new answer above the first option: a new flag, the closed one kept.
    await send(client, batch(userId, { [GROUP_9]: '2' }));
    expect(await flagOf(userId)).toMatchObject({ safetyFlag: true, safetyLevel: 'thoughts' });
    const rows = await t.deps.db.selectFrom('safety_flags').select(['level', 'closed_at']).where('user_id', '=', userId).orderBy('opened_at').orderBy('id').execute();
    expect(rows).toEqual([
      { level: 'plans', closed_at: expect.any(String) },
      { level: 'thoughts', closed_at: null },
    ]);
  });

  it("e-mails every admin once a day per client: the client's name and a link, never the answer; again the next day after a check-in and a new flag", async () => {
    await t.deps.db.updateTable('users').set({ is_admin: 1 }).where('email', '=', DEMO.premium).execute();
    const admins = [DEMO.admin, DEMO.premium];
    const { client, userId } = await signInAs(t, DEMO.free);
    const other = await signInAs(t, DEMO.essential);
    await t.deps.db.updateTable('users').set({ consent: 1 }).where('id', '=', other.userId).execute();

    await send(client, batch(userId, { [GROUP_9]: '1' }));
    await send(client, batch(userId, { [GROUP_9]: '3' }));
    for (const to of admins) {
      const mails = await checkInMails(to);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.text).toContain('Frances Free');
      expect(mail?.text).toContain(`${t.deps.config.publicUrl}/admin?user=${userId}`);
      expect(mail?.html).toContain(`/admin?user=${userId}`);
      expect(`${mail?.subject} ${mail?.text} ${mail?.html}`).not.toMatch(/plans|thoughts|high|end (my|their) life|self-harm|depression/i);
    }
    // Another client the same day: e-mailed about on their own.
    await send(other.client, batch(other.userId, { [GROUP_9]: '2' }));
    for (const to of admins) expect(await checkInMails(to)).toHaveLength(2);
    expect(await checkInMails(DEMO.free)).toEqual([]);

    // A check-in and a new flag the same day: no second e-mail about that client that day.
    expect((await checkIn(admin, userId)).status).toBe(200);
    await send(client, batch(userId, { [GROUP_9]: '1' }));
    expect((await flagOf(userId)).safetyFlag).toBe(true);
    for (const to of admins) expect(await checkInMails(to)).toHaveLength(2);

    // The next day, after a check-in, a new flag: another e-mail to each admin.
    t.clock.advance(DAY);
    expect((await checkIn(admin, userId)).status).toBe(200);
    await send(client, batch(userId, { [GROUP_9]: '3' }));
    for (const to of admins) expect(await checkInMails(to)).toHaveLength(3);
  });

  it('raises high-total when the stored total reaches 30 with a batch, and when a completed screening is in the high range', async () => {
    const { client, userId } = await signInAs(t, DEMO.free);
    const threes = (keys: number[]) => Object.fromEntries(keys.map((key) => [String(key), '3']));
    await send(client, batch(userId, threes([0, 1, 2, 3, 4, 5, 6, 7, 9])));
    expect((await flagOf(userId)).safetyFlag).toBe(false); // 27
    const at = t.clock.now().toISOString();
    await send(client, batch(userId, { ...threes([10]), '11': '0' }));
    expect(await flagOf(userId)).toEqual({ safetyFlag: true, safetyLevel: 'high-total', safetyFlaggedAt: at });

    // Already in the top band: a further answer raises nothing after a check-in.
    expect((await checkIn(admin, userId)).status).toBe(200);
    await send(client, batch(userId, threes([12])));
    expect((await flagOf(userId)).safetyFlag).toBe(false);

    // Completing it (the whole-answers form, on any database the TypeScript path) in the high range raises it again.
    const answers = Array.from({ length: 21 }, (_, index) => (index === 8 ? '0' : '2'));
    const finished = await client.post('/api/answers', { userId, assessmentId: 'depression-screening', totalQuestions: 21, answers, markComplete: true });
    expect(finished.status).toBe(200);
    expect(await flagOf(userId)).toMatchObject({ safetyFlag: true, safetyLevel: 'high-total' });
  });

  it('is raised by the whole-answers form too, only for a changed answer, and concurrent batches leave one open flag at the most urgent level', async () => {
    const { client, userId } = await signInAs(t, DEMO.free);
    const whole = (nine: string) =>
      client.post('/api/answers', { userId, assessmentId: 'depression-screening', totalQuestions: 21, answers: Array.from({ length: 21 }, (_, index) => (index === 8 ? nine : index < 3 ? '1' : null)) });
    expect((await whole('1')).status).toBe(200);
    expect(await flagOf(userId)).toMatchObject({ safetyFlag: true, safetyLevel: 'thoughts' });
    expect((await checkIn(admin, userId)).status).toBe(200);
    // The same answers sent again: nothing new.
    expect((await whole('1')).status).toBe(200);
    expect((await flagOf(userId)).safetyFlag).toBe(false);

    const other = await signInAs(t, DEMO.essential);
    await t.deps.db.updateTable('users').set({ consent: 1 }).where('id', '=', other.userId).execute();
    const sent = [batch(other.userId, { [GROUP_9]: '1' }), batch(other.userId, { '0': '3' }), batch(other.userId, { [GROUP_9]: '3', '1': '1' }), batch(other.userId, { '2': '2' })];
    const responses = await Promise.all(sent.map((body) => other.client.post('/api/answers', body)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const open = await t.deps.db.selectFrom('safety_flags').select('level').where('user_id', '=', other.userId).where('closed_at', 'is', null).execute();
    expect(open).toEqual([{ level: 'plans' }]);
  });

  it('raises nothing for a batch that is refused or not applied: a session ended elsewhere (stale on PostgreSQL)', async () => {
    const { client, userId } = await signInAs(t, DEMO.free);
    await send(client, batch(userId, { '0': '1' }));
    await sql`update users set session_version = session_version + 1 where id = ${userId}`.execute(t.deps.db);
    expect((await client.post('/api/answers', batch(userId, { [GROUP_9]: '3' }))).status).toBe(401);
    expect((await flagOf(userId)).safetyFlag).toBe(false);
    expect(await checkInMails(DEMO.admin)).toEqual([]);
  });
});
