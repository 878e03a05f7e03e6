import type { EmailMessage } from '../../../adapters/email/email-sender';
import { layout } from '../../../adapters/email/email-templates';
import { SHORTLIST_EMAIL_SUBJECT } from '../contract/shortlist-dto';

/**
 * Tells a client their counselor shared career ideas; the ideas themselves stay in the app. It says
 * nothing of how well they match (issue 43): a mail naming a band or a match would need
 * CAREER_BANDS_NOTE_CLIENT beside it, and 'ideas to explore' claims no more than the list does.
 */
export function shortlistEmail(to: { email: string; firstName: string }, counselor: string, count: number, link: string): EmailMessage {
  const lines = [
    `Hi ${to.firstName},`,
    `${counselor} shared ${count === 1 ? 'a career idea' : `${count} career ideas`} with you to explore.`,
    'Open your results to read them, with any notes from your counselor. Once you have seen them, they stay on your device, also offline, and you can mark each one Interested or Not for me.',
  ];
  return {
    template: 'shortlist-shared',
    to: to.email,
    subject: SHORTLIST_EMAIL_SUBJECT,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout(SHORTLIST_EMAIL_SUBJECT, lines, { href: link, label: 'See your career ideas' }),
  };
}
