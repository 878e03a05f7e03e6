import type { EmailMessage } from '../../../adapters/email/email-sender';
import { layout } from '../../../adapters/email/email-templates';
import { SAFETY_EMAIL_SUBJECT } from '../contract/safety-dto';

/** Where the admin app opens one user's dialog (pwa/src/features/admin/admin-users-page.tsx reads `user`). */
export function adminUserLink(publicUrl: string, userId: string): string {
  return `${publicUrl}/admin?user=${encodeURIComponent(userId)}`;
}

/**
 * Tells an admin that a client needs a check-in: the client's name and a link to their dialog,
 * never the answer nor its kind (an e-mail is read on phones and in previews, and forwarded); the
 * admin app says why and when.
 */
export function safetyCheckInEmail(to: { email: string; firstName: string }, client: { firstName: string; lastName: string }, link: string): EmailMessage {
  const name = `${client.firstName} ${client.lastName}`.trim();
  const lines = [
    `Hi ${to.firstName},`,
    `${name} needs a check-in: an answer they gave in their assessments means a counselor should contact them soon.`,
    'Their page in the admin app says why and when. Once you have spoken with them, mark the check-in done there. Every admin gets this e-mail, at most once a day for each client.',
  ];
  return {
    template: 'safety-check-in',
    to: to.email,
    subject: SAFETY_EMAIL_SUBJECT,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout(SAFETY_EMAIL_SUBJECT, lines, { href: link, label: 'Open their page' }),
  };
}
