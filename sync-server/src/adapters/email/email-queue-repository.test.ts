import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../ids';
import type { TestDatabase } from '../../test/test-databases';
import { dialectCases } from '../../test/test-databases';
import { claimDueEmail, failExhaustedEmails, markEmailSent, nextEmailDueAt, scheduleEmailRetry, withdrawWaitingEmail } from './email-queue-repository';
import { insertOutboxEmail, listOutboxEmails } from './outbox-repository';

const { cases, postgresSkipReason } = await dialectCases();

const T0 = '2026-11-23T09:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();

describe.each(cases)('the e-mail queue on $dialect', ({ create }) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  async function store(db: TestDatabase, createdAt = T0, dueAt?: string) {
    const id = newId(Date.parse(createdAt));
    await insertOutboxEmail(db.db, { id, template: 'verify-email', to: 'nia@example.com', subject: 'Verify your email', text: 'link', html: '<p>link</p>', createdAt, ...(dueAt ? { dueAt } : {}) });
    return id;
  }

  it('gives a due message to exactly one of several claims at once, and counts the attempt', async () => {
    database = await create();
    const id = await store(database);
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimDueEmail(database!.db, { now: T0, leaseUntil: at(120), maxAttempts: 3 })));
    const won = claims.filter((claim) => claim !== undefined);
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ id, template: 'verify-email', to: 'nia@example.com', attempt: 1 });
    // Still leased: nobody else gets it until the lease runs out.
    expect(await claimDueEmail(database.db, { now: at(119), leaseUntil: at(240), maxAttempts: 3 })).toBeUndefined();
  });

  it("lets a crashed worker's claim run out, then hands the message on; the stale claim can no longer record", async () => {
    database = await create();
    const id = await store(database);
    const crashed = await claimDueEmail(database.db, { now: T0, leaseUntil: at(120), maxAttempts: 3 });
    const next = await claimDueEmail(database.db, { now: at(120), leaseUntil: at(240), maxAttempts: 3 });
    expect(next).toMatchObject({ id, attempt: 2 });
    expect(await markEmailSent(database.db, { id, leaseToken: crashed!.leaseToken, now: at(121), dropBody: true })).toBe(false);
    expect(await markEmailSent(database.db, { id, leaseToken: next!.leaseToken, now: at(121), dropBody: true })).toBe(true);
    const row = await database.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', sent_at: at(121), text_body: '', html_body: '', locked_until: null, lease_token: null });
    expect(await claimDueEmail(database.db, { now: at(999), leaseUntil: at(1999), maxAttempts: 3 })).toBeUndefined();
  });

  it('waits for a retry to fall due, and reports when it does', async () => {
    database = await create();
    const id = await store(database);
    expect(await nextEmailDueAt(database.db)).toBe(T0);
    const claim = await claimDueEmail(database.db, { now: T0, leaseUntil: at(120), maxAttempts: 3 });
    expect(await nextEmailDueAt(database.db)).toBeUndefined();
    await scheduleEmailRetry(database.db, { id, leaseToken: claim!.leaseToken, nextAttemptAt: at(30), error: 'ECONNECTION' });
    expect(await nextEmailDueAt(database.db)).toBe(at(30));
    expect(await claimDueEmail(database.db, { now: at(29), leaseUntil: at(149), maxAttempts: 3 })).toBeUndefined();
    expect(await claimDueEmail(database.db, { now: at(30), leaseUntil: at(150), maxAttempts: 3 })).toMatchObject({ id, attempt: 2 });
  });

  it('gives up a message out of attempts once no live lease holds it, emptying its bodies', async () => {
    database = await create();
    const id = await store(database);
    await claimDueEmail(database.db, { now: T0, leaseUntil: at(120), maxAttempts: 1 });
    expect(await claimDueEmail(database.db, { now: at(200), leaseUntil: at(320), maxAttempts: 1 })).toBeUndefined();
    expect(await failExhaustedEmails(database.db, { now: at(60), maxAttempts: 1 })).toEqual([]);
    expect(await failExhaustedEmails(database.db, { now: at(120), maxAttempts: 1 })).toEqual([{ id, template: 'verify-email' }]);
    const row = await database.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', last_error: 'lease expired', text_body: '', html_body: '' });
  });

  it('lists stored messages at once, whatever their delivery state', async () => {
    database = await create();
    await store(database);
    expect((await listOutboxEmails(database.db, { to: 'nia@example.com', limit: 5 })).map((email) => email.text)).toEqual(['link']);
  });

  it('holds a message stored for later until it falls due, and lists it as due only then', async () => {
    database = await create();
    const id = await store(database, T0, at(600));
    expect(await nextEmailDueAt(database.db)).toBe(at(600));
    expect(await claimDueEmail(database.db, { now: at(599), leaseUntil: at(719), maxAttempts: 3 })).toBeUndefined();
    expect(await listOutboxEmails(database.db, { limit: 5, dueBy: at(599) })).toEqual([]);
    expect((await listOutboxEmails(database.db, { limit: 5, dueBy: at(600) })).map((email) => email.id)).toEqual([id]);
    expect(await claimDueEmail(database.db, { now: at(600), leaseUntil: at(720), maxAttempts: 3 })).toMatchObject({ id, attempt: 1 });
  });

  it('withdraws a message only while it waits for its first attempt', async () => {
    database = await create();
    const waiting = await store(database, T0, at(600));
    expect(await withdrawWaitingEmail(database.db, waiting)).toBe(true);
    expect(await listOutboxEmails(database.db, { limit: 5 })).toEqual([]);
    expect(await withdrawWaitingEmail(database.db, waiting)).toBe(false);

    // Claimed (being sent), then sent: it stays.
    const claimedId = await store(database, at(1));
    const claim = await claimDueEmail(database.db, { now: at(1), leaseUntil: at(121), maxAttempts: 3 });
    expect(claim?.id).toBe(claimedId);
    expect(await withdrawWaitingEmail(database.db, claimedId)).toBe(false);
    await markEmailSent(database.db, { id: claimedId, leaseToken: claim!.leaseToken, now: at(2), dropBody: false });
    expect(await withdrawWaitingEmail(database.db, claimedId)).toBe(false);
    expect((await listOutboxEmails(database.db, { limit: 5 })).map((email) => email.id)).toEqual([claimedId]);
  });
});

if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);
