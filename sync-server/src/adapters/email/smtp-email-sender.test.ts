import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../test/smtp-test-server';
import { createSmtpEmailSender } from './smtp-email-sender';

describe('SMTP e-mail sender', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it('delivers the message over SMTP with sender, recipient, subject and both bodies', async () => {
    const smtp = await startSmtpServer();
    close = smtp.close;
    const sender = createSmtpEmailSender({ smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, from: 'Career <no-reply@career.example>' });
    expect(sender.kind).toBe('smtp');
    await sender.send({ to: 'nia@example.com', subject: 'Verify your email', text: 'Open http://127.0.0.1:8080/api/auth/verify/abc', html: '<p>Open</p>' });
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message?.from).toContain('no-reply@career.example');
    expect(message?.to.join()).toContain('nia@example.com');
    expect(message?.data).toMatch(/^Subject: Verify your email$/m);
    expect(message?.data).toContain('http://127.0.0.1:8080/api/auth/verify/abc');
    expect(message?.data).toMatch(/text\/html/);
  });

  it('fails loudly when the SMTP server cannot be reached', async () => {
    const sender = createSmtpEmailSender({ smtpUrl: 'smtp://127.0.0.1:1?connectionTimeout=1000', from: 'x@career.example' });
    await expect(sender.send({ to: 'a@example.com', subject: 's', text: 't', html: 'h' })).rejects.toThrow();
  });
});
