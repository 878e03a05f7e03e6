import type { EmailAttachment, EmailMessage, EmailTemplate } from '../../../adapters/email/email-sender';
import { layout } from '../../../adapters/email/email-templates';

export type BookingMailKind = 'booked' | 'moved' | 'cancelled' | 'reminder';

/** What one booking e-mail says; the service fills it per recipient (the client, the coach). */
export interface BookingMail {
  kind: BookingMailKind;
  audience: 'client' | 'coach';
  to: string;
  /** The greeting's name: the client's first name, the coach's name. */
  greetingName: string;
  /** 'Interview session', 'Results session'. */
  sessionName: string;
  /** The coach (in the client's mail) or the client (in the coach's). */
  otherName: string;
  /** The client's address, in the coach's mail. */
  clientEmail?: string;
  /**
   * When the session is, on this recipient's clock with the zone named (formatBookingTime, the one
   * format of the app, the e-mails and the .ics): "December 3rd, 2026 @ 11:45 am EST".
   */
  when: string;
  /** A move: when it was before. */
  previousWhen?: string;
  /** A reminder: whole hours until the session starts. */
  hoursAhead?: number;
  meetingUrl: string;
  /** Where clients book, move and cancel (PUBLIC_URL). */
  appUrl: string;
  /** The .ics (REQUEST for booked and moved, CANCEL for cancelled). */
  calendar?: EmailAttachment;
}

const TEMPLATES: Record<BookingMailKind, EmailTemplate> = {
  booked: 'booking-booked',
  moved: 'booking-moved',
  cancelled: 'booking-cancelled',
  reminder: 'booking-reminder',
};

/** A reminder normally goes 24 hours ahead; after the server was down it can be later, and says so. */
function reminderWhen(hoursAhead: number | undefined): { phrase: string; sentence: string } {
  const hours = hoursAhead ?? 24;
  if (hours >= 20) return { phrase: 'tomorrow', sentence: 'is tomorrow' };
  const inHours = hours >= 1 ? `in ${hours} hour${hours === 1 ? '' : 's'}` : 'within the hour';
  return { phrase: inHours, sentence: `starts ${inHours}` };
}

function subjectOf(mail: BookingMail): string {
  const session = mail.sessionName.toLowerCase();
  if (mail.audience === 'client') {
    if (mail.kind === 'reminder') return `Reminder: your ${session} ${reminderWhen(mail.hoursAhead).sentence}`;
    return `Your ${session} ${{ booked: 'is scheduled', moved: 'has moved', cancelled: 'is cancelled' }[mail.kind]}`;
  }
  if (mail.kind === 'reminder') return `Reminder: ${session} with ${mail.otherName} ${reminderWhen(mail.hoursAhead).phrase}`;
  return `${mail.sessionName} with ${mail.otherName} ${{ booked: 'is scheduled', moved: 'has moved', cancelled: 'is cancelled' }[mail.kind]}`;
}

function clientLines(mail: BookingMail, session: string): string[] {
  switch (mail.kind) {
    case 'booked':
      return [
        `Your ${session} with ${mail.otherName} is scheduled for ${mail.when}. It is a 45-minute video session.`,
        `Join it at your coach's meeting link: ${mail.meetingUrl}`,
        'The attached calendar file adds it to your calendar, in your own time zone. You can move or cancel the session up to 24 hours before it starts.',
      ];
    case 'moved':
      return [
        `Your ${session} with ${mail.otherName} has moved to ${mail.when}.${mail.previousWhen ? ` It was ${mail.previousWhen}.` : ''}`,
        `Join it at your coach's meeting link: ${mail.meetingUrl}`,
        'The attached calendar file updates the event in your calendar. You can move or cancel the session up to 24 hours before it starts.',
      ];
    case 'cancelled':
      return [
        `Your ${session} with ${mail.otherName} on ${mail.when} is cancelled.`,
        `The attached calendar file removes it from your calendar. You can book another time in Career Assessment: ${mail.appUrl}`,
      ];
    case 'reminder':
      return [
        `A reminder: your ${session} with ${mail.otherName} ${reminderWhen(mail.hoursAhead).sentence}, ${mail.when}. It is a 45-minute video session.`,
        `Join it at your coach's meeting link a few minutes early: ${mail.meetingUrl}`,
      ];
  }
}

function coachLines(mail: BookingMail, session: string): string[] {
  const client = `${mail.otherName}${mail.clientEmail ? ` (${mail.clientEmail})` : ''}`;
  switch (mail.kind) {
    case 'booked':
      return [`${client} booked ${/^[aeiou]/.test(session) ? 'an' : 'a'} ${session} with you for ${mail.when} (45 minutes, by video).`, `Meeting link: ${mail.meetingUrl}`, 'The attached calendar file adds it to your calendar.'];
    case 'moved':
      return [
        `${client} moved their ${session} with you to ${mail.when}.${mail.previousWhen ? ` It was ${mail.previousWhen}.` : ''}`,
        `Meeting link: ${mail.meetingUrl}`,
        'The attached calendar file updates the event in your calendar.',
      ];
    case 'cancelled':
      return [`The ${session} of ${client} with you on ${mail.when} is cancelled.`, 'The attached calendar file removes it from your calendar.'];
    case 'reminder':
      return [`A reminder: your ${session} with ${client} ${reminderWhen(mail.hoursAhead).sentence}, ${mail.when}.`, `Meeting link: ${mail.meetingUrl}`];
  }
}

/** The meeting link; after a cancellation, the client's way to book again (the coach's has none). */
function buttonOf(mail: BookingMail): { href: string; label: string } | undefined {
  if (mail.kind !== 'cancelled') return { href: mail.meetingUrl, label: mail.audience === 'client' ? 'Join the session' : 'Open the meeting link' };
  return mail.audience === 'client' ? { href: mail.appUrl, label: 'Book another time' } : undefined;
}

/**
 * A booking e-mail (booked, moved, cancelled, reminder) to the client or the coach: the time in
 * the recipient's words, the coach's meeting link, and the .ics when there is one.
 */
export function bookingEmail(mail: BookingMail): EmailMessage {
  const session = mail.sessionName.toLowerCase();
  const lines = [`Hi ${mail.greetingName},`, ...(mail.audience === 'client' ? clientLines(mail, session) : coachLines(mail, session))];
  const subject = subjectOf(mail);
  return {
    template: TEMPLATES[mail.kind],
    to: mail.to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: layout(subject, lines, buttonOf(mail)),
    ...(mail.calendar ? { attachments: [mail.calendar] } : {}),
  };
}
