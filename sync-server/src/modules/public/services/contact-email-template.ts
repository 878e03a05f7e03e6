import type { ContactSubmission } from '../contract/contact-schemas';
import { countryName, usStateName } from '../contract/contact-options';
import type { EmailMessage } from '../../../adapters/email/email-sender';
import { layout } from '../../../adapters/email/email-templates';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const dollars = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);

/** The form's answers as label and text, in the dialog's order; unanswered ones say so. */
export function contactRows(submission: Omit<ContactSubmission, 'website'>): [string, string][] {
  const or = (value: string | undefined) => value || 'Not given';
  const place = [submission.city, submission.state ? usStateName(submission.state) : undefined, submission.country ? countryName(submission.country) : undefined].filter(Boolean).join(', ');
  return [
    ['Name', `${submission.firstName} ${submission.lastName}`],
    ['Email', submission.email],
    ['Age', submission.age === undefined ? 'Not given' : String(submission.age)],
    ['Gender', or(submission.gender)],
    ['Status', or(submission.status.join('; '))],
    ['Goal', or(submission.goal.join('; '))],
    ['Highest education', or(submission.education)],
    ['Industry / position', or(submission.industry)],
    ['Current salary (pre-tax)', submission.currentSalary === undefined ? 'Not given' : dollars(submission.currentSalary)],
    ['Desired salary (pre-tax)', submission.desiredSalary === undefined ? 'Not given' : dollars(submission.desiredSalary)],
    ['How they heard of us', or(submission.reference)],
    ['Location', or(place)],
  ];
}

/**
 * The practice's copy of a contact form submission ('Talk to an Expert'): every answer and the
 * message, replying to the visitor. The bodies are emptied once sent over SMTP, like every e-mail's.
 */
export function contactRequestEmail(to: string, submission: Omit<ContactSubmission, 'website'>, adminLink: string): EmailMessage {
  const rows = contactRows(submission);
  const intro = [`${submission.firstName} ${submission.lastName} sent a message through 'Talk to an Expert'. They were promised a reply within 24 hours; replying to this e-mail writes to them.`];
  const table = `<table style="border-collapse:collapse">${rows
    .map(([label, value]) => `<tr><td style="padding:4px 16px 4px 0;vertical-align:top;color:#616161">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`)
    .join('')}</table><h2 style="font-size:16px">Message</h2><p style="white-space:pre-wrap">${escapeHtml(submission.message)}</p>`;
  return {
    template: 'contact-request',
    to,
    replyTo: submission.email,
    // Names may hold line breaks (only control characters are refused): never in a header.
    subject: `Contact request from ${submission.firstName} ${submission.lastName}`.replace(/\s+/g, ' '),
    text: `${intro.join('\n\n')}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nMessage:\n${submission.message}\n\nAll contact requests: ${adminLink}\n`,
    html: layout('New contact request', intro, { href: adminLink, label: 'Open contact requests' }, table),
  };
}
