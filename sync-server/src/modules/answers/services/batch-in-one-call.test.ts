import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ASSESSMENT_IDS } from '@career/scoring/assessment-ids';
import type { AnswerChange } from '../contract/answer-dto';
import { changePlan } from '../../plans/services/plan-change';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp, signInAs } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';
import { answerRulesFor } from './answer-rules';
import { answeredOfStoredCount } from './answer-shape';
import { fitsOneCall } from './batch-in-one-call';
import { COUNTED_LIST_ASSESSMENTS } from './counted-assessments';
import type { SavePlan } from './save-plan';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

describe('the assessments apply_answer_batch counts', () => {
  it('are the list instruments whose questionsAnswered is min(stored values, total), by the scoring rule', () => {
    for (const assessmentId of ASSESSMENT_IDS) {
      const rules = answerRulesFor(assessmentId);
      const counted = Array.from({ length: rules.totalQuestions + 4 }, (_, count) => answeredOfStoredCount(rules, count) === Math.min(count, rules.totalQuestions)).every(Boolean);
      if (COUNTED_LIST_ASSESSMENTS.has(assessmentId)) expect({ assessmentId, shape: rules.shape, counted }).toEqual({ assessmentId, shape: 'list', counted: true });
    }
    expect([...COUNTED_LIST_ASSESSMENTS].sort()).toEqual(['consent', 'depression-screening', 'neo', 'readiness-for-change']);
  });
});

/** A small deterministic generator (mulberry32), so that a failure repeats. */
function randomOf(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(cases)('answer batches on $dialect (in one call on PostgreSQL)', ({ dialect, create }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ database: await create() });
  });
  afterEach(() => t.close());

  const signIn = (email: string) => signInAs(t, email);

  const neoBatch = (userId: string, changes: AnswerChange[]) => ({ batchId: randomUUID(), userId, assessmentId: 'neo', totalQuestions: 240, changes });

  it('take the common batch in one call on PostgreSQL only, and a finish, a map or an empty batch in a transaction', () => {
    const plan = (assessmentId: 'neo' | 'interview' | 'myers-briggs', extra: Partial<SavePlan> = {}): SavePlan => ({
      userId: 'u',
      rules: answerRulesFor(assessmentId),
      writes: [{ key: '0', value: '1', stamp: 1 }],
      ignored: 0,
      finish: undefined,
      completeWhenAllAnswered: false,
      batch: { batchId: 'b', payloadHash: 'h' },
      ...extra,
    });
    const fits = (p: SavePlan) => fitsOneCall(t.deps.db, p);
    expect(fits(plan('neo'))).toBe(dialect === 'postgres');
    expect(fits(plan('neo', { finish: { answered: 240 } }))).toBe(false);
    expect(fits(plan('neo', { writes: [] }))).toBe(false);
    expect(fits(plan('neo', { batch: undefined }))).toBe(false);
    expect(fits(plan('interview'))).toBe(false);
    expect(fits(plan('myers-briggs'))).toBe(false);
  });

  it('keep questionsAnswered equal to the answers held through small and large batches, clears, replays and concurrent writers', async () => {
    const { client, userId } = await signIn(DEMO.free);
    const random = randomOf(32);
    let stamp = 1_795_000_000_000;
    for (let round = 0; round < 6; round += 1) {
      // Eight batches at once, overlapping keys: sizes 1-30, one of 240 now and then, a fifth of the values cleared.
      const batches = Array.from({ length: 8 }, (_, index) => {
        const size = round % 3 === 2 && index === 0 ? 240 : 1 + Math.floor(random() * 30);
        const start = Math.floor(random() * (240 - size + 1));
        return neoBatch(
          userId,
          Array.from({ length: size }, (_, offset) => ({ key: String(start + offset), value: random() < 0.2 ? null : String(Math.floor(random() * 5)), stamp: (stamp += 1) })),
        );
      });
      const sent = [...batches, batches[0], batches[3]];
      const responses = await Promise.all(sent.map((body) => client.post('/api/answers', body)));
      expect(responses.map((response) => response.status)).toEqual(sent.map(() => 200));
      const held = await (await client.get(`/api/answers?userId=${userId}&assessmentId=neo`)).json();
      const answered = (held.answers as unknown[]).filter((value) => value !== null).length;
      expect({ round, questionsAnswered: held.questionsAnswered }).toEqual({ round, questionsAnswered: answered });
    }
  });

  it('keep questionsAnswered at min(stored values, total) at the total: changes keep it, clears lower it, a row of an older version beside counts', async () => {
    const { client, userId } = await signIn(DEMO.free);
    let stamp = 1_795_000_000_000;
    const send = async (changes: { key: number; value: string | null }[]) => {
      const response = await client.post('/api/answers', neoBatch(userId, changes.map((change) => ({ key: String(change.key), value: change.value, stamp: (stamp += 1) }))));
      expect(response.status).toBe(200);
      return (await response.json()).questionsAnswered as number;
    };
    const keys = (from: number, count: number, value: string | null) => Array.from({ length: count }, (_, index) => ({ key: from + index, value }));
    expect(await send(keys(0, 240, '2'))).toBe(240);
    expect(await send(keys(10, 10, '3'))).toBe(240);
    expect(await send(keys(20, 3, null))).toBe(237);
    expect(await send(keys(20, 2, '1'))).toBe(239);
    expect(await send([...keys(22, 1, '1'), ...keys(30, 5, '4')])).toBe(240);
    // A value stored under a key this version does not ask (left by an older version of the
    // instrument): the stored count is 241, clamped to 240, so one clear leaves 240.
    await t.deps.db
      .insertInto('assessment_answers')
      .values({ user_id: userId, assessment_id: 'neo', item_key: '240', value: JSON.stringify('2'), client_stamp: 1, updated_at: new Date().toISOString() })
      .execute();
    expect(await send(keys(50, 1, null))).toBe(240);
    expect(await send(keys(51, 1, null))).toBe(239);
    expect(await send(keys(50, 2, '0'))).toBe(240);
  });

  it('refuse answers to an assessment outside the plan with its reason, storing nothing', async () => {
    const { client, userId } = await signIn(DEMO.free);
    const outside = await client.post('/api/answers', { batchId: randomUUID(), userId, assessmentId: 'consent', totalQuestions: 1, changes: [{ key: '0', value: 'agree', stamp: 1 }] });
    expect(outside.status).toBe(403);
    expect((await outside.json()).error).toEqual({ code: 'forbidden', message: 'This assessment is not part of your plan.' });
    expect((await (await client.get('/api/users/current')).json()).leanAssessmentData).toEqual([]);
  });

  it('follow the newest plan: after an upgrade to a plan with the consent, the NEO waits for it', async () => {
    const { client, userId } = await signIn(DEMO.free);
    expect((await client.post('/api/answers', neoBatch(userId, [{ key: '0', value: '1', stamp: 1 }]))).status).toBe(200);
    await changePlan(t.deps.db, { userId, planId: 'premium', source: 'demo', at: new Date(Date.now() + 1000) });
    const refused = await client.post('/api/answers', neoBatch(userId, [{ key: '1', value: '1', stamp: 2 }]));
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('consent_required');
    const held = await (await client.get(`/api/answers?userId=${userId}&assessmentId=neo`)).json();
    expect({ answered: held.questionsAnswered, second: held.answers[1] }).toEqual({ answered: 1, second: null });
  });
});
