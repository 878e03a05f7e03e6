import { ScoringError } from '../scoring-error';
import { CURRENT_INTERVIEW_VERSION, INTERVIEW_VERSION_RULES } from './interview-versions';

/** Milliseconds since the epoch of an ISO date or date-time; a date alone is 00:00 UTC. */
function toTime(value: string | Date): number {
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(time)) throw new ScoringError('invalid_answer', `Invalid completion date "${String(value)}"`);
  return time;
}

/**
 * The question version of answers completed at `completedAt`: version 1 strictly before
 * 2023-10-01T00:00:00Z, otherwise (on the cut-off date itself, later, or not completed yet)
 * the current version 2. A date-time with an offset is compared as the instant it denotes.
 */
export function interviewVersionFor(completedAt: string | Date | null | undefined): string {
  if (completedAt === null || completedAt === undefined) return CURRENT_INTERVIEW_VERSION;
  const time = toTime(completedAt);
  const rule = INTERVIEW_VERSION_RULES.find((r) => time < toTime(r.completedBefore));
  return rule?.version ?? CURRENT_INTERVIEW_VERSION;
}
