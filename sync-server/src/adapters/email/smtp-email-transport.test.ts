import { afterEach, describe, expect, it } from 'vitest';
import type { SmtpTestServer } from '../../test/smtp-test-server';
import { startSmtpServer } from '../../test/smtp-test-server';
import { createSmtpEmailTransport } from './smtp-email-transport';

describe('SMTP e-mail transport', () => {
  let smtp: SmtpTestServer | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  it('delivers the message over SMTP with sender, recipient, subject and both bodies', async () => {
    smtp = await startSmtpServer();
    const transport = createSmtpEmailTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, from: 'Career <no-reply@career.example>' });
    expect(transport.kind).toBe('smtp');
    await transport.deliver({ to: 'nia@example.com', subject: 'Verify your email', text: 'Open http://127.0.0.1:8080/api/auth/verify/abc', html: '<p>Open</p>' });
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message?.from).toContain('no-reply@career.example');
    expect(message?.to.join()).toContain('nia@example.com');
    expect(message?.data).toMatch(/^Subject: Verify your email$/m);
    expect(message?.data).toContain('http://127.0.0.1:8080/api/auth/verify/abc');
    expect(message?.data).toMatch(/text\/html/);
  });

  it('fails loudly when the SMTP server cannot be reached', async () => {
    const transport = createSmtpEmailTransport({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x@career.example', timeoutMs: 1000 });
    await expect(transport.deliver({ to: 'a@example.com', subject: 's', text: 't', html: 'h' })).rejects.toThrow();
  });

  it('gives up on a server that accepts the connection and then says nothing, within its timeout', async () => {
    smtp = await startSmtpServer({ mode: 'hang' });
    const transport = createSmtpEmailTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, from: 'x@career.example', timeoutMs: 300 });
    const started = performance.now();
    await expect(transport.deliver({ to: 'a@example.com', subject: 's', text: 't', html: 'h' })).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(smtp.connections()).toBe(1);
  });

  it('reports a temporary refusal with its SMTP reply code', async () => {
    smtp = await startSmtpServer({ mode: 'reject' });
    const transport = createSmtpEmailTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, from: 'x@career.example', timeoutMs: 2000 });
    await expect(transport.deliver({ to: 'a@example.com', subject: 's', text: 't', html: 'h' })).rejects.toMatchObject({ responseCode: 451 });
    expect(smtp.messages).toEqual([]);
  });
});
