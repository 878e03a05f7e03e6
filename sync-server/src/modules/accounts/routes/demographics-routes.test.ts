import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { neoDefinition } from '@career/scoring/neo/neo-definition';
import { scoreNeo } from '@career/scoring/neo/score-neo';
import { SCORING_VERSION } from '@career/scoring/scoring-version';
import type { CookieClient, TestApp } from '../../../test/test-app';
import { DEMO, createTestApp, signInAs } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';
import { NEO_HISTORY_LIMIT } from '../../answers/services/neo-rescore';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const STAMP = 1_795_000_000_000;
/** A NEO with varied answers (so norm groups give different T-scores). */
const NEO_ANSWERS = Array.from({ length: 240 }, (_, index) => String((index * 7) % 5));
const PATH = '/api/users/current/demographics';
/** Every norm group is estimated (issue 42), and says from what. */
const ESTIMATED = { estimated: true, source: neoDefinition.normsSource };

interface NeoResultBody {
  norms: { sex: string; ageBand: string; label: string };
  neuroticism: { tScore: number };
  scoringVersion: string;
  history?: { scoringVersion: string | null; norms: { label: string } | null; scoredAt: string | null; replacedAt: string }[];
}

describe.each(cases)('demographics and the NEO norm group on $dialect', ({ create }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ database: await create() });
  });
  afterEach(() => t.close());

  // The test clock starts on 2026-11-22: the latest birth year is 2013.
  const signIn = (email: string) => signInAs(t, email);

  async function put(client: CookieClient, body: unknown) {
    return client.request('PUT', PATH, body);
  }

  async function finishNeo(client: CookieClient, userId: string) {
    const changes = NEO_ANSWERS.map((value, key) => ({ key: String(key), value, stamp: STAMP }));
    const response = await client.post('/api/answers', { batchId: randomUUID(), userId, assessmentId: 'neo', totalQuestions: 240, changes, finish: { answered: 240 } });
    expect(response.status).toBe(200);
  }

  async function neoResult(client: CookieClient): Promise<NeoResultBody> {
    const me = await (await client.get('/api/users/current')).json();
    return me.assessmentData.find((entry: { _id: string }) => entry._id === 'neo').results as NeoResultBody;
  }

  it('are not given at first, then stored, returned by GET /api/users/current and in the account export', async () => {
    const { client } = await signIn(DEMO.free);
    expect(await (await client.get('/api/users/current')).json()).toMatchObject({ birthYear: null, sex: null });
    const response = await put(client, { birthYear: 1990, sex: 'female' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ birthYear: 1990, sex: 'female', neoRescored: false, comparedWith: 'women aged 21 to 40' });
    expect(await (await client.get('/api/users/current')).json()).toMatchObject({ birthYear: 1990, sex: 'female' });
    const exported = await (await client.get('/api/users/current/export')).json();
    expect(exported.account).toMatchObject({ birthYear: 1990, sex: 'female' });

    expect((await put(client, { birthYear: null, sex: 'unspecified' })).status).toBe(200);
    expect(await (await client.get('/api/users/current')).json()).toMatchObject({ birthYear: null, sex: 'unspecified' });
  });

  it('accept the birth years 1900 to the year someone turns 13, and refuse others with a 400 naming the field', async () => {
    const { client } = await signIn(DEMO.free);
    expect((await put(client, { birthYear: 1900, sex: 'male' })).status).toBe(200);
    expect((await put(client, { birthYear: 2013, sex: 'male' })).status).toBe(200);
    const message = 'Birth year must be a whole year between 1900 and 2013';
    for (const birthYear of [1899, 2014, 1990.5, '1990', -5, 1e308, true]) {
      const response = await put(client, { birthYear, sex: 'male' });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({ code: 'validation', fields: { birthYear: message } });
    }
    const missing = await put(client, { sex: 'male' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toHaveProperty('birthYear');
    for (const sex of ['other', 'F', '', null, 3]) {
      const response = await put(client, { birthYear: 1990, sex });
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toEqual({ sex: "Sex must be 'female', 'male' or 'unspecified'" });
    }
    const extra = await put(client, { birthYear: 1990, sex: 'male', age: 36 });
    expect(extra.status).toBe(400);
    expect((await extra.json()).error.fields).toEqual({ age: 'Unexpected field' });
    for (const body of ['not json', '[]', 'null']) {
      const response = await client.request('PUT', PATH, body);
      expect(response.status).toBe(400);
    }
    expect(await (await client.get('/api/users/current')).json()).toMatchObject({ birthYear: 2013, sex: 'male' });
  });

  it('moves with the clock: a birth year allowed next year is refused this year', async () => {
    const { client } = await signIn(DEMO.free);
    expect((await put(client, { birthYear: 2014, sex: 'female' })).status).toBe(400);
    t.clock.advance(40 * 24 * 3600 * 1000); // into 2027
    expect((await put(client, { birthYear: 2014, sex: 'female' })).status).toBe(200);
  });

  it('are refused to admins and to visitors', async () => {
    const { client } = await signIn(DEMO.admin);
    const response = await put(client, { birthYear: 1980, sex: 'female' });
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toBe('Admins take no assessments: birth year and sex are asked of clients.');
    expect((await put(t.client(), { birthYear: 1980, sex: 'female' })).status).toBe(401);
  });

  it('score a NEO finished without them against the combined norms, and with them against the sex and age band', async () => {
    const first = await signIn(DEMO.free);
    await finishNeo(first.client, first.userId);
    const combined = await neoResult(first.client);
    expect(combined.norms).toEqual({ sex: 'combined', ageBand: 'all-ages', label: 'men and women of all ages', ...ESTIMATED });
    expect(combined).toMatchObject(JSON.parse(JSON.stringify(scoreNeo(NEO_ANSWERS, {}))));

    const second = await signIn(DEMO.essential);
    expect((await second.client.post('/api/answers', { batchId: randomUUID(), userId: second.userId, assessmentId: 'consent', totalQuestions: 1, changes: [{ key: '0', value: 'agree', stamp: STAMP }], finish: { answered: 1 } })).status).toBe(200);
    expect((await put(second.client, { birthYear: 1995, sex: 'female' })).status).toBe(200);
    await finishNeo(second.client, second.userId);
    const women = await neoResult(second.client);
    // 2026 - 1995 = 31
    expect(women.norms).toEqual({ sex: 'female', ageBand: '21-40', label: 'women aged 21 to 40', ...ESTIMATED });
    expect(women).toMatchObject(JSON.parse(JSON.stringify(scoreNeo(NEO_ANSWERS, { sex: 'female', age: 31 }))));
    expect(women.neuroticism.tScore).not.toBe(combined.neuroticism.tScore);
  });

  it('uses the combined norms when either part is missing or unspecified', async () => {
    const { client, userId } = await signIn(DEMO.free);
    expect((await put(client, { birthYear: null, sex: 'male' })).status).toBe(200);
    await finishNeo(client, userId);
    expect((await neoResult(client)).norms.label).toBe('men and women of all ages');
    expect(await (await put(client, { birthYear: 1970, sex: 'unspecified' })).json()).toMatchObject({ neoRescored: false });
    expect((await neoResult(client)).norms.label).toBe('men and women of all ages');
  });

  it('rescore a completed NEO when the group changes, keeping its history; the admin sees the same group', async () => {
    const { client, userId } = await signIn(DEMO.free);
    await finishNeo(client, userId);
    const before = await neoResult(client);
    t.clock.advance(60_000);
    const changed = await put(client, { birthYear: 1960, sex: 'male' });
    expect(await changed.json()).toEqual({ birthYear: 1960, sex: 'male', neoRescored: true, comparedWith: 'men over 60' });
    const after = await neoResult(client);
    // 2026 - 1960 = 66
    expect(after.norms).toEqual({ sex: 'male', ageBand: 'over-60', label: 'men over 60', ...ESTIMATED });
    expect(after).toMatchObject(JSON.parse(JSON.stringify(scoreNeo(NEO_ANSWERS, { sex: 'male', age: 66 }))));
    expect(after.neuroticism.tScore).not.toBe(before.neuroticism.tScore);
    expect(after.scoringVersion).toBe(SCORING_VERSION);
    expect(after.history).toEqual([
      { scoringVersion: SCORING_VERSION, norms: before.norms, scoredAt: '2026-11-22T09:00:00.000Z', replacedAt: '2026-11-22T09:01:00.000Z' },
    ]);

    // Same group (66 and 64 are both over 60): nothing to score again.
    expect(await (await put(client, { birthYear: 1962, sex: 'male' })).json()).toMatchObject({ neoRescored: false });
    t.clock.advance(60_000);
    expect(await (await put(client, { birthYear: 1962, sex: 'female' })).json()).toMatchObject({ neoRescored: true });
    const third = await neoResult(client);
    expect(third.norms.label).toBe('women over 60');
    expect(third.history?.map((entry) => entry.norms?.label)).toEqual(['men and women of all ages', 'men over 60']);
    expect(third.history?.[1]).toMatchObject({ scoredAt: '2026-11-22T09:01:00.000Z', replacedAt: '2026-11-22T09:02:00.000Z' });
    // The completion stays as it was.
    const me = await (await client.get('/api/users/current')).json();
    expect(me.leanAssessmentData.find((entry: { id: string }) => entry.id === 'neo')).toMatchObject({ completed: true, completedAt: '2026-11-22T09:00:00.000Z' });

    const admin = t.client();
    expect((await admin.login(DEMO.admin)).status).toBe(200);
    const seen = await (await admin.get(`/api/users/${userId}`)).json();
    expect(seen.assessmentData.find((entry: { _id: string }) => entry._id === 'neo').results.norms).toEqual(third.norms);
  });

  it('keep only the latest 10 earlier scorings in the history, oldest first; the client and the admin see the current group', async () => {
    expect(NEO_HISTORY_LIMIT).toBe(10);
    const { client, userId } = await signIn(DEMO.free);
    await finishNeo(client, userId);
    // Twelve changes of group, a minute apart (09:01 ... 09:12): men over 60, women over 60, men...
    for (let change = 1; change <= 12; change += 1) {
      t.clock.advance(60_000);
      const response = await put(client, { birthYear: 1960, sex: change % 2 ? 'male' : 'female' });
      expect(await response.json(), `change ${change}`).toMatchObject({ neoRescored: true });
    }
    const result = await neoResult(client);
    expect(result.norms.label).toBe('women over 60');
    expect(result).toMatchObject(JSON.parse(JSON.stringify(scoreNeo(NEO_ANSWERS, { sex: 'female', age: 66 }))));
    const minute = (m: number) => `2026-11-22T09:${String(m).padStart(2, '0')}:00.000Z`;
    // The scorings replaced by changes 3 to 12; those of the first NEO and change 1 are dropped.
    expect(result.history).toHaveLength(10);
    expect(result.history?.map((entry) => entry.replacedAt)).toEqual(Array.from({ length: 10 }, (_, index) => minute(index + 3)));
    expect(result.history?.map((entry) => entry.scoredAt)).toEqual(Array.from({ length: 10 }, (_, index) => minute(index + 2)));
    expect(result.history?.map((entry) => entry.norms?.label)).toEqual(Array.from({ length: 10 }, (_, index) => (index % 2 ? 'men over 60' : 'women over 60')));

    const admin = t.client();
    expect((await admin.login(DEMO.admin)).status).toBe(200);
    const seen = (await (await admin.get(`/api/users/${userId}`)).json()).assessmentData.find((entry: { _id: string }) => entry._id === 'neo').results;
    expect(seen.norms).toEqual(result.norms);
    expect(seen.history).toEqual(result.history);
  });

  it('are limited to 20 changes an hour per account: the next is refused with 429 and the real wait, and not stored', async () => {
    const { client } = await signIn(DEMO.free);
    // Refused by validation: not counted.
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await put(client, { birthYear: 1850, sex: 'male' })).status).toBe(400);
    for (let change = 0; change < 20; change += 1) {
      expect((await put(client, { birthYear: 1970 + change, sex: 'male' })).status, `change ${change + 1}`).toBe(200);
    }
    const limited = await put(client, { birthYear: 1999, sex: 'female' });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(3540);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await limited.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many attempts. Please wait an hour and try again.' } });
    expect(await (await client.get('/api/users/current')).json()).toMatchObject({ birthYear: 1989, sex: 'male' });
    // Another account is not held back.
    const other = await signIn(DEMO.essential);
    expect((await put(other.client, { birthYear: 1999, sex: 'female' })).status).toBe(200);
  });
});
