import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { EmailAttachment } from './email-sender';
import type { EmailTransport } from './email-transport';

/** How long one delivery may take before it counts as failed (and is retried later). */
export const DEFAULT_SMTP_TIMEOUT_MS = 30_000;

/**
 * A calendar file goes as nodemailer's `icalEvent`: a `text/calendar; method=...` alternative
 * (which mail programs turn into an invitation with Accept/Add buttons, or remove the event on
 * CANCEL) and the same file as an attachment. Mail allows one such alternative; anything else is a
 * plain attachment.
 */
export function attachmentFields(attachments: readonly EmailAttachment[] = []): Pick<Mail.Options, 'icalEvent' | 'attachments'> {
  const calendar = attachments.find((attachment) => /^text\/calendar\b/i.test(attachment.contentType));
  const method = calendar?.contentType.match(/;\s*method=([A-Za-z-]+)/i)?.[1]?.toUpperCase();
  const others = attachments.filter((attachment) => attachment !== calendar).map(({ filename, contentType, content }) => ({ filename, contentType, content }));
  return {
    ...(calendar ? { icalEvent: { filename: calendar.filename, method: method ?? 'PUBLISH', content: calendar.content } } : {}),
    ...(others.length ? { attachments: others } : {}),
  };
}

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
        await Promise.race([
          transport.sendMail({
            from: options.from,
            to: message.to,
            ...(message.replyTo ? { replyTo: message.replyTo } : {}),
            subject: message.subject,
            text: message.text,
            html: message.html,
            ...attachmentFields(message.attachments),
          }),
          deadline,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
