import type { CurrentUserDto, UserPlanDto } from '@career/sync-server/accounts/contract/user-dto';
import type { CoachSession } from '@career/sync-server/plans/contract/plan-dto';
import { readerTimeZone } from '../scheduling/reader-time-zone';
import { formatSessionTime } from '../scheduling/session-time';

/**
 * Words that fit the plan and the person (issue 30; the full table is in docs/spec-departures.md,
 * "Words that fit the plan"). The spec's words stay wherever they are true for this client; an
 * offer appears only for what the client does not have; an admin (no plan) gets no client words.
 *
 * - Plan line: 'Plan: <name>' (the profile's words); none for an admin.
 * - 'Your Results Are Ready!': booked, the booked session ("You have booked the Results Session ...
 *   on <time>."); in the plan, "<Plan> users can schedule the Results Session ..." (for Premium the
 *   spec's note word for word) with Schedule Results Session; not in the plan (Free), the spec's note
 *   and that Essential includes it too.
 * - 'Want More?': Free, the spec's offer; Essential, what Premium adds (the Psychosocial Interview
 *   and the Interview Session: Essential already has a video session); Premium and admins, none.
 * - /results' 'You Did it!' (results-welcome.tsx) follows the same Results Session state.
 */

/** The coach sessions a plan includes, as the server sends them with the plan; none without a plan. */
export function sessionsOfPlan(plan: Pick<UserPlanDto, 'sessions'> | undefined): readonly CoachSession[] {
  return plan?.sessions ?? [];
}

/** The spec's note of 'Your Results Are Ready!' (true as it stands for a Premium client). */
export const SPEC_RESULTS_NOTE = 'Premium users can schedule the Results Session to go through their results with a career counselor.';

/** The spec's 'Want More?' offer (true as it stands for a Free client). */
export const SPEC_WANT_MORE = 'Upgrade your plan for more assessments and a live video session with a Ph.D. level career counselor.';

/** What Premium adds to Essential: Essential already has a video session, its Results Session. */
export const ESSENTIAL_WANT_MORE = 'Upgrade to Premium to add the Psychosocial Interview and an Interview Session with a Ph.D. level career counselor to your plan.';

/** The client's Results Session: not in the plan, in the plan and free to book, or booked. */
export type ResultsSessionState =
  | { kind: 'not-in-plan' }
  | { kind: 'open'; planName: string }
  | { kind: 'booked'; startTime: string; coachName: string | undefined; timeZone: string };

export interface PlanWords {
  /** The dashboard's line naming the plan (the profile's 'Plan' row), or null for an admin. */
  planLine: string | null;
  /** The Results Session as this client has it, or null for an admin. */
  resultsSession: ResultsSessionState | null;
  /** The body of 'Want More?', or null when there is nothing to offer (Premium, an admin). */
  wantMore: string | null;
}

/** A booked session counts, whatever the plan says: it is the client's. */
export function resultsSessionOf(user: CurrentUserDto): ResultsSessionState {
  const booked = user.appointments.results;
  if (booked?.scheduled && booked.startTime) return { kind: 'booked', startTime: booked.startTime, coachName: booked.coachName, timeZone: readerTimeZone(user) };
  const plan = user.plans[0];
  return plan && sessionsOfPlan(plan).includes('results') ? { kind: 'open', planName: plan.name } : { kind: 'not-in-plan' };
}

export function planWordsOf(user: CurrentUserDto): PlanWords {
  if (user.admin) return { planLine: null, resultsSession: null, wantMore: null };
  const plan = user.plans[0];
  // The profile page's words for the same fact ('Plan', 'No plan yet').
  const planLine = `Plan: ${plan?.name ?? 'No plan yet'}`;
  const wantMore = plan?._id === 'premium' ? null : plan?._id === 'essential' ? ESSENTIAL_WANT_MORE : SPEC_WANT_MORE;
  return { planLine, resultsSession: resultsSessionOf(user), wantMore };
}

/** The Results Session note under 'Your Results Are Ready!'. */
export function resultsReadyNote(state: ResultsSessionState): string {
  switch (state.kind) {
    case 'not-in-plan':
      return `${SPEC_RESULTS_NOTE} The Essential plan includes it too.`;
    case 'open':
      // For Premium this is the spec's note, word for word.
      return `${state.planName} users can schedule the Results Session to go through their results with a career counselor.`;
    case 'booked':
      return `You have booked the Results Session to go through your results with ${state.coachName ?? 'a career counselor'} on ${formatSessionTime(state.startTime, state.timeZone)}.`;
  }
}

/** The Results Session line of /results' 'You Did it!' (the spec's words there speak of a psychologist). */
export function resultsWelcomeNote(state: ResultsSessionState): string {
  switch (state.kind) {
    case 'not-in-plan':
      return 'Upgrade to Essential or Premium to review your results with a psychologist.';
    case 'open':
      return 'Your plan includes a Results Session: review your results with a psychologist.';
    case 'booked':
      return `You have booked your Results Session: you will review your results with ${state.coachName ?? 'a psychologist'} on ${formatSessionTime(state.startTime, state.timeZone)}.`;
  }
}
