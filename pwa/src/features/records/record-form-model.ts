import type { CareerRecordDto, CareerRecordInput, RecordField } from '@career/sync-server/records/contract/record-dto';
import { RECORD_CODES, RECORD_FIELDS } from '@career/sync-server/records/contract/record-dto';

/** The add/edit form's values: the 12 fields and the description, as typed or chosen. */
export type RecordForm = CareerRecordInput;
export type FormField = keyof RecordForm;
export type CodedField = Exclude<RecordField, 'jobTitle'>;

/** Every form value in the spec's column order, the description last. */
export const FORM_FIELDS: readonly FormField[] = [...RECORD_FIELDS, 'description'];

/** The spec's message when a value is missing on submit. */
export const ALL_FIELDS_REQUIRED = 'All fields are required';

/** How many job titles the searchable dropdown lists at once: enough to pick from, few enough to open instantly. */
export const JOB_TITLE_OPTION_LIMIT = 50;

/** A blank form for a new record. */
export function emptyForm(): RecordForm {
  return Object.fromEntries(FORM_FIELDS.map((field) => [field, ''])) as RecordForm;
}

/** The form for editing a record: only the editable values (the server sets _id, source and mbtiDerived). */
export function formOf(record: CareerRecordDto | null): RecordForm {
  if (!record) return emptyForm();
  return Object.fromEntries(FORM_FIELDS.map((field) => [field, record[field] ?? ''])) as RecordForm;
}

/** The spec trims every value on submit, so stray spaces neither pass as a value nor get stored. */
export function trimForm(form: RecordForm): RecordForm {
  return Object.fromEntries(FORM_FIELDS.map((field) => [field, form[field].trim()])) as RecordForm;
}

/** True when all 12 fields and the description have a value after trimming. */
export function isComplete(form: RecordForm): boolean {
  return FORM_FIELDS.every((field) => form[field].trim() !== '');
}

/**
 * A coded field's choices: the spec's codes in their order, then any other value the server
 * reports in use (null or empty skipped). Salary and stress show only their two codes, as the
 * spec hides any other value there.
 */
export function dropdownOptions(field: CodedField, fromServer: readonly (string | null | undefined)[] | undefined): string[] {
  const codes = [...RECORD_CODES[field]];
  if (field === 'salary' || field === 'stress_level') return codes;
  const extras = new Set<string>();
  for (const value of fromServer ?? []) {
    const trimmed = value?.trim();
    if (trimmed && !codes.includes(trimmed)) extras.add(trimmed);
  }
  return [...codes, ...[...extras].sort((a, b) => a.localeCompare(b))];
}

/**
 * The job titles to list for what is typed: titles starting with it first, then titles holding
 * it, at most JOB_TITLE_OPTION_LIMIT (there are about a thousand titles).
 */
export function jobTitleOptions(titles: readonly (string | null | undefined)[] | undefined, typed: string): string[] {
  const query = typed.trim().toLowerCase();
  const unique = [...new Set((titles ?? []).map((title) => title?.trim() ?? '').filter((title) => title !== ''))];
  if (!query) return unique.slice(0, JOB_TITLE_OPTION_LIMIT);
  const starting = unique.filter((title) => title.toLowerCase().startsWith(query));
  const holding = unique.filter((title) => !title.toLowerCase().startsWith(query) && title.toLowerCase().includes(query));
  return [...starting, ...holding].slice(0, JOB_TITLE_OPTION_LIMIT);
}
