import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../../env';
import { newId } from '../../../ids';
import { createJobQueue } from '../../../jobs/create-job-queue';
import type { JobData, JobHandler, JobQueue } from '../../../jobs/job-queue';
import { findBatch, insertBatch } from '../../answers/repositories/answer-batch-repository';
import { insertUser } from '../../accounts/repositories/user-repository';
import type { TestDatabase } from '../../../test/test-databases';
import { dialectCases } from '../../../test/test-databases';
import { DATA_RETENTION_JOB, scheduleDataRetention } from './data-retention-job';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const DAY_MS = 24 * 3_600_000;
const logger = pino({ level: 'silent' });

describe.each(cases)('the retention job on $dialect', ({ create }) => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await database.drop();
  });

  it('prunes at start, once for the period however many processes schedule it', { timeout: 60_000 }, async () => {
    database = await create();
    const userId = newId();
    await insertUser(database.db, { id: userId, email: 'r@example.com', firstName: 'R', lastName: 'T', passwordHash: 'x', createdAt: new Date(Date.now() - 400 * DAY_MS).toISOString() });
    await insertBatch(database.db, { batchId: 'old', userId, assessmentId: 'neo', payloadHash: 'h', response: '{}', now: new Date(Date.now() - 40 * DAY_MS).toISOString() });
    const deps = { db: database.db, clock: () => new Date(), config: parseEnv({ ANSWER_BATCH_RETENTION_DAYS: '30' }), logger };
    let runs = 0;
    for (let process = 0; process < 2; process += 1) {
      const jobs = await createJobQueue(database, logger, { pollIntervalMs: 100 });
      queues.push(jobs);
      // Counts the runs the queue starts (the job's own handler runs inside).
      const work = jobs.work.bind(jobs);
      jobs.work = <T extends JobData>(name: string, handler: JobHandler<T>) =>
        work<T>(name, async (job) => {
          runs += 1;
          await handler(job);
        });
      await scheduleDataRetention(jobs, deps);
    }
    await vi.waitFor(async () => expect(await findBatch(database.db, 'old')).toBeUndefined(), { timeout: 30_000 });
    await vi.waitFor(async () => expect((await queues[0]!.depth())[DATA_RETENTION_JOB]).toEqual({ queued: 0, active: 0, failed: 0 }), { timeout: 30_000 });
    expect(runs).toBe(1);
  });
});
