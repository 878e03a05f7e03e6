import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AssessmentId } from '@career/scoring/assessment-ids';
import { dealByCounts } from '@career/scoring/card-sort/card-sort-test-fixtures';
import { SCORING_VERSION } from '@career/scoring/scoring-version';
import type { AnswerChange } from '../contract/answer-dto';
import { answerRulesFor } from '../services/answer-rules';
import type { CookieClient, TestApp } from '../../../test/test-app';
import { DEMO, createTestApp, signInAs } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const STAMP = 1_795_000_000_000;

function total(assessmentId: AssessmentId): number {
  return answerRulesFor(assessmentId).totalQuestions;
}

/** Changes for keys first..first+count-1 of a list instrument, all with `value`. */
function listChanges(count: number, value: string, stamp = STAMP, first = 0): AnswerChange[] {
  return Array.from({ length: count }, (_, index) => ({ key: String(first + index), value, stamp }));
}

describe.each(cases)('answers API on $dialect', ({ create }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ database: await create() });
  });
  afterEach(() => t.close());

  const signIn = (email: string) => signInAs(t, email);

  function batch(userId: string, assessmentId: AssessmentId, changes: AnswerChange[], extra: Record<string, unknown> = {}) {
    return { batchId: randomUUID(), userId, assessmentId, totalQuestions: total(assessmentId), changes, ...extra };
  }

  async function stored(client: CookieClient, userId: string, assessmentId: AssessmentId) {
    const response = await client.get(`/api/answers?userId=${userId}&assessmentId=${assessmentId}`);
    expect(response.status).toBe(200);
    return response.json();
  }

  async function giveConsent(client: CookieClient, userId: string) {
    const response = await client.post('/api/answers', batch(userId, 'consent', [{ key: '0', value: 'agree', stamp: STAMP }], { finish: { answered: 1 } }));
    expect(response.status).toBe(200);
  }

  it('store a batch, and answer a replay with the stored response without applying it again', async () => {
    const { client, userId } = await signIn(DEMO.free);
    const first = batch(userId, 'neo', listChanges(10, '2'));
    const response = await client.post('/api/answers', first);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      saved: true,
      batchId: first.batchId,
      assessmentId: 'neo',
      applied: 10,
      ignored: 0,
      questionsAnswered: 10,
      totalQuestions: 240,
      completed: false,
      completedAt: null,
    });
    // A newer change to key 0, then the first batch again: the replay must not bring '2' back.
    expect((await client.post('/api/answers', batch(userId, 'neo', [{ key: '0', value: '4', stamp: STAMP + 10 }]))).status).toBe(200);
    const replay = await client.post('/api/answers', first);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(body);
    const answers = await stored(client, userId, 'neo');
    expect(answers.answers[0]).toBe('4');
    expect(answers.stamps['0']).toBe(STAMP + 10);
  });

  it('apply concurrent replays of one batch once', async () => {
    const { client, userId } = await signIn(DEMO.free);
    const same = batch(userId, 'depression-screening', listChanges(5, '1'));
    const responses = await Promise.all(Array.from({ length: 5 }, () => client.post('/api/answers', same)));
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({ applied: 5, ignored: 0, questionsAnswered: 5 });
  });

  it('apply a batch id sent concurrently with two payloads once: the copies of the one applied get its response, the others 409', async () => {
    const { client, userId } = await signIn(DEMO.free);
    const ones = batch(userId, 'neo', listChanges(240, '1'));
    const twos = { ...ones, changes: listChanges(240, '2') };
    const sent = [ones, twos, ones, twos, ones, twos];
    const responses = await Promise.all(sent.map((body) => client.post('/api/answers', body)));
    const bodies = await Promise.all(responses.map((response) => response.json()));
    const winner = responses[0]?.status === 200 ? ones : twos;
    sent.forEach((body, index) => {
      if (body === winner) {
        expect(responses[index]?.status).toBe(200);
        expect(bodies[index]).toEqual(bodies[sent.indexOf(winner)]);
      } else {
        expect(responses[index]?.status).toBe(409);
        expect(bodies[index].error.code).toBe('batch_conflict');
      }
    });
    expect(bodies[sent.indexOf(winner)]).toMatchObject({ applied: 240, questionsAnswered: 240 });
    const answers = await stored(client, userId, 'neo');
    expect(new Set(answers.answers)).toEqual(new Set([winner.changes[0]?.value]));
  });

  it('keep the batches saved together with one that fails, and nothing of the failed one', async () => {
    const { client, userId } = await signIn(DEMO.free);
    const good = [0, 1, 2, 3].map((part) => batch(userId, 'neo', listChanges(10, '3', STAMP, part * 10)));
    const refused = batch(userId, 'neo', listChanges(10, '4', STAMP, 100), { finish: { answered: 999 } });
    const responses = await Promise.all([...good.slice(0, 2), refused, ...good.slice(2)].map((body) => client.post('/api/answers', body)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 409, 200, 200]);
    const answers = await stored(client, userId, 'neo');
    expect(answers.questionsAnswered).toBe(40);
    expect(answers.answers.slice(0, 40)).toEqual(Array.from({ length: 40 }, () => '3'));
    expect(answers.stamps['100']).toBeUndefined();
    // The refused batch was not stored: its id takes the corrected payload.
    const corrected = await client.post('/api/answers', { ...refused, finish: undefined });
    expect(corrected.status).toBe(200);
    expect(await corrected.json()).toMatchObject({ batchId: refused.batchId, applied: 10, questionsAnswered: 50 });
  });

  it('refuse a batch id reused with another payload or by another user: 409 batch_conflict', async () => {
    const { client, userId } = await signIn(DEMO.free);
    const first = batch(userId, 'neo', listChanges(2, '1'));
    expect((await client.post('/api/answers', first)).status).toBe(200);
    const changed = await client.post('/api/answers', { ...first, changes: listChanges(2, '3') });
    expect(changed.status).toBe(409);
    expect((await changed.json()).error).toEqual({ code: 'batch_conflict', message: 'This batch id was already used for different answers.' });
    const other = await signIn(DEMO.essential);
    await giveConsent(other.client, other.userId);
    const stolen = await other.client.post('/api/answers', { ...first, userId: other.userId });
    expect(stolen.status).toBe(409);
    expect((await stolen.json()).error.code).toBe('batch_conflict');
    expect((await stored(client, userId, 'neo')).answers.slice(0, 2)).toEqual(['1', '1']);
  });

  it('keep per answer the newest stamp: older loses, equal keeps the stored one, newer wins', async () => {
    const { client, userId } = await signIn(DEMO.free);
    const send = async (value: string, stamp: number) => (await client.post('/api/answers', batch(userId, 'readiness-for-change', [{ key: '3', value, stamp }]))).json();
    expect(await send('1', STAMP)).toMatchObject({ applied: 1, ignored: 0 });
    expect(await send('2', STAMP - 1)).toMatchObject({ applied: 0, ignored: 1 });
    expect(await send('-1', STAMP)).toMatchObject({ applied: 0, ignored: 1 });
    expect((await stored(client, userId, 'readiness-for-change')).answers[3]).toBe('1');
    expect(await send('-2', STAMP + 1)).toMatchObject({ applied: 1, ignored: 0 });
    const after = await stored(client, userId, 'readiness-for-change');
    expect(after.answers[3]).toBe('-2');
    expect(after.stamps).toEqual({ '3': STAMP + 1 });
    // Within one batch, the newest change of a key is the one kept.
    const inBatch = await (
      await client.post('/api/answers', batch(userId, 'readiness-for-change', [{ key: '4', value: '2', stamp: STAMP + 5 }, { key: '4', value: '0', stamp: STAMP + 3 }]))
    ).json();
    expect(inBatch).toMatchObject({ applied: 1, ignored: 1, questionsAnswered: 2 });
    expect((await stored(client, userId, 'readiness-for-change')).answers[4]).toBe('2');
  });

  it('merge on GET: answers in the spec shape with null holes, cleared answers with their stamps', async () => {
    const { client, userId } = await signIn(DEMO.free);
    const empty = await stored(client, userId, 'neo');
    expect(empty).toEqual({
      assessmentId: 'neo',
      version: answerRulesFor('neo').version,
      answers: [],
      stamps: {},
      questionsAnswered: 0,
      totalQuestions: 240,
      completed: false,
      completedAt: null,
    });
    await client.post('/api/answers', batch(userId, 'neo', [{ key: '0', value: '3', stamp: STAMP }, { key: '5', value: '1', stamp: STAMP + 1 }]));
    await client.post('/api/answers', batch(userId, 'neo', [{ key: '5', value: null, stamp: STAMP + 2 }]));
    const merged = await stored(client, userId, 'neo');
    expect(merged.answers).toHaveLength(240);
    expect(merged.answers[0]).toBe('3');
    expect(merged.answers.filter((value: unknown) => value !== null)).toEqual(['3']);
    expect(merged.stamps).toEqual({ '0': STAMP, '5': STAMP + 2 });
    expect(merged.questionsAnswered).toBe(1);
    const sort = dealByCounts({ always: 3 });
    await client.post('/api/answers', batch(userId, 'career-values', [{ key: 'start', value: sort.start, stamp: STAMP }, { key: 'always', value: sort.always, stamp: STAMP }]));
    const cards = await stored(client, userId, 'career-values');
    expect(cards.answers).toEqual({ start: sort.start, always: sort.always });
    expect(cards.questionsAnswered).toBe(3);
  });

  it('refuse another user and assessments outside the plan with 403', async () => {
    const { client } = await signIn(DEMO.free);
    const other = await signIn(DEMO.premium);
    const forOther = await client.post('/api/answers', batch(other.userId, 'neo', listChanges(1, '1')));
    expect(forOther.status).toBe(403);
    expect((await forOther.json()).error.code).toBe('forbidden');
    expect((await client.get(`/api/answers?userId=${other.userId}&assessmentId=neo`)).status).toBe(403);
    const { userId } = await signIn(DEMO.free);
    for (const assessmentId of ['consent', 'myers-briggs', 'interview'] as const) {
      const outside = await client.post('/api/answers', batch(userId, assessmentId, []));
      expect(outside.status).toBe(403);
      expect((await outside.json()).error).toEqual({ code: 'forbidden', message: 'This assessment is not part of your plan.' });
    }
    expect((await client.get(`/api/answers?userId=${userId}&assessmentId=interview`)).status).toBe(403);
  });

  it('on a paid plan, refuse every assessment but consent until consent is given', async () => {
    const { client, userId } = await signIn(DEMO.essential);
    const before = await client.post('/api/answers', batch(userId, 'depression-screening', listChanges(1, '0')));
    expect(before.status).toBe(403);
    expect((await before.json()).error.code).toBe('consent_required');
    expect((await (await client.get('/api/users/current')).json()).consent).toBe(false);
    const consent = await client.post('/api/answers', batch(userId, 'consent', [{ key: '0', value: 'agree', stamp: STAMP }], { finish: { answered: 1 } }));
    expect(consent.status).toBe(200);
    expect(await consent.json()).toMatchObject({ completed: true, questionsAnswered: 1, completedAt: expect.any(String) });
    const me = await (await client.get('/api/users/current')).json();
    expect(me.consent).toBe(true);
    expect(me.leanAssessmentData).toEqual([{ id: 'consent', completed: true, completedAt: expect.any(String) }]);
    expect(me.assessmentData[0]).toMatchObject({ _id: 'consent', answers: ['agree'], completed: true, questionsAnswered: 1, results: { consent: true } });
    expect((await client.post('/api/answers', batch(userId, 'depression-screening', listChanges(1, '0')))).status).toBe(200);
  });

  it('refuse malformed and out-of-range answers with 400, naming the key, and store nothing', async () => {
    const { client, userId } = await signIn(DEMO.free);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...batch(userId, 'neo', []), assessmentId: 'iq-test' }, 'assessmentId', /Unknown assessment/],
      [{ ...batch(userId, 'neo', []), totalQuestions: 120 }, 'totalQuestions', /totalQuestions must be 240/],
      [batch(userId, 'neo', [...listChanges(3, '1'), { key: '240', value: '1', stamp: STAMP }]), 'changes', /Unknown answer key "240"/],
      [batch(userId, 'neo', [...listChanges(3, '1'), { key: '7', value: '5', stamp: STAMP }]), 'changes', /Answer "7" must be one of 0, 1, 2, 3, 4/],
      [batch(userId, 'neo', [{ key: '1', value: '1', stamp: 0 }]), 'changes', /stamp must be positive/],
      [batch(userId, 'neo', [{ key: '1', stamp: STAMP } as AnswerChange]), 'changes', /value is required/],
      [batch(userId, 'neo', listChanges(301, '1')), 'changes', /at most 300 changes/],
      [{ ...batch(userId, 'neo', []), batchId: 'not-a-uuid' }, 'batchId', /UUID/],
      [{ ...batch(userId, 'neo', []), extra: true }, 'extra', /Unexpected field/],
      [batch(userId, 'career-values', [{ key: 'always', value: ['strengths', 'strengths'], stamp: STAMP }]), 'changes', /"strengths" more than once/],
      [batch(userId, 'career-values', [{ key: 'always', value: ['no-such-card'], stamp: STAMP }]), 'changes', /unknown card "no-such-card"/],
      [{ userId, assessmentId: 'neo', totalQuestions: 240, answers: ['1', '9'] }, 'answers', /Answer "1" must be one of/],
      [{ userId, assessmentId: 'neo', totalQuestions: 240, answers: 'all of them' }, 'answers', /answers must be a list or a map/],
    ];
    for (const [body, field, message] of cases) {
      const response = await client.post('/api/answers', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('validation');
      expect(error.fields[field]).toMatch(message);
    }
    const named = await (await client.post('/api/answers', batch(userId, 'neo', [{ key: '7', value: '5', stamp: STAMP }]))).json();
    expect(named.error.message).toBe('Answer "7" must be one of 0, 1, 2, 3, 4 (or null to clear it).');
    expect(await stored(client, userId, 'neo')).toMatchObject({ answers: [], stamps: {}, questionsAnswered: 0 });
    expect((await stored(client, userId, 'career-values')).answers).toEqual({});
    expect((await client.get(`/api/answers?userId=${userId}&assessmentId=nope`)).status).toBe(400);
    expect((await client.get(`/api/answers?userId=${userId}`)).status).toBe(400);
  });

  it('refuse a finish whose manifest does not match with 409 manifest_mismatch, storing nothing', async () => {
    const { client, userId } = await signIn(DEMO.free);
    const response = await client.post('/api/answers', batch(userId, 'neo', listChanges(10, '1'), { finish: { answered: 11 } }));
    expect(response.status).toBe(409);
    expect((await response.json()).error).toEqual({
      code: 'manifest_mismatch',
      message: 'The server holds 10 answered items, not 11: please send all your answers again.',
    });
    expect((await stored(client, userId, 'neo')).questionsAnswered).toBe(0);
  });

  it('refuse to finish an incomplete NEO with 422, rolling the batch back', async () => {
    const { client, userId } = await signIn(DEMO.free);
    const response = await client.post('/api/answers', batch(userId, 'neo', listChanges(10, '1'), { finish: { answered: 10 } }));
    expect(response.status).toBe(422);
    expect((await response.json()).error).toEqual({ code: 'unprocessable', message: 'Please answer every question before finishing (230 left).' });
    expect(await stored(client, userId, 'neo')).toMatchObject({ answers: [], completed: false });
  });

  it('finish a full NEO once: scored, shown in /api/users/current, then read-only (a replay still answers 200)', async () => {
    const { client, userId } = await signIn(DEMO.free);
    expect((await client.post('/api/answers', batch(userId, 'neo', listChanges(100, '3')))).status).toBe(200);
    const finishing = batch(userId, 'neo', listChanges(140, '1', STAMP, 100), { finish: { answered: 240 } });
    const response = await client.post('/api/answers', finishing);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ applied: 140, questionsAnswered: 240, completed: true, completedAt: t.clock.now().toISOString() });

    const me = await (await client.get('/api/users/current')).json();
    expect(me.leanAssessmentData).toEqual([{ id: 'neo', completed: true, completedAt: body.completedAt }]);
    const neo = me.assessmentData.find((entry: { _id: string }) => entry._id === 'neo');
    expect(neo).toMatchObject({ version: answerRulesFor('neo').version, completed: true, questionsAnswered: 240 });
    expect(neo.answers).toHaveLength(240);
    expect(neo.results.scoringVersion).toBe(SCORING_VERSION);
    expect(neo.results.neuroticism).toMatchObject({ rawScore: expect.any(Number), tScore: expect.any(Number) });

    const edit = await client.post('/api/answers', batch(userId, 'neo', listChanges(1, '0', STAMP + 1)));
    expect(edit.status).toBe(409);
    expect((await edit.json()).error).toEqual({ code: 'assessment_completed', message: 'This assessment is completed and can no longer be changed.' });
    expect((await client.post('/api/answers', batch(userId, 'neo', [], { finish: { answered: 240 } }))).status).toBe(409);
    const whole = await client.post('/api/answers', { userId, assessmentId: 'neo', totalQuestions: 240, answers: ['1'] });
    expect(whole.status).toBe(409);
    const replay = await client.post('/api/answers', finishing);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(body);
    const empty = await client.post('/api/answers', batch(userId, 'neo', []));
    expect(empty.status).toBe(200);
    expect(await empty.json()).toMatchObject({ applied: 0, completed: true, completedAt: body.completedAt });
    expect((await stored(client, userId, 'neo')).answers[0]).toBe('3');
  });

  it('score concurrent finishes once: one 200, the others 409 assessment_completed', async () => {
    const { client, userId } = await signIn(DEMO.free);
    const finishes = Array.from({ length: 5 }, (_, n) =>
      batch(userId, 'readiness-for-change', listChanges(12, String((n % 5) - 2), STAMP + n), { finish: { answered: 12 } }),
    );
    const responses = await Promise.all(finishes.map((body) => client.post('/api/answers', body)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const bodies = await Promise.all(responses.map((response) => response.json()));
    for (const body of bodies.filter((_, index) => responses[index]?.status === 409)) expect(body.error.code).toBe('assessment_completed');
    const winner = bodies[responses.findIndex((response) => response.status === 200)];
    const rows = await t.database.db.selectFrom('assessment_progress').selectAll().where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ completed: 1, completed_at: winner.completedAt, scoring_version: SCORING_VERSION });
    // The stored answers are the winner's alone.
    const values = new Set((await stored(client, userId, 'readiness-for-change')).answers);
    expect(values.size).toBe(1);
    const result = JSON.parse(rows[0]?.results ?? 'null');
    expect(result.scores).toHaveLength(3);
  });

  it('accept the whole-answers form, stamped by the server, completing when every question is answered', async () => {
    const { client, userId } = await signIn(DEMO.free);
    const before = Date.now();
    const partial = await client.post('/api/answers', { userId, assessmentId: 'depression-screening', totalQuestions: 21, answers: ['1', '2', null] });
    expect(partial.status).toBe(200);
    expect(await partial.json()).toEqual({
      saved: true,
      batchId: null,
      assessmentId: 'depression-screening',
      applied: 21,
      ignored: 0,
      questionsAnswered: 2,
      totalQuestions: 21,
      completed: false,
      completedAt: null,
    });
    const whole = await client.post('/api/answers', { userId, assessmentId: 'depression-screening', totalQuestions: 21, answers: Array(21).fill('1') });
    expect(await whole.json()).toMatchObject({ saved: true, questionsAnswered: 21, completed: true });
    const me = await (await client.get('/api/users/current')).json();
    expect(me.assessmentData[0].results).toMatchObject({ score: 21, depressionLevel: 'moderate', scoringVersion: SCORING_VERSION });
    const stamps = Object.values((await stored(client, userId, 'depression-screening')).stamps) as number[];
    expect(stamps).toHaveLength(21);
    expect(Math.min(...stamps)).toBeGreaterThanOrEqual(before);
  });

  it('finish the card sort with markComplete, with the spec messages while it is unfinished', async () => {
    const { client, userId } = await signIn(DEMO.free);
    const unsorted = dealByCounts({ always: 10, often: 14 });
    const early = await client.post('/api/answers', { userId, assessmentId: 'career-values', totalQuestions: 54, answers: unsorted, markComplete: true });
    expect(early.status).toBe(422);
    expect((await early.json()).error.message).toBe('Please finish sorting all values (30 left)');
    const sorted = dealByCounts({ always: 10, often: 14, sometimes: 14, seldom: 10, never: 6 });
    const unranked = await client.post('/api/answers', { userId, assessmentId: 'career-values', totalQuestions: 54, answers: sorted });
    expect(await unranked.json()).toMatchObject({ questionsAnswered: 54, completed: false });
    const ranked = dealByCounts({ always: 10, often: 14, sometimes: 14, seldom: 10, never: 6 }, 8);
    const done = await client.post('/api/answers', batch(userId, 'career-values', [{ key: 'rank', value: ranked.rank, stamp: Date.now() + 1000 }], { finish: { answered: 54 } }));
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ completed: true, questionsAnswered: 54 });
    const me = await (await client.get('/api/users/current')).json();
    expect(me.assessmentData[0].results.topValues).toHaveLength(8);
  });

  it('take the myers-briggs gender and the interview answers after consent', async () => {
    const { client, userId } = await signIn(DEMO.premium);
    await giveConsent(client, userId);
    const noGender = await client.post('/api/answers', batch(userId, 'myers-briggs', [], { finish: { answered: 1 } }));
    expect(noGender.status).toBe(422);
    expect((await noGender.json()).error.message).toBe('A gender is required');
    // Finishing needs the provider's MBTI and SII first (444); the gender alone is kept.
    const early = await client.post('/api/answers', batch(userId, 'myers-briggs', [{ key: '0', value: 'f', stamp: STAMP }], { finish: { answered: 1 } }));
    expect(early.status).toBe(444);
    expect((await early.json()).error.message).toBe('Please complete both MBTI and Strong Interest Inventory (SII) test before submitting answer');
    const mbti = await client.post('/api/answers', batch(userId, 'myers-briggs', [{ key: '0', value: 'f', stamp: STAMP }]));
    expect(mbti.status).toBe(200);
    const interview = await client.post(
      '/api/answers',
      batch(userId, 'interview', [{ key: '1', value: 'I want a change.', stamp: STAMP }, { key: '2', value: { selection: 'Studying' }, stamp: STAMP }], { finish: { answered: 2 } }),
    );
    expect(interview.status).toBe(200);
    expect(await interview.json()).toMatchObject({ completed: true, questionsAnswered: 2 });
    const me = await (await client.get('/api/users/current')).json();
    expect(me.leanAssessmentData.map((entry: { id: string }) => entry.id)).toEqual(['consent', 'myers-briggs', 'interview']);
    expect(me.leanAssessmentData[1]).toMatchObject({ id: 'myers-briggs', completed: false, gender: 'f', MBTI: false, SII: false });
    expect(me.assessmentData[2]).toMatchObject({ answers: { '1': 'I want a change.', '2': { selection: 'Studying' } }, results: null });
  });
});
