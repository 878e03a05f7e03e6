import type { FieldErrors } from '@career/sync-server/contract/api-error';
import { ApiError } from '../../api/api-error';

export interface FormErrors {
  fields: FieldErrors;
  /** A message for the whole form (rate limits, network, server trouble). */
  form?: string;
}

export const NO_ERRORS: FormErrors = { fields: {} };

/** Splits a failed call into field messages (shown under the fields) and a form message. */
export function formErrorsOf(error: unknown, knownFields: readonly string[]): FormErrors {
  if (!(error instanceof ApiError)) return { fields: {}, form: 'Something went wrong. Please try again.' };
  const fields: FieldErrors = {};
  const others: string[] = [];
  for (const [key, message] of Object.entries(error.fields)) {
    if (!message) continue;
    if (knownFields.includes(key)) fields[key] = message;
    else others.push(message);
  }
  const hasFieldMessages = Object.keys(fields).length > 0;
  return { fields, form: others.length ? others.join(' ') : hasFieldMessages ? undefined : error.message };
}
