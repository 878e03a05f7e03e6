import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp, signInAs } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';
import { saveDemographics } from '../services/demographics';
import { findUserById } from '../services/user-store';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

/** What GET /api/users/current may weigh, however often the account's settings change (issue 44, "Bounded growth"). */
const MAX_VIEW_BYTES = 150 * 1024;
const ATTEMPTS = 1000;
/** Requests in flight at once: enough to keep the test fast, few enough not to queue on the database. */
const BATCH = 50;

interface NeoResult {
  norms: { label: string };
  history: { replacedAt: string }[];
}

describe.each(cases)('the current-user view of a client who keeps changing their settings on $dialect', ({ create }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ database: await create(), completeDemoClient: true });
  });
  afterEach(() => t.close());

  it(`stays under 150 KB after ${ATTEMPTS} attempted birth-year and sex changes, and its NEO history holds the latest 10`, async () => {
    const { client, userId } = await signInAs(t, DEMO.complete);
    const statuses: number[] = [];
    for (let start = 0; start < ATTEMPTS; start += BATCH) {
      const batch = Array.from({ length: BATCH }, (_, offset) => client.request('PUT', '/api/users/current/demographics', { birthYear: 1960, sex: (start + offset) % 2 ? 'female' : 'male' }));
      statuses.push(...(await Promise.all(batch)).map((response) => response.status));
    }
    // The limit lets 20 an hour through and refuses the rest before they write.
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(ATTEMPTS - 20);

    // Without the limit (the service called directly), every change of group is scored again, and the history still stops at 10.
    const user = await findUserById(t.deps.db, userId);
    if (!user) throw new Error('the complete demo client is missing');
    // The requests ran at once, so which came last is not known: each change here moves away from the group before it.
    const [first, second] = user.sex === 'male' ? (['female', 'male'] as const) : (['male', 'female'] as const);
    for (let change = 0; change < 30; change += 1) {
      t.clock.advance(60_000);
      const saved = await saveDemographics(t.deps.db, user, { birthYear: 1960, sex: change % 2 ? second : first }, t.clock.now().toISOString());
      expect(saved.neoRescored, `change ${change + 1}`).toBe(true);
    }

    const response = await client.get('/api/users/current');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_VIEW_BYTES);
    const neo = (JSON.parse(text) as { assessmentData: { _id: string; results: NeoResult }[] }).assessmentData.find((entry) => entry._id === 'neo')?.results;
    expect(neo?.norms.label).toBe(second === 'male' ? 'men over 60' : 'women over 60');
    expect(neo?.history).toHaveLength(10);
    // The last ten changes' times, oldest first.
    expect(neo?.history.at(-1)?.replacedAt).toBe(t.clock.now().toISOString());
    expect(neo?.history[0]?.replacedAt).toBe(new Date(t.clock.now().getTime() - 9 * 60_000).toISOString());
  });
});
