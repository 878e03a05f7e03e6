import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../../env';
import { newId } from '../../../ids';
import { findBatch, insertBatch } from '../../answers/repositories/answer-batch-repository';
import { consumeAuthToken, insertAuthToken } from '../../accounts/repositories/auth-token-repository';
import { insertUser } from '../../accounts/repositories/user-repository';
import { findPhoneCode, replacePhoneCode } from '../../provider/repositories/phone-code-repository';
import { insertSyncJob } from '../../provider/repositories/provider-sync-job-repository';
import type { TestDatabase } from '../../../test/test-databases';
import { dialectCases } from '../../../test/test-databases';
import { pruneOldRecords, startDataRetention } from './data-retention';
import { CONTACT_RETENTION_DAYS } from '../contract/retention-periods';
import { findContactSubmission, insertContactSubmission } from '../../public/repositories/contact-repository';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const NOW = new Date('2026-11-22T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

describe.each(cases)('data retention on $dialect', ({ create }) => {
  let database: TestDatabase;
  let userId: string;
  beforeEach(async () => {
    database = await create();
    userId = newId();
    await insertUser(database.db, { id: userId, email: 'r@example.com', firstName: 'R', lastName: 'T', passwordHash: 'x', createdAt: daysAgo(400) });
  });
  afterEach(() => database.drop());

  const deps = (retentionDays = '30') => ({ db: database.db, clock: () => NOW, config: parseEnv({ ANSWER_BATCH_RETENTION_DAYS: retentionDays }) });
  const batch = (batchId: string, createdDaysAgo: number) =>
    insertBatch(database.db, { batchId, userId, assessmentId: 'neo', payloadHash: 'h', response: '{}', now: daysAgo(createdDaysAgo) });
  const token = (hash: string, expiredDaysAgo: number) =>
    insertAuthToken(database.db, { hash, userId, purpose: 'reset-password', expiresAt: daysAgo(expiredDaysAgo), createdAt: daysAgo(expiredDaysAgo + 1) });

  it('forgets answer batches past the retention and tokens 90 days past expiry, keeping the rest', async () => {
    await batch('old', 31);
    await batch('edge', 29);
    await batch('new', 0);
    await token('long-expired', 91);
    await token('recently-expired', 10);
    await token('valid', -1);

    expect(await pruneOldRecords(deps())).toEqual({ answerBatches: 1, authTokens: 1, rateLimits: 0, emails: 0, expiredOrders: 0, embeddedCheckoutSessions: 0, analyticsEvents: 0, providerRecords: 0, contactSubmissions: 0 });
    expect(await findBatch(database.db, 'old')).toBeUndefined();
    expect(await findBatch(database.db, 'edge')).toBeDefined();
    expect(await findBatch(database.db, 'new')).toBeDefined();
    // A recently expired link still reads 'expired' (not 'invalid'); the long-expired one is gone.
    expect(await consumeAuthToken(database.db, 'recently-expired', 'reset-password', NOW.toISOString())).toEqual({ status: 'expired' });
    expect(await consumeAuthToken(database.db, 'long-expired', 'reset-password', NOW.toISOString())).toEqual({ status: 'invalid' });
    expect((await consumeAuthToken(database.db, 'valid', 'reset-password', NOW.toISOString())).status).toBe('ok');

    // A shorter retention from the environment takes more; a second pass finds nothing left.
    expect(await pruneOldRecords(deps('7'))).toEqual({ answerBatches: 1, authTokens: 0, rateLimits: 0, emails: 0, expiredOrders: 0, embeddedCheckoutSessions: 0, analyticsEvents: 0, providerRecords: 0, contactSubmissions: 0 });
    expect(await pruneOldRecords(deps('7'))).toEqual({ answerBatches: 0, authTokens: 0, rateLimits: 0, emails: 0, expiredOrders: 0, embeddedCheckoutSessions: 0, analyticsEvents: 0, providerRecords: 0, contactSubmissions: 0 });
    expect(await findBatch(database.db, 'new')).toBeDefined();
  });

  it('marks unpaid orders past their checkout expired, forgets old test-checkout sessions and analytics events past their retention', async () => {
    const { insertOrder, listOrdersOfUser } = await import('../../plans/repositories/order-repository');
    const { insertEmbeddedSession } = await import('../../plans/repositories/embedded-checkout-repository');
    const { insertAnalyticsEvents, listAnalyticsEvents } = await import('../../plans/repositories/analytics-event-repository');
    const { upsertPlans } = await import('../../plans/repositories/plan-repository');
    const { PLAN_SEED } = await import('../../plans/data/plans');
    await upsertPlans(database.db, PLAN_SEED);
    const order = (id: string, expiresAt: string) =>
      insertOrder(database.db, {
        id,
        userId,
        planFrom: null,
        planTo: 'essential',
        amountCents: 14900,
        feeCents: 447,
        feePercentage: 3,
        totalCents: 15347,
        currency: 'usd',
        provider: 'embedded',
        createdAt: daysAgo(1),
        expiresAt,
      });
    await order(newId(), daysAgo(0.5));
    const session = (id: string) => ({ id, status: 'open' as const, expiresAt: daysAgo(0), lineItems: [], session: {} as never });
    await insertEmbeddedSession(database.db, session('cs_old'), daysAgo(31));
    await insertEmbeddedSession(database.db, session('cs_new'), daysAgo(1));
    const event = (id: string, receivedDaysAgo: number) => ({
      id,
      name: 'plan_chosen',
      properties: {},
      source: 'client' as const,
      distinctId: 'a_x',
      occurredAt: daysAgo(receivedDaysAgo),
      receivedAt: daysAgo(receivedDaysAgo),
    });
    await insertAnalyticsEvents(database.db, [event(newId(), 396), event(newId(), 10)]);

    expect(await pruneOldRecords(deps())).toMatchObject({ expiredOrders: 1, embeddedCheckoutSessions: 1, analyticsEvents: 1 });
    // A user has one pending order at a time: the next checkout, still payable, is left alone.
    await order(newId(), new Date(NOW.getTime() + 60_000).toISOString());
    expect(await pruneOldRecords(deps())).toMatchObject({ expiredOrders: 0 });
    expect((await listOrdersOfUser(database.db, userId)).map((row) => row.status).sort()).toEqual(['expired', 'pending']);
    expect(await listAnalyticsEvents(database.db, { limit: 10 })).toHaveLength(1);
  });

  it('forgets phone codes a day past expiry, spent simulator tokens and sessions, and syncs finished over 180 days ago', async () => {
    await replacePhoneCode(database.db, { userId, phoneNumber: '12015550123', codeHash: 'h', expiresAt: daysAgo(2), now: daysAgo(2) });
    await database.db
      .insertInto('elevate_sim_tokens')
      .values([
        { token_hash: 'spent', sim_user_id: 's', return_url: 'r', expires_at: daysAgo(1), used_at: null },
        { token_hash: 'live', sim_user_id: 's', return_url: 'r', expires_at: new Date(NOW.getTime() + 60_000).toISOString(), used_at: null },
      ])
      .execute();
    const old = await insertSyncJob(database.db, { userId, kind: 'admin', request: {}, requestedBy: null, giveUpAt: daysAgo(200), now: daysAgo(200) });
    const recent = await insertSyncJob(database.db, { userId, kind: 'admin', request: {}, requestedBy: null, giveUpAt: daysAgo(10), now: daysAgo(10) });
    await database.db.updateTable('provider_sync_jobs').set({ state: 'done', finished_at: daysAgo(200) }).where('id', '=', old).execute();
    await database.db.updateTable('provider_sync_jobs').set({ state: 'done', finished_at: daysAgo(10) }).where('id', '=', recent).execute();
    expect((await pruneOldRecords(deps())).providerRecords).toBe(3);
    expect(await findPhoneCode(database.db, userId)).toBeUndefined();
    expect((await database.db.selectFrom('elevate_sim_tokens').select('token_hash').execute()).map((row) => row.token_hash)).toEqual(['live']);
    expect((await database.db.selectFrom('provider_sync_jobs').select('id').execute()).map((row) => row.id)).toEqual([recent]);
  });

  it('forgets rate-limit counters whose window has ended, keeping live ones', async () => {
    await database.db
      .insertInto('rate_limits')
      .values([
        { key: 'login-ip:203.0.113.7', points: 4, expire: NOW.getTime() - 1 },
        { key: 'login-ip:198.51.100.9', points: 2, expire: NOW.getTime() + 60_000 },
      ])
      .execute();
    expect((await pruneOldRecords(deps())).rateLimits).toBe(1);
    const left = await database.db.selectFrom('rate_limits').select('key').execute();
    expect(left.map((row) => row.key)).toEqual(['login-ip:198.51.100.9']);
  });

  it('forgets e-mails sent or given up over 30 days ago, never pending ones', async () => {
    const email = (id: string, status: 'pending' | 'sent' | 'failed', createdDaysAgo: number) => ({
      id,
      to_address: 'r@example.com',
      subject: 'Subject',
      text_body: '',
      html_body: '',
      created_at: daysAgo(createdDaysAgo),
      status,
      next_attempt_at: status === 'pending' ? daysAgo(0) : null,
      locked_until: null,
    });
    await database.db
      .insertInto('email_outbox')
      .values([email('old-sent', 'sent', 31), email('old-failed', 'failed', 40), email('old-pending', 'pending', 40), email('recent-sent', 'sent', 29)])
      .execute();
    expect((await pruneOldRecords(deps())).emails).toBe(2);
    const left = await database.db.selectFrom('email_outbox').select('id').orderBy('id').execute();
    expect(left.map((row) => row.id)).toEqual(['old-pending', 'recent-sent']);
  });

  it('forgets contact requests received over a year ago, keeping newer ones', async () => {
    const submission = { firstName: 'V', lastName: 'Isitor', email: 'v@example.com', status: [], goal: [], city: '', message: 'Hello' };
    await insertContactSubmission(database.db, { id: 'old', createdAt: daysAgo(CONTACT_RETENTION_DAYS + 1), submission });
    await insertContactSubmission(database.db, { id: 'new', createdAt: daysAgo(CONTACT_RETENTION_DAYS - 1), submission });
    expect((await pruneOldRecords(deps())).contactSubmissions).toBe(1);
    expect(await findContactSubmission(database.db, 'old')).toBeUndefined();
    expect(await findContactSubmission(database.db, 'new')).toBeDefined();
  });

  it('runs at start and on its interval, and stops cleanly', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const logger = pino({ level: 'silent' });
      await batch('old-1', 40);
      const stop = startDataRetention({ ...deps(), logger }, 1000);
      await vi.waitFor(async () => expect(await findBatch(database.db, 'old-1')).toBeUndefined(), { timeout: 10_000 });
      await batch('old-2', 40);
      // A tick that comes while the first run is still busy is skipped (runs never overlap): tick
      // again until one runs, as time would on a busy machine.
      await vi.waitFor(
        async () => {
          vi.advanceTimersByTime(1000);
          expect(await findBatch(database.db, 'old-2')).toBeUndefined();
        },
        { timeout: 10_000, interval: 50 },
      );
      await stop();
      await batch('old-3', 40);
      vi.advanceTimersByTime(5000);
      expect(await findBatch(database.db, 'old-3')).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
