import { ApiError } from '../../api/api-error';
import type { FormField, RecordForm } from './record-form-model';
import { ALL_FIELDS_REQUIRED, FORM_FIELDS } from './record-form-model';

/** The spec's message for a save that failed for any reason but the server's validation. */
export const RECORD_NOT_ADDED = 'Record is not added';

/** What the form shows after a failed submit: a message, the server's per-field messages, and the fields to mark invalid. */
export interface SaveProblem {
  message: string;
  details: string[];
  invalid: readonly FormField[];
}

/** The spec's 'All fields are required', marking the empty fields so the admin sees which. */
export function missingProblem(form: RecordForm): SaveProblem {
  return { message: ALL_FIELDS_REQUIRED, details: [], invalid: FORM_FIELDS.filter((field) => form[field].trim() === '') };
}

/**
 * A failed add or update: the server's validation says what to fix (message and fields);
 * anything else (network, server error, a record gone) is the spec's 'Record is not added'.
 */
export function saveProblemOf(caught: unknown): SaveProblem {
  if (caught instanceof ApiError && caught.code === 'validation') {
    const invalid = FORM_FIELDS.filter((field) => caught.fields[field]);
    const details = Object.values(caught.fields).filter((text): text is string => Boolean(text));
    return { message: caught.message, details, invalid };
  }
  // Deleted meanwhile (another admin, another tab): say so rather than a bare 'Record is not added'.
  if (caught instanceof ApiError && caught.code === 'not_found') return { message: `${RECORD_NOT_ADDED}: ${caught.message}`, details: [], invalid: [] };
  return { message: RECORD_NOT_ADDED, details: [], invalid: [] };
}
