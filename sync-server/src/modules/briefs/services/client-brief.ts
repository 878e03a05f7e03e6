import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { InterviewAnswers } from '@career/scoring/interview/interview-types';
import type { AppDeps } from '../../../app-deps';
import { formatBookingTime, zoneOrFallback } from '../../../contract/booking-time';
import type { ClientBriefDto } from '../contract/client-brief-dto';
import { interestsPart, interviewPart, personalityPart, readinessPart, typePart, valuesPart } from './brief-parts';
import type { UserRecord } from '../../accounts/services/user-store';
import { audit } from '../../admin/services/audit';
import { listAnswers } from '../../answers/services/answer-store';
import { answerRulesFor } from '../../answers/services/answer-rules';
import { listProgressOfUser } from '../../answers/services/progress-store';
import { listLiveBookingsOfUser } from '../../coaching/services/booking-store';
import { listCoachContacts } from '../../coaching/services/coach-store';
import { notesOf } from '../../notes/services/session-notes';
import { currentPlanOfUser } from '../../plans/services/plan-store';
import { listFlagsOfUser } from '../../safety/services/safety-flag-store';
import { adminShortlistOf } from '../../shortlists/services/shortlist-service';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'content' | 'config'>;

/** How many of the latest notes the brief shows. */
export const BRIEF_NOTES = 3;

const SESSION_NAMES = { interview: 'Interview Session', results: 'Results Session' } as const;

/** The practice's names of the Myers-Briggs types (its result texts); none when they cannot be read. */
async function typeNames(deps: Pick<AppDeps, 'content'>): Promise<Partial<Record<string, { name?: string }>>> {
  try {
    return (await deps.content.resultTexts()).mbti?.types ?? {};
  } catch {
    return {};
  }
}

/**
 * GET /api/users/{id}/brief: the client on one page for the counselor (`admin`), times written in
 * the admin's time zone. Reads every part at once (a few small queries, each by the client's id),
 * then audits the view (`view_brief`).
 */
export async function clientBrief(deps: Deps, admin: UserRecord, client: UserRecord): Promise<ClientBriefDto> {
  const [plan, progress, interviewAnswers, bookings, flags, shortlist, notes, names] = await Promise.all([
    currentPlanOfUser(deps.db, client.id),
    listProgressOfUser(deps.db, client.id),
    listAnswers(deps.db, client.id, 'interview'),
    listLiveBookingsOfUser(deps.db, client.id),
    listFlagsOfUser(deps.db, client.id),
    adminShortlistOf(deps, client.id),
    notesOf(deps, client.id, BRIEF_NOTES),
    typeNames(deps),
  ]);
  const now = deps.clock();
  const timeZone = zoneOrFallback(admin.timeZone);
  const row = (id: AssessmentId) => progress.find((entry) => entry.assessmentId === id);
  const completedResults = (id: AssessmentId) => {
    const found = row(id);
    return found?.completed ? found.results : null;
  };

  // The next session: the earliest booked one not over yet.
  const upcoming = bookings.filter((booking) => Date.parse(booking.endAt) > now.getTime()).sort((a, b) => a.startAt.localeCompare(b.startAt))[0];
  const coaches = upcoming ? await listCoachContacts(deps.db, [upcoming.coachId]) : new Map<string, { name: string }>();
  const nextSession = upcoming
    ? { type: upcoming.type, coach: coaches.get(upcoming.coachId)?.name ?? 'A coach no longer listed', startAt: upcoming.startAt, endAt: upcoming.endAt, when: formatBookingTime(upcoming.startAt, timeZone) }
    : null;

  // The latest flag tells the state: open (a check-in is needed) or closed (done).
  const latest = flags.at(-1);
  const safety: ClientBriefDto['safety'] = latest
    ? {
        flag: latest.closedAt === null,
        level: latest.level,
        flaggedAt: latest.flaggedAt,
        flaggedWhen: formatBookingTime(latest.flaggedAt, timeZone),
        checkIn: latest.closedAt === null ? 'needed' : 'done',
        checkedInAt: latest.closedAt,
      }
    : { flag: false, level: null, flaggedAt: null, flaggedWhen: null, checkIn: null, checkedInAt: null };

  // The provider's results show as soon as they arrive, before the step is complete.
  const provider = row('myers-briggs')?.results ?? null;
  const interviewRow = row('interview');
  const answers = Object.fromEntries(interviewAnswers.filter((answer) => answer.value !== null).map((answer) => [answer.key, answer.value])) as InterviewAnswers;
  const interview = interviewRow && Object.keys(answers).length > 0 ? interviewPart(answers, interviewRow.completedAt, interviewRow.completed) : null;

  const marks = new Map(shortlist.marks.map((mark) => [mark.recordId, mark.mark]));
  const missing: ClientBriefDto['missing'] = [];
  if (!plan) missing.push({ kind: 'plan', id: 'plan', name: 'A plan' });
  for (const id of plan?.assessments ?? []) {
    if (!row(id)?.completed) missing.push({ kind: 'assessment', id, name: answerRulesFor(id).name });
  }
  for (const type of plan?.sessions ?? []) {
    if (!bookings.some((booking) => booking.type === type)) missing.push({ kind: 'session', id: `${type}-session`, name: `${SESSION_NAMES[type]} (not booked)` });
  }

  const brief: ClientBriefDto = {
    client: { id: client.id, firstName: client.firstName, lastName: client.lastName, email: client.email },
    practice: deps.config.practice.name,
    generatedAt: now.toISOString(),
    timeZone,
    plan: plan ? { id: plan._id, name: plan.name } : null,
    nextSession,
    safety,
    interests: interestsPart(provider),
    type: typePart(provider, names),
    personality: personalityPart(completedResults('neo')),
    values: valuesPart(completedResults('career-values')),
    readiness: readinessPart(completedResults('readiness-for-change')),
    interview,
    shortlist: shortlist.sharedAt
      ? { sharedAt: shortlist.sharedAt, sharedBy: shortlist.sharedBy, items: shortlist.items.map((item) => ({ recordId: item.recordId, title: item.title, band: item.shared?.band ?? null, mark: marks.get(item.recordId) ?? null })) }
      : null,
    notes,
    missing,
  };
  await audit(deps, admin, 'view_brief', client);
  return brief;
}
