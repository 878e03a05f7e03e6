import nodemailer from 'nodemailer';
import type { EmailTransport } from './email-transport';

/** How long one delivery may take before it counts as failed (and is retried later). */
export const DEFAULT_SMTP_TIMEOUT_MS = 30_000;

/**
 * Real e-mail through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465).
 * Connecting, the greeting and every pause of the server are bounded by `timeoutMs` (settings in
 * the URL's query win), and so is the whole delivery: a hanging server fails the attempt, it never
 * holds the delivery worker.
 */
export function createSmtpEmailTransport(options: { smtpUrl: string; from: string; timeoutMs?: number }): EmailTransport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS;
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    kind: 'smtp',
    async deliver(message) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error('SMTP delivery timed out'), { code: 'ETIMEDOUT' })), timeoutMs);
      });
      try {
        await Promise.race([transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html }), deadline]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
