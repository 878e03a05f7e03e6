import type { PracticeConfig } from '../../env';
import type { EmailMessage } from './email-sender';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Every e-mail ends with who sent it: the practice's name and, when set, its support address
 * (PRACTICE_NAME, SUPPORT_EMAIL). Added to the text after a signature separator and to the HTML
 * before its closing body tag (templates/layout() writes one), or at its end.
 */
export function withPracticeFooter(message: EmailMessage, practice: PracticeConfig): EmailMessage {
  const line = practice.supportEmail ? `${practice.name} · Questions? Write to ${practice.supportEmail}` : practice.name;
  const contact = practice.supportEmail
    ? ` · Questions? Write to <a href="mailto:${escapeHtml(practice.supportEmail)}" style="color:#616161">${escapeHtml(practice.supportEmail)}</a>`
    : '';
  const html = `<hr style="border:none;border-top:1px solid #e0e0e0;margin:24px 0 12px"><p style="color:#616161;font-size:13px">${escapeHtml(practice.name)}${contact}</p>`;
  const closing = message.html.lastIndexOf('</body>');
  return {
    ...message,
    text: `${message.text.replace(/\n*$/, '')}\n\n-- \n${line}\n`,
    html: closing === -1 ? message.html + html : `${message.html.slice(0, closing)}${html}\n${message.html.slice(closing)}`,
  };
}
