import type { AppDeps } from '../../../app-deps';
import type { AccountExportDto } from '../contract/account-export-dto';
import { SETTLED_EMAIL_RETENTION_DAYS } from '../contract/retention-periods';
import { AppError } from '../../../http/app-error';
import { readAccountData } from '../repositories/account-export-repository';
import type { UserRecord } from '../../accounts/services/user-store';
import { adminShortlistOf } from '../../shortlists/services/shortlist-service';
import { listFlagsOfUser } from '../../safety/services/safety-flag-store';
import { notesOf } from '../../notes/services/session-notes';

const CONTENTS: AccountExportDto['about']['contents'] = {
  account: 'Your account: name, e-mail address, whether it is verified, your confirmed phone number, your consent, your birth year and sex if you gave them (to choose the estimated norms your personality results are compared with), your time zone (booking times are written in it) and whether your browser gave it or you chose it, when it was made and when you last signed in.',
  plans: 'Every plan you have had, how you got it (sign-up, checkout, an admin) and when.',
  orders: 'Your orders: plan, amounts in cents, status and dates.',
  assessments: 'Per assessment: its progress, whether and when it was completed, the scored results, and every answer with the time you gave it (your device) and the time it reached the server.',
  providerResults: 'The Myers-Briggs and Strong Interest Inventory results the provider sent back.',
  providerHandoffAt: 'When you were last sent to the Myers-Briggs / Strong provider.',
  providerSyncs: 'Requests to fetch your results from that provider, and what they found.',
  bookings: 'Coaching sessions you booked, moved or cancelled.',
  careerIdeas: 'The career ideas your counselor shared with you (and earlier lists they replaced), with your marks on them.',
  safetyCheckIns: 'Each time an answer to the depression screening meant a counselor should check in with you: the reason (plans: the statement about making plans to end your life; thoughts: the self-harm question above its first answer; high-total: a total in the high range), when the answer reached the server, when it was first raised, and when the practice marked the check-in done.',
  sessionNotes: 'The private notes your counselors wrote about your sessions: the text, who wrote it, the session it is about, the earlier note a correction corrects, and when it was written and last edited. They are not shown in the app or sent by e-mail.',
  contactRequests: 'Messages sent through the contact form with your e-mail address.',
  emails: `E-mails to you that are still on the server (kept ${SETTLED_EMAIL_RETENTION_DAYS} days after sending): subject, kind and dates.`,
  auditLog: 'What the practice’s admins did with your account (opened your results, changed your plan...), by whom and when.',
  usageEvents: 'Usage statistics recorded while you were signed in, under a scrambled number instead of your name.',
};

const NOT_INCLUDED = [
  'Your password: only a one-way scrambled form is stored, which cannot be read back.',
  'Security records: e-mail and reset links, phone codes and second-factor secrets (stored only in scrambled form), sign-in attempt counters and session versions.',
  'The bodies of e-mails (they carried one-time links); their subjects are in "emails".',
  'Technical copies of answer uploads kept up to 30 days so a repeated upload is not applied twice; the answers themselves are in "assessments".',
  'Card details: they go to the card payment provider and never reach us.',
  'What the Myers-Briggs / Strong provider and a scheduling service keep on their side: ask them.',
  'Answers saved only on your device and not uploaded yet.',
];

/**
 * GET /api/users/current/export: the signed-in user's data from every table that holds any (see
 * account-export-repository.ts), with `about` saying what each part is and what is left out. An
 * admin acting as the client cannot download it: it is the client's own copy.
 */
export async function exportAccount(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'analytics'>, user: UserRecord): Promise<AccountExportDto> {
  const data = await readAccountData(deps.db, user.id, deps.analytics.distinctIdOf(user.id));
  if (!data) throw new AppError('not_found', 'Account not found.');
  return {
    about: {
      format: 'career-assessment-account-export/1',
      exportedAt: deps.clock().toISOString(),
      practice: deps.config.practice.name,
      contents: CONTENTS,
      notIncluded: NOT_INCLUDED,
    },
    ...data,
    careerIdeas: await adminShortlistOf(deps, user.id),
    safetyCheckIns: (await listFlagsOfUser(deps.db, user.id)).map((flag) => ({ reason: flag.level, answeredAt: flag.flaggedAt, raisedAt: flag.openedAt, checkedInAt: flag.closedAt })),
    sessionNotes: (await notesOf(deps, user.id))
      .reverse()
      .map((note) => ({ id: note.id, text: note.text, author: note.author.name, session: note.bookingId, corrects: note.correctsId, writtenAt: note.createdAt, editedAt: note.updatedAt })),
  };
}
