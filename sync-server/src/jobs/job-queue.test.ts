import { sql } from 'kysely';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/database';
import type { TestDatabase } from '../test/test-databases';
import { dialectCases } from '../test/test-databases';
import { createJobQueue } from './create-job-queue';
import type { Job, JobQueue } from './job-queue';

const { cases, postgresSkipReason } = await dialectCases();
const logger = pino({ level: 'silent' });
/** Short polling and maintenance so the tests wait seconds, not minutes. */
const TUNING = { pollIntervalMs: 100, maintenanceIntervalMs: 1000 };
const WAIT = { timeout: 45_000, interval: 50 };
const NONE = { queued: 0, active: 0, failed: 0 };

async function depthOf(queue: JobQueue, name: string) {
  return (await queue.depth())[name] ?? NONE;
}

describe.each(cases)('the job queue on $dialect', ({ dialect, create }) => {
  let database: TestDatabase | undefined;
  const queues: JobQueue[] = [];
  const handles: DatabaseHandle[] = [];

  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop({ timeoutMs: 200 });
    for (const handle of handles.splice(0)) await handle.close().catch(() => undefined);
    await database?.drop();
    database = undefined;
  });

  async function queueOn(handle: DatabaseHandle) {
    const queue = await createJobQueue(handle, logger, TUNING);
    queues.push(queue);
    return queue;
  }

  /** Another connection to the same database: another process, as far as the queue can tell. */
  async function secondProcess() {
    const handle = openDatabase(database!.url);
    handles.push(handle);
    // Connected now (Kysely connects on first use), so closing it cuts the connection.
    await sql`select 1`.execute(handle.db);
    return { handle, queue: await queueOn(handle) };
  }

  it('uses the engine of its database', async () => {
    database = await create();
    expect((await queueOn(database)).engine).toBe(dialect === 'postgres' ? 'pg-boss' : 'sqlite');
  });

  it('starts in two processes at once on a fresh database, both declaring the same queues', { timeout: 60_000 }, async () => {
    database = await create();
    const other = openDatabase(database.url);
    handles.push(other);
    const both = await Promise.all([queueOn(database), queueOn(other)]);
    const ran: string[] = [];
    await Promise.all(both.flatMap((queue, index) => ['a', 'b', 'c'].map((name) => queue.work(name, async () => void ran.push(`${name}${index}`)))));
    await both[0]!.send('c', {});
    await vi.waitFor(() => expect(ran).toHaveLength(1), WAIT);
  });

  it('retries a failing job with growing pauses until it succeeds, then runs it no more', { timeout: 60_000 }, async () => {
    database = await create();
    const queue = await queueOn(database);
    const runs: { at: number; attempt: number }[] = [];
    await queue.work('flaky', async (job) => {
      runs.push({ at: Date.now(), attempt: job.attempt });
      if (runs.length < 3) throw new Error('not yet');
    });
    await queue.send('flaky', { n: 1 }, { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true });
    await vi.waitFor(async () => expect(await depthOf(queue, 'flaky')).toEqual(NONE), WAIT);
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
    const [first, second, third] = runs.map((run) => run.at);
    // Backoff: at least 1 s before the first retry, at least 2 s before the second.
    expect(second! - first!).toBeGreaterThanOrEqual(950);
    expect(third! - second!).toBeGreaterThanOrEqual(1950);
  });

  it('gives a job up after its retries and counts it as failed', { timeout: 60_000 }, async () => {
    database = await create();
    const queue = await queueOn(database);
    let runs = 0;
    await queue.work('hopeless', async () => {
      runs += 1;
      throw new Error('never');
    });
    await queue.send('hopeless', {}, { retryLimit: 1, retryDelaySeconds: 0, retryBackoff: false });
    await vi.waitFor(async () => expect(await depthOf(queue, 'hopeless')).toEqual({ queued: 0, active: 0, failed: 1 }), WAIT);
    expect(runs).toBe(2);
  });

  it('runs a job again elsewhere when the process running it dies (its lease runs out; that run counts as an attempt)', { timeout: 60_000 }, async () => {
    database = await create();
    const doomed = await secondProcess();
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    // Never finishes: the process dies during it.
    await doomed.queue.work('report', () => {
      started();
      return new Promise<void>(() => undefined);
    });
    await doomed.queue.send('report', { reportId: 'r1' }, { expireInSeconds: 3, retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false });
    await running;
    // The crash: the process's database connection is gone with it; its claim stays behind.
    await doomed.handle.close();

    const survivor = await queueOn(database);
    const runs: Job[] = [];
    await survivor.work('report', async (job) => {
      runs.push(job);
    });
    await vi.waitFor(() => expect(runs).toHaveLength(1), WAIT);
    expect(runs[0]).toMatchObject({ data: { reportId: 'r1' }, attempt: 2 });
    await vi.waitFor(async () => expect(await depthOf(survivor, 'report')).toEqual(NONE), WAIT);
    expect(runs).toHaveLength(1);
  });

  it('runs each of many jobs exactly once across two processes working the same queue', { timeout: 90_000 }, async () => {
    database = await create();
    const first = await queueOn(database);
    const { queue: second } = await secondProcess();
    const seen: number[] = [];
    const handler = async (job: Job<{ n: number }>) => {
      seen.push(job.data.n);
      await new Promise((resolve) => setImmediate(resolve));
    };
    await first.work('count', handler);
    await second.work('count', handler);
    for (let n = 0; n < 60; n += 1) await (n % 2 ? first : second).send('count', { n });
    await vi.waitFor(async () => expect(await depthOf(first, 'count')).toEqual(NONE), WAIT);
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
  });

  it('queues a scheduled job once per period across two processes scheduling it', { timeout: 90_000 }, async () => {
    database = await create();
    const first = await queueOn(database);
    const { queue: second } = await secondProcess();
    const runs: string[] = [];
    const handler = async (job: Job) => {
      runs.push(job.id);
    };
    const periodMs = 2000;
    const startedAt = Date.now();
    await first.work('tick', handler);
    await second.work('tick', handler);
    await first.schedule('tick', periodMs / 1000, {});
    await second.schedule('tick', periodMs / 1000, {});
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(3), WAIT);
    await first.stop({ timeoutMs: 5000 });
    await second.stop({ timeoutMs: 5000 });
    const periods = Math.floor(Date.now() / periodMs) - Math.floor(startedAt / periodMs) + 1;
    expect(new Set(runs).size).toBe(runs.length);
    expect(runs.length).toBeLessThanOrEqual(periods);
  });

  it('drops a send whose singleton key is already waiting, and counts waiting jobs by name', async () => {
    database = await create();
    const queue = await queueOn(database);
    expect(await queue.send('idle', { a: 1 }, { singletonKey: 'now' })).toEqual(expect.any(String));
    expect(await queue.send('idle', { a: 2 }, { singletonKey: 'now' })).toBeNull();
    expect(await queue.send('idle', { a: 3 }, { startAfter: new Date(Date.now() + 3_600_000) })).toEqual(expect.any(String));
    expect(await queue.depth()).toMatchObject({ idle: { queued: 2, active: 0, failed: 0 } });
  });

  it('waits for a running job when stopped, and records one that outlasts the wait as a failed attempt to retry', { timeout: 60_000 }, async () => {
    database = await create();
    const { queue: stopping } = await secondProcess();
    let finished = false;
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    await stopping.work('slow', async (job) => {
      started();
      if (job.data.forever) return new Promise<void>(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished = true;
    });
    await stopping.send('slow', { forever: false });
    await running;
    await stopping.stop({ timeoutMs: 10_000 });
    expect(finished).toBe(true);
    const observer = await queueOn(database);
    expect(await depthOf(observer, 'slow')).toEqual(NONE);

    const { queue: cut } = await secondProcess();
    const cutStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    await cut.work('slow', () => {
      started();
      return new Promise<void>(() => undefined);
    });
    await cut.send('slow', { forever: true }, { retryDelaySeconds: 3600, retryBackoff: false });
    await cutStarted;
    await cut.stop({ timeoutMs: 200 });
    expect(await depthOf(observer, 'slow')).toEqual({ queued: 1, active: 0, failed: 0 });
  });
});

// Says in the test output that the PostgreSQL half did not run on this machine (SQLite still covers everything).
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);
