import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createPosthogSink } from '../adapters/analytics/posthog-sink';
import { listAnalyticsEvents } from '../repositories/analytics-event-repository';
import { startHttpStandIn } from '../../../test/http-stand-in';
import { createTestClock } from '../../../test/test-app';
import type { TestDatabase } from '../../../test/test-databases';
import { dialectCases } from '../../../test/test-databases';
import { createAnalytics } from './analytics';
import type { AnalyticsForwarder } from './analytics-forwarder';
import { DEFAULT_ANALYTICS_FORWARDING, startAnalyticsForwarding } from './analytics-forwarder';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const KEY = 'phc_standin_project_key';
// Passes run only when the test asks (no timers firing under it).
const MANUAL = { ...DEFAULT_ANALYTICS_FORWARDING, pollIntervalMs: 3_600_000, batchDelayMs: 3_600_000, batchSize: 3 };

describe.each(cases)('forwarding analytics events to PostHog on $dialect', ({ create }) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setUp() {
    const database: TestDatabase = await create();
    cleanups.push(database.drop);
    const posthog = await startHttpStandIn({ status: 200, body: { status: 1 } });
    cleanups.push(posthog.close);
    const clock = createTestClock();
    const logger = pino({ level: 'silent' });
    const analytics = createAnalytics({ db: database.db, logger, clock: clock.now, distinctIdKey: Buffer.alloc(32, 1) });
    const forwarder = (): AnalyticsForwarder => {
      const started = startAnalyticsForwarding({ db: database.db, logger, clock: clock.now, sink: createPosthogSink({ key: KEY, host: posthog.url }) }, MANUAL);
      cleanups.push(started.stop);
      return started;
    };
    return { database, posthog, clock, analytics, forwarder };
  }

  const track = (analytics: ReturnType<typeof createAnalytics>, n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => analytics.track('order_paid', { planId: 'premium', fromPlanId: 'free', totalCents: 30797 + i, currency: 'usd' }, { userId: `user-${i}` })));

  it('sends stored events in batches to /batch/ with the key, each with our id as uuid, and marks them sent', async () => {
    const { posthog, analytics, forwarder, database } = await setUp();
    await track(analytics, 4);
    const worker = forwarder();
    await worker.pass();
    // The first pass at start may already have taken them: either way, 4 events in batches of at most 3.
    await worker.pass();
    const batches = posthog.requests.map((request) => JSON.parse(request.body) as { api_key: string; batch: Array<Record<string, unknown>> });
    expect(posthog.requests.every((request) => request.method === 'POST' && request.url === '/batch/')).toBe(true);
    expect(batches.every((batch) => batch.api_key === KEY && batch.batch.length <= 3)).toBe(true);
    const sent = batches.flatMap((batch) => batch.batch);
    const stored = await listAnalyticsEvents(database.db, { limit: 10 });
    expect(sent.map((event) => event.uuid).sort()).toEqual(stored.map((event) => event.id).sort());
    expect(sent[0]).toMatchObject({ event: 'order_paid', distinct_id: expect.stringMatching(/^u_/), properties: expect.objectContaining({ planId: 'premium', source: 'server' }) });
    const before = posthog.requests.length;
    await worker.pass();
    expect(posthog.requests.length).toBe(before);
  });

  it('keeps events when the service fails and sends them again after the backoff', async () => {
    const { posthog, analytics, forwarder, clock } = await setUp();
    posthog.reply(503, { error: 'unavailable' });
    await track(analytics, 2);
    const worker = forwarder();
    await worker.pass();
    const failedAttempts = posthog.requests.length;
    expect(failedAttempts).toBeGreaterThanOrEqual(1);
    posthog.reply(200, { status: 1 });
    await worker.pass();
    expect(posthog.requests.length).toBe(failedAttempts);
    clock.advance(DEFAULT_ANALYTICS_FORWARDING.retryDelayMs + 1);
    await worker.pass();
    expect(posthog.requests.length).toBe(failedAttempts + 1);
    expect((JSON.parse(posthog.requests.at(-1)?.body ?? '{}') as { batch: unknown[] }).batch).toHaveLength(2);
  });

  it('never sends an event twice when two processes forward from one database at once', async () => {
    const { posthog, analytics, forwarder } = await setUp();
    await track(analytics, 9);
    const [a, b] = [forwarder(), forwarder()];
    await Promise.all([a.pass(), b.pass(), a.pass(), b.pass()]);
    await Promise.all([a.pass(), b.pass()]);
    const uuids = posthog.requests.flatMap((request) => (JSON.parse(request.body) as { batch: Array<{ uuid: string }> }).batch.map((event) => event.uuid));
    expect(uuids).toHaveLength(9);
    expect(new Set(uuids).size).toBe(9);
  });
});
