import type { FilterOptionsDto, RecordFilter } from '@career/sync-server/records/contract/record-dto';
import { MBTI_LABELS, RECORD_CODES, SALARY_CODES, STRESS_CODES, salaryLabel, stressLabel } from '@career/sync-server/records/contract/record-dto';

export interface FilterChoice {
  value: string;
  label: string;
}

/** How a filter's code reads in a dropdown or a result card: the spec's labels for codes. */
export function filterValueLabel(filter: RecordFilter | 'secondaryFamily', value: string): string {
  switch (filter) {
    case 'salary':
      return salaryLabel(value);
    case 'stress_level':
      return stressLabel(value);
    case 'MBTI_1':
    case 'MBTI_2':
    case 'MBTI_3':
      return MBTI_LABELS[value] ?? value;
    default:
      return value;
  }
}

/** Codes the spec allows to be offered; other filters offer every value in use. */
const ALLOWED: Partial<Record<RecordFilter, readonly string[]>> = { salary: SALARY_CODES, stress_level: STRESS_CODES };

/**
 * A filter's dropdown choices from the values in use: null or empty values are skipped, salary
 * and stress keep only their spec codes (old data may hold others), duplicates go, and known codes
 * come in their natural order (education from least to most, RIASEC for interests).
 */
export function filterChoices(filter: RecordFilter, options: FilterOptionsDto | undefined): FilterChoice[] {
  const inUse: unknown[] = options?.[filter] ?? [];
  const allowed = ALLOWED[filter];
  const values = [
    ...new Set(inUse.filter((value): value is string => typeof value === 'string').map((value) => value.trim()).filter((value) => value !== '')),
  ].filter((value) => !allowed || allowed.includes(value));
  const order: readonly string[] = RECORD_CODES[filter];
  const rank = (value: string) => (order.includes(value) ? order.indexOf(value) : order.length);
  return values
    .map((value, index) => ({ value, index }))
    .sort((a, b) => rank(a.value) - rank(b.value) || a.index - b.index)
    .map(({ value }) => ({ value, label: filterValueLabel(filter, value) }));
}
