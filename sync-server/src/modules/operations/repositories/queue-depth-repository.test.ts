import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../../ids';
import type { TestDatabase } from '../../../test/test-databases';
import { dialectCases } from '../../../test/test-databases';
import { emailQueueDepth, providerSyncQueueDepth } from './queue-depth-repository';

const { cases, postgresSkipReason } = await dialectCases();
const NOW = '2026-11-25T09:00:00.000Z';

describe.each(cases)('queue depths on $dialect', ({ create }) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('counts pending and failed e-mails', async () => {
    database = await create();
    expect(await emailQueueDepth(database.db)).toEqual({ pending: 0, failed: 0 });
    const email = (status: 'pending' | 'sent' | 'failed') => ({ id: newId(), to_address: 'x@example.com', subject: 's', text_body: '', html_body: '', created_at: NOW, status, next_attempt_at: status === 'pending' ? NOW : null });
    await database.db.insertInto('email_outbox').values([email('pending'), email('pending'), email('failed'), email('sent')]).execute();
    expect(await emailQueueDepth(database.db)).toEqual({ pending: 2, failed: 1 });
  });

  it('counts provider syncs queued or running, and finished ones that failed or ran out of tries', async () => {
    database = await create();
    expect(await providerSyncQueueDepth(database.db)).toEqual({ pending: 0, failed: 0 });
    const saved = { status: 'new data saved', detail: '' };
    const job = (state: 'queued' | 'running' | 'done', report: object | null) => ({
      id: newId(),
      user_id: newId(),
      kind: 'auto' as const,
      request: '{}',
      requested_by: null,
      state,
      next_run_at: state === 'queued' ? NOW : null,
      give_up_at: NOW,
      report: report && JSON.stringify(report),
      created_at: NOW,
      updated_at: NOW,
    });
    await database.db
      .insertInto('provider_sync_jobs')
      .values([
        job('queued', null),
        job('running', null),
        job('done', { mbti: saved, sii: saved }),
        job('done', { mbti: saved, sii: { status: 'data already exists', detail: '' } }),
        job('done', { mbti: { status: 'max attempts exceeded', detail: 'The provider could not be reached in 3 attempts.' }, sii: saved }),
        job('done', { mbti: { status: 'failed', detail: 'x' }, sii: { status: 'failed', detail: 'x' } }),
      ])
      .execute();
    expect(await providerSyncQueueDepth(database.db)).toEqual({ pending: 2, failed: 2 });
  });
});

if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);
