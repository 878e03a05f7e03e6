import type { RecordField } from '@career/sync-server/records/contract/record-dto';
import { MBTI_LABELS, salaryLabel, stressLabel } from '@career/sync-server/records/contract/record-dto';

/** The admin table's and form's column names, in the spec's words (its "Admin career-records database" list). */
export const RECORD_COLUMN_LABELS: Record<RecordField | 'description', string> = {
  jobTitle: 'Job Title',
  familyType: 'Family type',
  secondaryFamily: 'Secondary family',
  SII_1: 'Interest 1',
  SII_2: 'Interest 2',
  SII_3: 'Interest 3',
  MBTI_1: 'introvert/extrovert',
  MBTI_2: 'motivation',
  MBTI_3: 'judging/perceiving',
  salary: 'Salary',
  stress_level: 'stress level',
  min_edu: 'Minimum education',
  description: 'Description',
};

/** Why a seeded record's MBTI letters carry a 'derived' marker: they were never measured. */
export const DERIVED_MBTI_NOTE = 'Derived from the O*NET interest profile, not measured';

/**
 * How a stored code reads in a dropdown: salary and stress by their spec labels, MBTI with its
 * name (the letters alone mean little to most admins), everything else as stored.
 */
export function optionLabel(field: RecordField, code: string): string {
  if (field === 'salary') return salaryLabel(code);
  if (field === 'stress_level') return stressLabel(code);
  if (field === 'MBTI_1' || field === 'MBTI_2' || field === 'MBTI_3') return MBTI_LABELS[code] ?? code;
  return code;
}
