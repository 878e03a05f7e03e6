import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestDatabase } from '../test/test-databases';
import { dialectCases } from '../test/test-databases';
import { createJobQueue } from './create-job-queue';
import { driveTableWithJobs } from './job-driven-passes';
import type { JobQueue } from './job-queue';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const logger = pino({ level: 'silent' });
const WAIT = { timeout: 30_000, interval: 20 };

describe.each(cases)('passes over a table driven by the job queue on $dialect', ({ create }) => {
  let database: TestDatabase;
  let jobs: JobQueue;
  afterEach(async () => {
    await jobs.stop();
    await database.drop();
  });

  it('runs a pass at start, when the pass says its next item falls due, and on each kick; none after stop', { timeout: 60_000 }, async () => {
    database = await create();
    jobs = await createJobQueue(database, logger, { pollIntervalMs: 5_000 });
    const passes: number[] = [];
    // The first pass finds an item due in 1.5 s; later ones find nothing due within the period.
    const worker = await driveTableWithJobs(jobs, { name: 'table', logger, everySeconds: 3600, pass: async () => (passes.push(Date.now()) === 1 ? 1500 : 3_600_000) });
    const idle = async () => expect((await jobs.depth()).table).toEqual({ queued: 0, active: 0, failed: 0 });
    await vi.waitFor(() => expect(passes.some((at) => at - passes[0]! >= 1400)).toBe(true), WAIT);
    // The follow-up waited for the item, and no longer (not for the 5 s poll: the worker sleeps until the next job is due).
    expect(passes.find((at) => at - passes[0]! >= 1400)! - passes[0]!).toBeLessThan(4900);
    await vi.waitFor(idle, WAIT);
    const before = passes.length;
    worker.kick();
    await vi.waitFor(() => expect(passes.length).toBe(before + 1), WAIT);
    await vi.waitFor(idle, WAIT);
    await worker.stop();
    worker.kick();
    await jobs.send('table', {});
    await vi.waitFor(idle, WAIT);
    expect(passes.length).toBe(before + 1);
  });
});
