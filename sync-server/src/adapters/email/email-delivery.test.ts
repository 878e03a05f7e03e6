import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueuedEmailSender } from './queued-email-sender';
import { createSmtpEmailTransport } from './smtp-email-transport';
import { openDatabase } from '../../db/database';
import { claimDueEmail } from './email-queue-repository';
import type { SmtpTestServer } from '../../test/smtp-test-server';
import { startSmtpServer } from '../../test/smtp-test-server';
import { createTestClock } from '../../test/test-app';
import type { TestDatabase } from '../../test/test-databases';
import { dialectCases } from '../../test/test-databases';
import type { EmailDeliveryDeps, EmailDeliveryOptions } from './email-delivery';
import { DEFAULT_EMAIL_DELIVERY, deliverDueEmails, retryDelayMs } from './email-delivery';

const { cases, postgresSkipReason } = await dialectCases();

const LINK = 'http://127.0.0.1:8080/reset/secret-token-abc123';

function captureLog() {
  const lines: string[] = [];
  const logger = pino({ level: 'debug' }, new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }));
  return { logger, text: () => lines.join(''), entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('retry backoff', () => {
  it('waits 30 s after the first failure, doubling up to an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((attempt) => retryDelayMs(attempt, DEFAULT_EMAIL_DELIVERY) / 1000)).toEqual([30, 60, 120, 240, 1920, 3600, 3600]);
  });
});

describe.each(cases)('e-mail delivery on $dialect', ({ create }) => {
  let database: TestDatabase | undefined;
  let smtp: SmtpTestServer | undefined;
  afterEach(async () => {
    await smtp?.close();
    await database?.drop();
    smtp = undefined;
    database = undefined;
  });

  async function setUp(options: Partial<EmailDeliveryOptions> = {}) {
    database = await create();
    smtp = await startSmtpServer();
    const clock = createTestClock();
    const log = captureLog();
    const deps: EmailDeliveryDeps = {
      db: database.db,
      clock: clock.now,
      logger: log.logger,
      transport: createSmtpEmailTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, from: 'x@career.example', timeoutMs: 2000 }),
    };
    const email = createQueuedEmailSender({ db: database.db, logger: log.logger, clock: clock.now, kind: 'smtp', onQueued: () => undefined });
    const send = (to = 'nia@example.com', subject = 'Reset your password') =>
      email.send({ template: 'reset-password', to, subject, text: `Open ${LINK}`, html: `<a href="${LINK}">Reset</a>` });
    return { deps, options: { ...DEFAULT_EMAIL_DELIVERY, ...options }, clock, log, send, smtp, database };
  }

  async function row(db: TestDatabase) {
    return db.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
  }

  it('retries a refused message with backoff and delivers it once the server accepts again', async () => {
    const { deps, options, clock, log, send, smtp, database } = await setUp();
    await send();
    smtp.setMode('reject');
    expect(await deliverDueEmails(deps, options)).toEqual({ claimed: 1, sent: 0, retried: 1, failed: 0 });
    expect(await row(database)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'EENVELOPE 451', next_attempt_at: '2026-11-22T09:00:30.000Z' });

    clock.advance(29_000);
    expect((await deliverDueEmails(deps, options)).claimed).toBe(0);
    clock.advance(1_000);
    expect((await deliverDueEmails(deps, options)).retried).toBe(1);
    expect((await row(database)).next_attempt_at).toBe('2026-11-22T09:01:30.000Z');

    smtp.setMode('accept');
    clock.advance(59_000);
    expect((await deliverDueEmails(deps, options)).claimed).toBe(0);
    clock.advance(1_000);
    expect(await deliverDueEmails(deps, options)).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.data).toContain(LINK);
    // Sent: the one-time link no longer sits in the database.
    expect(await row(database)).toMatchObject({ status: 'sent', attempts: 3, text_body: '', html_body: '', last_error: null, next_attempt_at: null });
    expect((await deliverDueEmails(deps, options)).claimed).toBe(0);

    const messages = log.entries().map((entry) => entry.msg);
    expect(messages).toEqual(['e-mail stored for delivery', 'e-mail delivery failed; will retry', 'e-mail delivery failed; will retry', 'e-mail delivered']);
    expect(log.entries()[3]).toMatchObject({ emailId: expect.any(String), template: 'reset-password', attempt: 3, transport: 'smtp' });
    expect(log.text()).not.toContain('nia@example.com');
    expect(log.text()).not.toContain('secret-token-abc123');
    expect(log.text()).not.toContain('/reset/');
  });

  it('marks a message failed after the last attempt, and at once on a permanent refusal, without personal data in the log', async () => {
    const { deps, options, clock, log, send, smtp, database } = await setUp({ maxAttempts: 2 });
    await send('temporary@example.com', 'temporary');
    smtp.setMode('reject');
    expect((await deliverDueEmails(deps, options)).retried).toBe(1);
    clock.advance(30_000);
    expect((await deliverDueEmails(deps, options)).failed).toBe(1);
    await send('bounce@example.com', 'bounce');
    smtp.setMode('bounce');
    expect((await deliverDueEmails(deps, options)).failed).toBe(1);
    const rows = await database.db.selectFrom('email_outbox').select(['subject', 'status', 'attempts', 'last_error', 'text_body']).orderBy('subject').execute();
    expect(rows).toEqual([
      { subject: 'bounce', status: 'failed', attempts: 1, last_error: 'EENVELOPE 550', text_body: '' },
      { subject: 'temporary', status: 'failed', attempts: 2, last_error: 'EENVELOPE 451', text_body: '' },
    ]);
    expect(log.entries().filter((entry) => entry.msg === 'e-mail delivery failed; giving up')).toHaveLength(2);
    expect(log.text()).not.toMatch(/temporary@|bounce@|secret-token/);
    expect(smtp.messages).toEqual([]);
  });

  it('hands a stored .ics to SMTP as a calendar invitation, then keeps no copy of it', async () => {
    const { deps, options, smtp, database } = await setUp();
    const email = createQueuedEmailSender({ db: database.db, logger: deps.logger, clock: deps.clock, kind: 'smtp', onQueued: () => undefined });
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:s-1@career.example\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    await email.send({ template: 'booking-booked', to: 'nia@example.com', subject: 'Your interview session is scheduled', text: 't', html: 'h', attachments: [{ filename: 'interview-session.ics', contentType: 'text/calendar; method=REQUEST', content: ics }] });
    expect(JSON.parse((await row(database)).attachments ?? '[]')).toEqual([{ filename: 'interview-session.ics', contentType: 'text/calendar; method=REQUEST', content: ics }]);
    expect((await deliverDueEmails(deps, options)).sent).toBe(1);
    expect(smtp.messages[0]?.data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(smtp.messages[0]?.data).toContain('UID:s-1@career.example');
    expect(await row(database)).toMatchObject({ status: 'sent', text_body: '', attachments: null });
  });

  it('holds a message queued for later until it falls due, and lets a newer one take its place while it waits', async () => {
    const { deps, options, clock, smtp, database } = await setUp();
    const email = createQueuedEmailSender({ db: database.db, logger: deps.logger, clock: deps.clock, kind: 'smtp', onQueued: () => undefined });
    const message = (text: string) => ({ template: 'shortlist-shared' as const, to: 'nia@example.com', subject: 'Your counselor shared career ideas with you', text, html: `<p>${text}</p>` });
    const later = new Date(clock.now().getTime() + 600_000);
    const first = await email.queue(database.db, message('first list'), { notBefore: later });
    expect((await deliverDueEmails(deps, options)).claimed).toBe(0);
    // A newer message takes the waiting one's place and time.
    expect(await email.withdraw(database.db, first)).toBe(true);
    const second = await email.queue(database.db, message('second list'), { notBefore: later });
    clock.advance(599_000);
    expect((await deliverDueEmails(deps, options)).claimed).toBe(0);
    clock.advance(1_000);
    expect(await deliverDueEmails(deps, options)).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.data).toContain('second list');
    expect(smtp.messages[0]?.data).not.toContain('first list');
    // Sent: too late to take back.
    expect(await email.withdraw(database.db, second)).toBe(false);
    // A time already past is no hold: due at once.
    await email.queue(database.db, message('third list'), { notBefore: new Date(clock.now().getTime() - 1) });
    expect((await deliverDueEmails(deps, options)).sent).toBe(1);
  });

  it("delivers a message whose worker crashed once the claim's lease runs out", async () => {
    const { deps, options, clock, send, smtp, database } = await setUp();
    await send();
    const now = clock.now().getTime();
    await claimDueEmail(database.db, { now: new Date(now).toISOString(), leaseUntil: new Date(now + options.leaseMs).toISOString(), maxAttempts: options.maxAttempts });
    expect((await deliverDueEmails(deps, options)).claimed).toBe(0);
    clock.advance(options.leaseMs);
    expect((await deliverDueEmails(deps, options)).sent).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    expect((await row(database)).attempts).toBe(2);
  });

  it('never sends a message twice when two workers share the database', async () => {
    const { deps, options, send, smtp, database } = await setUp({ batchSize: 1 });
    const subjects = Array.from({ length: 30 }, (_, i) => `message ${i}`);
    for (const subject of subjects) await send(`r${subject.length}@example.com`, subject);
    // The second worker has its own connection(s), as another server process would.
    const other = openDatabase(database.url);
    try {
      const otherDeps: EmailDeliveryDeps = { ...deps, db: other.db };
      const drain = async (workerDeps: EmailDeliveryDeps) => {
        let claimed = 0;
        for (;;) {
          const counts = await deliverDueEmails(workerDeps, options);
          if (counts.claimed === 0) return claimed;
          claimed += counts.claimed;
        }
      };
      const [first, second] = await Promise.all([drain(deps), drain(otherDeps)]);
      expect(first + second).toBe(30);
      expect(Math.min(first, second)).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
    const received = smtp.messages.map((message) => /^Subject: (.*)$/m.exec(message.data)?.[1]);
    expect(received).toHaveLength(30);
    expect(new Set(received)).toEqual(new Set(subjects));
  });
});

if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);
