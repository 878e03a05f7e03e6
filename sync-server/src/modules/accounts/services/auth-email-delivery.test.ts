import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSmtpEmailTransport } from '../../../adapters/email/smtp-email-transport';
import type { SmtpTestServer } from '../../../test/smtp-test-server';
import { startSmtpServer } from '../../../test/smtp-test-server';
import type { TestApp } from '../../../test/test-app';
import { createTestApp } from '../../../test/test-app';

const newcomer = { firstName: 'Nia', lastName: 'Newcomer', email: 'nia@example.com', password: 'a-good-password', password2: 'a-good-password' };
/** Far longer than any answer may take: a request that waited for SMTP would time the test out. */
const SMTP_TIMEOUT_MS = 60_000;

function captureLog() {
  const lines: string[] = [];
  const logger = pino({ level: 'debug' }, new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }));
  return { logger, text: () => lines.join(''), entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function smtpApp(port: number, logger = pino({ level: 'silent' })) {
  return createTestApp({
    demoAccounts: false,
    logger,
    emailTransport: createSmtpEmailTransport({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'x@career.example', timeoutMs: SMTP_TIMEOUT_MS }),
    emailDelivery: { retryBaseMs: 1000, retryMaxMs: 1000 },
  });
}

async function timed<T>(request: () => Promise<T>): Promise<{ response: T; ms: number }> {
  const started = performance.now();
  const response = await request();
  return { response, ms: performance.now() - started };
}

/** Register, resend the verification and ask for a reset: three e-mails, each request timed. */
async function sendThreeEmails(t: TestApp) {
  const client = t.client();
  const register = await timed(() => client.post('/api/auth/register', newcomer));
  const resend = await timed(() => client.post('/api/auth/resend'));
  const reset = await timed(() => t.client().post('/api/auth/request-reset', { email: newcomer.email }));
  expect([register.response.status, resend.response.status, reset.response.status]).toEqual([201, 200, 200]);
  expect(await resend.response.json()).toEqual({ message: 'Verification email sent', email: newcomer.email });
  return [register.ms, resend.ms, reset.ms];
}

/** Lets retries fall due (the app's clock moves 1 s per look) until the condition holds. */
async function untilDelivered(t: TestApp, condition: () => void) {
  await vi.waitFor(
    () => {
      t.clock.advance(1000);
      t.emailDelivery.kick();
      condition();
    },
    { timeout: 15_000, interval: 50 },
  );
}

async function statuses(t: TestApp) {
  return (await t.database.db.selectFrom('email_outbox').select('status').execute()).map((row) => row.status);
}

describe('e-mail from auth requests', () => {
  let t: TestApp | undefined;
  let smtp: SmtpTestServer | undefined;
  afterEach(async () => {
    await smtp?.close();
    await t?.close();
    smtp = undefined;
    t = undefined;
  });

  it('answers at once while the SMTP server hangs, and delivers once it is back', { timeout: 30_000 }, async () => {
    smtp = await startSmtpServer({ mode: 'hang' });
    const log = captureLog();
    t = await smtpApp(smtp.port, log.logger);
    // Far below the SMTP timeout (60 s), and far above any answer on a busy machine.
  for (const ms of await sendThreeEmails(t)) expect(ms).toBeLessThan(20_000);
    // The worker is meanwhile stuck talking to the hanging server; the messages wait in the table.
    await vi.waitFor(() => expect(smtp?.connections()).toBeGreaterThan(0), { timeout: 5000 });
    expect(await statuses(t)).toEqual(['pending', 'pending', 'pending']);

    // The server is restarted (cutting the hanging connection) and now accepts mail.
    const { port } = smtp;
    await smtp.close();
    smtp = await startSmtpServer({ port });
    const back = smtp;
    await untilDelivered(t, () => expect(back.messages).toHaveLength(3));
    const subjects = back.messages.map((message) => /^Subject: (.*)$/m.exec(message.data)?.[1]).sort();
    expect(subjects).toEqual(['Reset your password', 'Verify your email', 'Verify your email']);
    await vi.waitFor(async () => expect(await statuses(t!)).toEqual(['sent', 'sent', 'sent']), { timeout: 5000 });
    expect(log.entries().filter((entry) => entry.msg === 'e-mail delivery failed; will retry').length).toBeGreaterThan(0);
    expect(log.text()).not.toContain(newcomer.email);
    expect(log.text()).not.toMatch(/\/reset\/|\/verify\//);
  });

  it('answers at once while the SMTP server refuses connections, and delivers when it starts', { timeout: 30_000 }, async () => {
    const port = await freePort();
    t = await smtpApp(port);
    // Far below the SMTP timeout (60 s), and far above any answer on a busy machine.
  for (const ms of await sendThreeEmails(t)) expect(ms).toBeLessThan(20_000);
    const app = t;
    await vi.waitFor(async () => {
      const rows = await app.database.db.selectFrom('email_outbox').select(['status', 'attempts', 'last_error']).execute();
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'ESOCKET' });
    }, { timeout: 5000 });
    smtp = await startSmtpServer({ port });
    const back = smtp;
    await untilDelivered(t, () => expect(back.messages).toHaveLength(3));
    await vi.waitFor(async () => expect(await statuses(app)).toEqual(['sent', 'sent', 'sent']), { timeout: 5000 });
  });

  it('never writes links, tokens or addresses to the log: it says which message was stored and delivered', async () => {
    const log = captureLog();
    t = await createTestApp({ demoAccounts: false, logger: log.logger });
    await sendThreeEmails(t);
    // The embedded outbox (demo mode) shows every message at once, links included.
    const emails = await t.outbox(newcomer.email);
    expect(emails.map((email) => email.subject)).toEqual(['Reset your password', 'Verify your email', 'Verify your email']);
    const links = emails.map((email) => /https?:\/\/\S+/.exec(email.text)?.[0] ?? '');
    const tokens = links.map((link) => link.split('/').pop() ?? '');
    for (const token of tokens) expect(token).toMatch(/^[\w-]{43}$/);
    const app = t;
    await vi.waitFor(async () => expect(await statuses(app)).toEqual(['sent', 'sent', 'sent']), { timeout: 5000 });

    const entries = log.entries();
    const stored = entries.filter((entry) => entry.msg === 'e-mail stored for delivery');
    expect(stored.map((entry) => entry.template)).toEqual(['verify-email', 'verify-email', 'reset-password']);
    expect(new Set(stored.map((entry) => entry.emailId))).toEqual(new Set(emails.map((email) => email.id)));
    expect(entries.filter((entry) => entry.msg === 'e-mail delivered').map((entry) => entry.transport)).toEqual(['outbox', 'outbox', 'outbox']);
    const everything = log.text();
    for (const secret of [...links, ...tokens, newcomer.email, 'Nia', '/reset/', '/verify/']) expect(everything).not.toContain(secret);
  });
});
