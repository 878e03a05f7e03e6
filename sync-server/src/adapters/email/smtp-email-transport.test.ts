import { afterEach, describe, expect, it } from 'vitest';
import type { SmtpTestServer } from '../../test/smtp-test-server';
import { startSmtpServer } from '../../test/smtp-test-server';
import { createSmtpEmailTransport } from './smtp-email-transport';

/** The decoded bodies of a MIME message's parts (base64 or quoted-printable), to read what a mail program would. */
function mimeParts(data: string): string[] {
  return data.split(/^--[^\n]+$/m).map((part) => {
    const [head = '', ...rest] = part.split(/\n\n/);
    const body = rest.join('\n\n');
    if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) return body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return body;
  });
}

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

  it('sends a calendar file as an invitation (a text/calendar alternative with its method) and as an .ics attachment', async () => {
    smtp = await startSmtpServer();
    const transport = createSmtpEmailTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, from: 'Career <no-reply@career.example>' });
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nBEGIN:VEVENT\r\nUID:session-1@career.example\r\nSTATUS:CANCELLED\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    await transport.deliver({
      to: 'nia@example.com',
      subject: 'Your interview session is cancelled',
      text: 'Cancelled',
      html: '<p>Cancelled</p>',
      attachments: [{ filename: 'interview-session.ics', contentType: 'text/calendar; method=CANCEL', content: ics }],
    });
    const data = smtp.messages[0]?.data ?? '';
    expect(data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i);
    expect(data).toMatch(/Content-Type: application\/ics; name=interview-session\.ics/i);
    expect(data).toMatch(/Content-Disposition: attachment; filename=interview-session\.ics/i);
    const parts = mimeParts(data);
    expect(parts.some((part) => part.includes('UID:session-1@career.example') && part.includes('STATUS:CANCELLED'))).toBe(true);
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
