import nodemailer from 'nodemailer';
import type { EmailSender } from './email-sender';

/** Real e-mail through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpEmailSender(options: { smtpUrl: string; from: string }): EmailSender {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
