import { z } from 'zod';
import type { RecordField, RecordFilter } from './record-dto';
import { DESCRIPTION_MAX, JOB_TITLE_MAX, RECORD_CODES, RECORD_FILTERS } from './record-dto';

const FIELD_NAMES: Record<RecordField | 'description', string> = {
  jobTitle: 'Job title',
  familyType: 'Family type',
  secondaryFamily: 'Secondary family',
  SII_1: 'Interest 1',
  SII_2: 'Interest 2',
  SII_3: 'Interest 3',
  MBTI_1: 'Introvert/extrovert',
  MBTI_2: 'Motivation',
  MBTI_3: 'Judging/perceiving',
  salary: 'Salary',
  stress_level: 'Stress level',
  min_edu: 'Minimum education',
  description: 'Description',
};

/** A required text, trimmed, bounded. */
function requiredText(field: RecordField | 'description', max: number) {
  const name = FIELD_NAMES[field];
  return z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);
}

/** A required code from the field's allowed set. */
function code(field: Exclude<RecordField, 'jobTitle'>) {
  const allowed = RECORD_CODES[field];
  return requiredText(field, 100).refine((value) => allowed.includes(value), `${FIELD_NAMES[field]} must be one of: ${allowed.join(', ')}`);
}

const recordShape = {
  jobTitle: requiredText('jobTitle', JOB_TITLE_MAX),
  familyType: code('familyType'),
  secondaryFamily: code('secondaryFamily'),
  SII_1: code('SII_1'),
  SII_2: code('SII_2'),
  SII_3: code('SII_3'),
  MBTI_1: code('MBTI_1'),
  MBTI_2: code('MBTI_2'),
  MBTI_3: code('MBTI_3'),
  salary: code('salary'),
  stress_level: code('stress_level'),
  min_edu: code('min_edu'),
  description: requiredText('description', DESCRIPTION_MAX),
};

/** POST /api/records/add-single-record: all 12 fields and the description, trimmed. */
export const recordBody = z.strictObject(recordShape);
export type RecordBody = z.output<typeof recordBody>;

const recordId = z.string({ error: '_id is required' }).trim().min(1, '_id is required').max(64, '_id is invalid');

/** PUT /api/records/update-record: the record with its _id (the read-only fields a client may echo back are ignored). */
export const recordUpdateBody = z
  .object({ ...recordShape, _id: recordId, source: z.unknown().optional(), mbtiDerived: z.unknown().optional() })
  .strict()
  .transform(({ source: _source, mbtiDerived: _derived, ...rest }) => rest);

/** DELETE /api/records/delete-record/{id} */
export const recordIdParam = z.strictObject({ id: recordId });

/** GET /api/records/get-search-records?jobTitle (empty: the full list). */
export const titleQuery = z.strictObject({
  jobTitle: z.string().trim().max(JOB_TITLE_MAX, `Job title must be at most ${JOB_TITLE_MAX} characters`).default(''),
});

export const NO_FILTER_MESSAGE = 'Atleast one filter is required';

function filterField(filter: RecordFilter) {
  return z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || RECORD_CODES[filter].includes(value), `${FIELD_NAMES[filter]} is not a known value`);
}

const filterShape = Object.fromEntries(RECORD_FILTERS.map((filter) => [filter, filterField(filter)])) as Record<RecordFilter, ReturnType<typeof filterField>>;

const PAGE_MESSAGE = 'page must be a whole number from 1 to 100000';

/**
 * GET /api/records/get-records?…: the ten filters, at least one given; `page` of the exact matches
 * (1-based); `forUser`: a client whose fit orders the results.
 */
export const recordSearchQuery = z
  .strictObject({
    ...filterShape,
    page: z
      .string()
      .regex(/^\d{1,6}$/, PAGE_MESSAGE)
      .transform(Number)
      .pipe(z.number().int().min(1, PAGE_MESSAGE).max(100_000, PAGE_MESSAGE))
      .default(1),
    forUser: z.string().min(1).max(64, 'Unknown user').optional(),
  })
  .refine((query) => RECORD_FILTERS.some((filter) => query[filter] !== undefined), { message: NO_FILTER_MESSAGE, path: ['_'] });
export type RecordSearchQuery = z.output<typeof recordSearchQuery>;
export type RecordSearchFilters = Partial<Record<RecordFilter, string>>;

/** POST /api/records/import: the CSV text, and whether to import the valid rows of a file with refused ones. */
export const recordImportBody = z.strictObject({
  csv: z.string({ error: 'csv is required' }).min(1, 'The file is empty').max(900_000, 'The file is too large (at most about 900 KB)'),
  confirm: z.boolean().default(false),
});
