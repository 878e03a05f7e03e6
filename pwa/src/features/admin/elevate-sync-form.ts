import type { SyncMode, SyncRequestBody } from '@career/sync-server/provider/contract/elevate-dto';

/** The Elevate sync form (spec section 5) as typed, before it becomes a request. */
export interface SyncForm {
  email: string;
  /** '' uses the client's own answer (nothing is sent). */
  gender: '' | 'f' | 'm' | 'other';
  mode: SyncMode;
  daysBack: string;
  /** MM-DD-YYYY */
  startDate: string;
  /** MM-DD-YYYY */
  endDate: string;
  skipGenerate: boolean;
}

export type SyncFormField = 'email' | 'daysBack' | 'startDate' | 'endDate';
export type SyncFormErrors = Partial<Record<SyncFormField, string>>;

export const DATE_FORMAT_MESSAGE = 'Dates must be in MM-DD-YYYY format';

export const GENDER_OPTIONS = [
  { value: '', label: "Use the client's answer" },
  { value: 'f', label: 'Female' },
  { value: 'm', label: 'Male' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly { value: SyncForm['gender']; label: string }[];

export const MODE_LABELS: Record<SyncMode, string> = {
  'days-back': 'Days back',
  'date-range': 'Date range',
  'test-date': 'Around the test date',
};

export function initialSyncForm(email: string): SyncForm {
  return { email, gender: '', mode: 'days-back', daysBack: '5', startDate: '', endDate: '', skipGenerate: false };
}

/** MM-DD-YYYY as a sortable YYYYMMDD number, or null when it is not that shape or no such day exists. */
function dateKey(value: string): number | null {
  const match = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return year * 10_000 + month * 100 + day;
}

/**
 * The request the form makes, or what is wrong with it (the server's rules, checked here first).
 * An empty email sends none: the server then uses the account's.
 */
export function syncRequest(form: SyncForm, userId: string): { ok: true; body: SyncRequestBody } | { ok: false; errors: SyncFormErrors } {
  const errors: SyncFormErrors = {};
  const email = form.email.trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'Enter a valid email address.';
  const body: SyncRequestBody = { userId, mode: form.mode, skipGenerate: form.skipGenerate };
  if (email) body.email = email;
  if (form.gender) body.gender = form.gender;
  if (form.mode === 'days-back') {
    const daysBack = /^\d{1,3}$/.test(form.daysBack.trim()) ? Number(form.daysBack) : NaN;
    if (!(daysBack >= 1 && daysBack <= 365)) errors.daysBack = 'Days back must be a whole number from 1 to 365.';
    body.daysBack = daysBack;
  } else if (form.mode === 'date-range') {
    const start = dateKey(form.startDate);
    const end = dateKey(form.endDate);
    if (start === null) errors.startDate = DATE_FORMAT_MESSAGE;
    if (end === null) errors.endDate = DATE_FORMAT_MESSAGE;
    if (start !== null && end !== null && start > end) errors.endDate = 'The end date must not be before the start date.';
    body.startDate = form.startDate.trim();
    body.endDate = form.endDate.trim();
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body };
}
