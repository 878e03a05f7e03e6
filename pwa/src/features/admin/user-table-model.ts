import type { CoachSession } from '@career/sync-server/plans/contract/plan-dto';
import type { UserSummaryDto } from '@career/sync-server/accounts/contract/user-dto';
import { formatBookingTime } from '@career/sync-server/contract/booking-time';
import { lastSyncLabel } from './elevate-status';
import { matchesSearch } from './users-query';

/** The table's columns, in the spec's order; `advanced` ones show only with the Advanced switch. */
export const USER_COLUMNS = [
  { id: 'firstName', label: 'First Name', advanced: false },
  { id: 'lastName', label: 'Last Name', advanced: false },
  { id: 'admin', label: 'Admin', advanced: true },
  { id: 'email', label: 'Email', advanced: false },
  { id: 'signedUp', label: 'Signed Up', advanced: false },
  { id: 'plan', label: 'Plan', advanced: false },
  { id: 'verified', label: 'Verified', advanced: true },
  { id: 'completed', label: 'Assessments Completed', advanced: false },
  { id: 'results', label: 'Results', advanced: false },
  { id: 'interview', label: 'Interview', advanced: false },
  { id: 'interviewSession', label: 'Interview Session', advanced: false },
  { id: 'resultsSession', label: 'Results Session', advanced: false },
  { id: 'elevate', label: 'Elevate Sync', advanced: true },
] as const;

export type UserColumnId = (typeof USER_COLUMNS)[number]['id'];
export type SortDirection = 'ascending' | 'descending';
export interface UserSort {
  column: UserColumnId;
  direction: SortDirection;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const signedUpFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Why a client needs a safety check-in, in the counselor's words (the client in the third person). */
export const SAFETY_REASONS: Record<NonNullable<UserSummaryDto['safetyLevel']>, string> = {
  plans: 'Answered that they have been making plans to end their life',
  thoughts: 'Answered that they have had thoughts of ending their life',
  'high-total': 'Depression screening total in the high range',
};

/** The reason of an open safety flag, or null without one. */
export function safetyReason(user: Pick<UserSummaryDto, 'safetyFlag' | 'safetyLevel'>): string | null {
  if (!user.safetyFlag) return null;
  return user.safetyLevel ? SAFETY_REASONS[user.safetyLevel] : 'Answered in a way that needs a check-in';
}

export function planLabel(user: UserSummaryDto): string {
  return user.plan?.name ?? (user.admin ? 'Admin' : 'No plan');
}

export function completedLabel(user: UserSummaryDto): string {
  return user.assessmentsTotal ? `${user.assessmentsCompleted} of ${user.assessmentsTotal}` : '—';
}

/**
 * The Elevate Sync column in words a screen reader says well: 'MBTI synced, SII not synced; last
 * sync: no assessments found' (the last sync only once there was one).
 */
export function elevateLabel(user: UserSummaryDto): string {
  if (!user.elevate) return 'Not in plan';
  const state = (synced: boolean) => (synced ? 'synced' : 'not synced');
  const synced = `MBTI ${state(user.elevate.mbti)}, SII ${state(user.elevate.sii)}`;
  return user.elevate.lastSync ? `${synced}; ${lastSyncLabel(user.elevate.lastSync)}` : synced;
}

function sessionStart(user: UserSummaryDto, type: CoachSession): string | null {
  return type === 'interview' ? user.interviewSession : user.resultsSession;
}

/**
 * A session column: its start on the admin's clock (`timeZone`, the admin's account zone) in the
 * one booking format, 'Not Scheduled', or '—' when the plan has no such session.
 */
export function sessionLabel(user: UserSummaryDto, type: CoachSession, timeZone: string): string {
  const start = sessionStart(user, type);
  if (start) return formatBookingTime(start, timeZone);
  return user.planSessions.includes(type) ? 'Not Scheduled' : '—';
}

/** Not in the plan first, then not scheduled, then booked by start. */
function sessionSortKey(user: UserSummaryDto, type: CoachSession): SortValue {
  const start = sessionStart(user, type);
  return start ? [2, start] : [user.planSessions.includes(type) ? 1 : 0];
}

export function signedUpLabel(user: UserSummaryDto): string {
  return signedUpFormat.format(new Date(user.createdAt));
}

type SortValue = string | number | readonly (string | number)[];

/** The value a column sorts by (a list compares item by item). */
function sortKey(user: UserSummaryDto, column: UserColumnId): SortValue {
  switch (column) {
    case 'firstName':
      return user.firstName;
    case 'lastName':
      return user.lastName;
    case 'admin':
      return user.admin ? 1 : 0;
    case 'email':
      return user.email;
    case 'signedUp':
      return user.createdAt;
    case 'plan':
      return planLabel(user);
    case 'verified':
      return user.isVerified ? 1 : 0;
    case 'completed':
    case 'results':
      return user.assessmentsTotal ? user.assessmentsCompleted / user.assessmentsTotal : -1;
    case 'interview':
      return user.interviewCompleted ? 1 : 0;
    case 'interviewSession':
      return sessionSortKey(user, 'interview');
    case 'resultsSession':
      return sessionSortKey(user, 'results');
    case 'elevate':
      // Not in plan first, then by how many tests are synced, then by the last sync (never first).
      return user.elevate ? [Number(user.elevate.mbti) + Number(user.elevate.sii), user.elevate.lastSync?.at ?? ''] : [-1];
  }
}

function compare(a: SortValue, b: SortValue): number {
  if (typeof a === 'object' || typeof b === 'object') {
    const [left, right] = [[a].flat(), [b].flat()];
    for (let index = 0; index < Math.min(left.length, right.length); index++) {
      const order = compare(left[index] ?? '', right[index] ?? '');
      if (order) return order;
    }
    return left.length - right.length;
  }
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

/** The users matching the search, sorted (ties keep the server's order: newest sign-ups first). */
export function visibleUsers(users: readonly UserSummaryDto[], search: string, sort: UserSort | null): UserSummaryDto[] {
  const shown = users.filter((user) => matchesSearch(user, search));
  if (!sort) return shown;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const keyed = shown.map((user, index) => ({ user, index, key: sortKey(user, sort.column) }));
  keyed.sort((a, b) => sign * compare(a.key, b.key) || a.index - b.index);
  return keyed.map((entry) => entry.user);
}

/** The rows of one page, and how many pages there are (at least one). */

/** The table as CSV rows (every column, as shown: session starts on the admin's clock, `timeZone`), for the export of what is filtered. */
export function csvRows(users: readonly UserSummaryDto[], timeZone: string): Record<string, string>[] {
  return users.map((user) => ({
    'First Name': user.firstName,
    'Last Name': user.lastName,
    Admin: user.admin ? 'yes' : 'no',
    Email: user.email,
    'Signed Up': user.createdAt.slice(0, 10),
    Plan: planLabel(user),
    Verified: user.isVerified ? 'yes' : 'no',
    'Assessments Completed': completedLabel(user),
    'Interview Completed': user.interviewCompleted ? 'yes' : 'no',
    'Interview Session': sessionLabel(user, 'interview', timeZone),
    'Results Session': sessionLabel(user, 'results', timeZone),
    'Elevate Sync': elevateLabel(user),
    'Safety Check-in Needed': user.safetyFlag ? 'yes' : 'no',
  }));
}
