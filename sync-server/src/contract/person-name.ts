import { z } from 'zod';

/**
 * A person's name as every form takes it (sign-up, the contact form, a coach, the create-admin
 * command): one line of text. The server's guard on every body (http/validate.ts) refuses most
 * control characters anywhere; it lets tab, line feed and carriage return through for multi-line
 * text, but a name is never multi-line: a line break in one would start a new line in every
 * e-mail, calendar file, CSV export and log that shows it. So a name refuses every control
 * character (C0, DEL, C1) and the Unicode line and paragraph separators, before it is trimmed (a
 * trailing line break is refused too, not silently removed). Browser-safe: the PWA's forms check
 * with the same schemas.
 */

export const PERSON_NAME_MAX_LENGTH = 100;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_IN_A_NAME = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** What a name with a tab, line break or other control character is told, by the field's label. */
export function personNameCharactersMessage(label: string): string {
  return `${label} must not contain tabs, line breaks or other control characters`;
}

export interface PersonNameOptions {
  /** The message for a missing, null or empty name (default: '<label> is required'). */
  required?: string;
  /** Characters after trimming (default PERSON_NAME_MAX_LENGTH). */
  max?: number;
}

/** A required name, trimmed, 1 to `max` characters, on one line without control characters. */
export function personNameField(label: string, options: PersonNameOptions = {}) {
  const required = options.required ?? `${label} is required`;
  const max = options.max ?? PERSON_NAME_MAX_LENGTH;
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : `${label} must be text`) })
    .refine((value) => !NOT_IN_A_NAME.test(value), personNameCharactersMessage(label))
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);
}
