import type { SyncMode } from '../contract/elevate-dto';
import { DEFAULT_DAYS_BACK, toIsoDay } from '../contract/elevate-schemas';

const DAY_MS = 86_400_000;
/** Spec section 5: the test-date mode searches from 2 days before to 4 days after the MBTI completion. */
export const TEST_DATE_DAYS_BEFORE = 2;
export const TEST_DATE_DAYS_AFTER = 4;

export interface SyncWindow {
  from: string;
  to: string;
}

export type WindowRequest =
  | { mode: 'days-back'; daysBack?: number }
  | { mode: 'date-range'; startDate: string; endDate: string }
  | { mode: 'test-date'; anchor: string | undefined };

/** The search window of a sync, as ISO instants (UTC days for a date range, both ends included). */
export function syncWindow(request: WindowRequest, now: Date): SyncWindow | undefined {
  switch (request.mode) {
    case 'days-back':
      return { from: new Date(now.getTime() - (request.daysBack ?? DEFAULT_DAYS_BACK) * DAY_MS).toISOString(), to: now.toISOString() };
    case 'date-range':
      return { from: `${toIsoDay(request.startDate)}T00:00:00.000Z`, to: `${toIsoDay(request.endDate)}T23:59:59.999Z` };
    case 'test-date': {
      if (!request.anchor) return undefined;
      const anchor = Date.parse(request.anchor);
      return { from: new Date(anchor - TEST_DATE_DAYS_BEFORE * DAY_MS).toISOString(), to: new Date(anchor + TEST_DATE_DAYS_AFTER * DAY_MS).toISOString() };
    }
  }
}

export function modeOf(request: { mode?: SyncMode; startDate?: string; endDate?: string }): SyncMode {
  return request.mode ?? (request.startDate && request.endDate ? 'date-range' : 'days-back');
}

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'Nov 19, 2026 to Nov 24, 2026': a window in an admin's words. */
export function describeWindow(window: SyncWindow): string {
  return `${dayFormat.format(new Date(window.from))} to ${dayFormat.format(new Date(window.to))}`;
}

export function describeDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}
