import type { AdminCoachDto, WeeklyWindowDto } from '@career/sync-server/coaching/contract/coach-admin-dto';
import type { CoachBodyInput } from '@career/sync-server/coaching/contract/coach-admin-schemas';
import { MIN_WINDOW_MINUTES, WEEKDAY_NAMES, coachBody, minuteOf, timeOf } from '@career/sync-server/coaching/contract/coach-admin-schemas';
import { ApiError } from '../../api/api-error';

/** The coach's text fields, in the form's order. */
export const COACH_TEXT_FIELDS = ['name', 'credential', 'photoUrl', 'timeZone', 'meetingUrl', 'email', 'schedulingUrl'] as const;
export type CoachTextField = (typeof COACH_TEXT_FIELDS)[number];

/** The week as the editor lists it: Monday first. */
export const WEEK_ORDER: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

/** One window being edited; `key` keeps its row (and its message) across edits. */
export interface WindowForm {
  key: string;
  weekday: number;
  start: string;
  end: string;
}

export type CoachForm = Record<CoachTextField, string> & { active: boolean; windows: WindowForm[] };

export interface FormProblems {
  /** A sentence for the whole form (the server's), or null. */
  message: string | null;
  fields: Partial<Record<CoachTextField | 'active', string>>;
  /** By window key. */
  windows: Record<string, string>;
  /** About the availability as a whole (the server names the window in its sentence). */
  weekly: string | null;
}

let lastKey = 0;
const newKey = () => `window-${++lastKey}`;

/** A time input cannot hold 24:00: midnight at the end of a day is 00:00 there. */
const MIDNIGHT_END = '24:00';
const endForInput = (end: string) => (end === MIDNIGHT_END ? '00:00' : end);
const endForServer = (end: string) => (end === '00:00' ? MIDNIGHT_END : end);

export function formOf(coach: AdminCoachDto | null, defaultTimeZone: string): CoachForm {
  return {
    name: coach?.name ?? '',
    credential: coach?.credential ?? '',
    photoUrl: coach?.photoUrl ?? '',
    timeZone: coach?.timeZone ?? defaultTimeZone,
    meetingUrl: coach?.meetingUrl ?? '',
    email: coach?.email ?? '',
    schedulingUrl: coach?.schedulingUrl ?? '',
    active: coach?.active ?? true,
    windows: (coach?.weekly ?? []).map((window) => ({ key: newKey(), weekday: window.weekday, start: window.start, end: endForInput(window.end) })),
  };
}

export function bodyOf(form: CoachForm): CoachBodyInput {
  return {
    name: form.name,
    credential: form.credential,
    photoUrl: form.photoUrl,
    timeZone: form.timeZone,
    meetingUrl: form.meetingUrl,
    email: form.email,
    schedulingUrl: form.schedulingUrl,
    active: form.active,
    weekly: form.windows.map((window) => ({ weekday: window.weekday, start: window.start, end: endForServer(window.end) })),
  };
}

const noProblems = (): FormProblems => ({ message: null, fields: {}, windows: {}, weekly: null });

/** What the schema the server uses says about the form, field by field and window by window; null when it would be accepted. */
export function problemsOf(form: CoachForm): FormProblems | null {
  const result = coachBody.safeParse(bodyOf(form));
  if (result.success) return null;
  const problems = noProblems();
  for (const issue of result.error.issues) {
    const [field, index] = issue.path;
    if (field === 'weekly') {
      const window = typeof index === 'number' ? form.windows[index] : undefined;
      if (window) problems.windows[window.key] ??= issue.message;
      else problems.weekly ??= issue.message;
    } else if (typeof field === 'string' && (COACH_TEXT_FIELDS as readonly string[]).includes(field)) {
      problems.fields[field as CoachTextField] ??= issue.message;
    } else {
      problems.message ??= issue.message;
    }
  }
  return problems;
}

/** A failed save in words: the server's field messages beside their fields, its sentence on top. */
export function serverProblems(error: unknown): FormProblems {
  const problems = noProblems();
  if (!(error instanceof ApiError)) {
    problems.message = 'Something went wrong. Please try again.';
    return problems;
  }
  problems.message = error.message;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!message) continue;
    if (field === 'weekly') problems.weekly = message;
    else if ((COACH_TEXT_FIELDS as readonly string[]).includes(field) || field === 'active') problems.fields[field as CoachTextField | 'active'] = message;
  }
  return problems;
}

/** A new window for a day: after the day's last one (an hour), or 09:00-17:00 on an empty day. */
export function addWindow(form: CoachForm, weekday: number): CoachForm {
  const day = form.windows.filter((window) => window.weekday === weekday);
  const lastEnd = Math.max(0, ...day.map((window) => (window.end === '00:00' ? 24 * 60 : minuteOf(window.end) || 0)));
  const start = day.length ? Math.min(lastEnd, 24 * 60 - MIN_WINDOW_MINUTES) : 9 * 60;
  const end = day.length ? Math.min(start + 60, 24 * 60) : 17 * 60;
  return { ...form, windows: [...form.windows, { key: newKey(), weekday, start: timeOf(start), end: endForInput(timeOf(end)) }] };
}

export function removeWindow(form: CoachForm, key: string): CoachForm {
  return { ...form, windows: form.windows.filter((window) => window.key !== key) };
}

export function changeWindow(form: CoachForm, key: string, part: 'start' | 'end', value: string): CoachForm {
  return { ...form, windows: form.windows.map((window) => (window.key === key ? { ...window, [part]: value } : window)) };
}

/** 'Mon 09:00-12:00, 13:00-17:00 · Tue 10:00-16:00', or 'No hours set' (for the coaches table). */
export function weeklyLabel(weekly: readonly WeeklyWindowDto[]): string {
  const days = WEEK_ORDER.flatMap((weekday) => {
    const windows = weekly
      .filter((window) => window.weekday === weekday)
      .sort((a, b) => minuteOf(a.start) - minuteOf(b.start))
      .map((window) => `${window.start}-${window.end}`);
    return windows.length ? [`${WEEKDAY_NAMES[weekday]?.slice(0, 3)} ${windows.join(', ')}`] : [];
  });
  return days.length ? days.join(' · ') : 'No hours set';
}
