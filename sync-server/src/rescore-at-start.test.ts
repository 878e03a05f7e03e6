import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scoreDepression } from '@career/scoring/depression/score-depression';
import { scoreNeo } from '@career/scoring/neo/score-neo';
import { SCORING_VERSION } from '@career/scoring/scoring-version';
import { DEMO_ANSWERS } from './modules/answers/data/demo-answers';
import { rescoreResultsAtStart } from './rescore-at-start';
import type { TestApp } from './test/test-app';
import { createTestApp, DEMO } from './test/test-app';
import { dialectCases } from './test/test-databases';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const silent = pino({ level: 'silent' });

/** What scoring version 1.1.0 stored: no bands, norms without `estimated`, OS levels by the 40/60 rule. */
function asScoredBefore(results: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(results, (key, value: unknown) => (key === 'interval' || key === 'estimated' || key === 'source' || key === 'safetyLevel' ? undefined : value)),
  ) as Record<string, unknown>;
}

describe.each(cases)('results scored again at start-up on $dialect', ({ create }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ database: await create(), completeDemoClient: true });
  });
  afterEach(() => t.close());

  async function userIdOf(email: string): Promise<string> {
    return (await t.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  }

  async function progress(userId: string, assessmentId: string) {
    const row = await t.deps.db
      .selectFrom('assessment_progress')
      .select(['results', 'scoring_version', 'completed', 'completed_at', 'updated_at'])
      .where('user_id', '=', userId)
      .where('assessment_id', '=', assessmentId)
      .executeTakeFirstOrThrow();
    return { ...row, results: JSON.parse(row.results ?? 'null') as Record<string, unknown> };
  }

  async function makeOld(userId: string, assessmentId: string, change: (results: Record<string, unknown>) => Record<string, unknown>) {
    const { results } = await progress(userId, assessmentId);
    await t.deps.db
      .updateTable('assessment_progress')
      .set({ results: JSON.stringify(change(asScoredBefore(results))), scoring_version: '1.1.0' })
      .where('user_id', '=', userId)
      .where('assessment_id', '=', assessmentId)
      .execute();
  }

  it('rescores NEO and depression results of older rules from their answers, once, keeping the NEO history', async () => {
    const userId = await userIdOf(DEMO.complete);
    const scoredAt = '2026-11-22T09:00:00.000Z';
    await makeOld(userId, 'neo', (results) => ({ ...results, scoredAt }));
    await makeOld(userId, 'depression-screening', (results) => results);
    const before = await progress(userId, 'neo');
    expect(before.results).not.toHaveProperty('neuroticism.interval');

    const now = new Date('2026-12-01T08:00:00.000Z');
    await rescoreResultsAtStart(t.deps.db, now, silent);

    const neo = await progress(userId, 'neo');
    expect(neo.scoring_version).toBe(SCORING_VERSION);
    expect(neo.completed_at).toBe(before.completed_at);
    // the demo client gave no birth year or sex: the combined norms, now estimated and with bands
    expect(neo.results).toMatchObject(JSON.parse(JSON.stringify(scoreNeo(DEMO_ANSWERS.neo, {}))));
    expect(neo.results.norms).toMatchObject({ label: 'men and women of all ages', estimated: true });
    expect(neo.results).toHaveProperty('openness.interval.low');
    expect(neo.results.history).toEqual([{ scoringVersion: '1.1.0', norms: { sex: 'combined', ageBand: 'all-ages', label: 'men and women of all ages' }, scoredAt, replacedAt: now.toISOString() }]);

    const depression = await progress(userId, 'depression-screening');
    expect(depression.scoring_version).toBe(SCORING_VERSION);
    expect(depression.results).toEqual(scoreDepression(DEMO_ANSWERS['depression-screening']));

    // once: a second start finds nothing to do
    await rescoreResultsAtStart(t.deps.db, new Date('2026-12-02T08:00:00.000Z'), silent);
    expect(await progress(userId, 'neo')).toEqual(neo);
  });

  it('keeps the age a NEO was scored at: a birthday since then does not move it to another band', async () => {
    const userId = await userIdOf(DEMO.complete);
    // born 1966: 60 in 2026 (41-60), 61 in 2027 (over 60)
    await t.deps.db.updateTable('users').set({ birth_year: 1966, sex: 'female' }).where('id', '=', userId).execute();
    await makeOld(userId, 'neo', (results) => ({ ...results, norms: { sex: 'female', ageBand: '41-60', label: 'women aged 41 to 60' }, scoredAt: '2026-11-22T09:00:00.000Z' }));
    await rescoreResultsAtStart(t.deps.db, new Date('2027-03-01T08:00:00.000Z'), silent);
    const neo = await progress(userId, 'neo');
    expect(neo.results.norms).toMatchObject({ sex: 'female', ageBand: '41-60', estimated: true });
    expect(neo.results).toMatchObject(JSON.parse(JSON.stringify(scoreNeo(DEMO_ANSWERS.neo, { sex: 'female', age: 60 }))));
  });

  it("interprets the provider's stored results again: theme bands, and Occupational Scales read as the Strong reads them", async () => {
    const userId = await userIdOf(DEMO.complete);
    await makeOld(userId, 'myers-briggs', (results) => {
      const sii = results.sii as { os: { level: string }[] };
      return { ...results, sii: { ...sii, os: sii.os.map((os) => ({ ...os, level: 'Average', levelSource: 'spec' })) } };
    });
    const completedBefore = (await progress(userId, 'myers-briggs')).completed;
    await rescoreResultsAtStart(t.deps.db, new Date('2026-12-01T08:00:00.000Z'), silent);
    const step = await progress(userId, 'myers-briggs');
    expect(step.scoring_version).toBe(SCORING_VERSION);
    expect(step.completed).toBe(completedBefore);
    const sii = step.results.sii as { got: { interval?: unknown }[]; os: { value: number; level: string }[] };
    expect(sii.got.every((theme) => theme.interval !== undefined)).toBe(true);
    for (const os of sii.os) {
      expect(os.level).toBe(os.value >= 40 ? 'Similar interests' : os.value >= 30 ? 'Mid-range' : 'Dissimilar interests');
    }
  });
});
