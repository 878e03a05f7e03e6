import type { CareerRecordDto } from '@career/sync-server/records/contract/record-dto';
import { FILTER_LABELS } from '@career/sync-server/records/contract/record-dto';
import { filterValueLabel } from './filter-choices';

export interface RecordAttribute {
  label: string;
  value: string;
}

/** Said beside the MBTI letters of seeded records: they come from O*NET profiles, not a test. */
export const DERIVED_NOTE = '(derived, not measured)';

/**
 * The rows of a result card's attribute table, labelled as the filters are, with codes in words.
 * MBTI rows of a seeded record say the letters are derived, so nobody reads them as measured.
 */
export function recordAttributes(record: CareerRecordDto): RecordAttribute[] {
  const mbti = (filter: 'MBTI_1' | 'MBTI_2' | 'MBTI_3'): RecordAttribute => {
    const value = filterValueLabel(filter, record[filter]);
    return { label: FILTER_LABELS[filter], value: record.mbtiDerived ? `${value} ${DERIVED_NOTE}` : value };
  };
  return [
    { label: FILTER_LABELS.familyType, value: record.familyType },
    { label: 'Secondary family', value: record.secondaryFamily },
    { label: FILTER_LABELS.SII_1, value: record.SII_1 },
    { label: FILTER_LABELS.SII_2, value: record.SII_2 },
    { label: FILTER_LABELS.SII_3, value: record.SII_3 },
    mbti('MBTI_1'),
    mbti('MBTI_2'),
    mbti('MBTI_3'),
    { label: FILTER_LABELS.salary, value: filterValueLabel('salary', record.salary) },
    { label: FILTER_LABELS.min_edu, value: record.min_edu },
    { label: FILTER_LABELS.stress_level, value: filterValueLabel('stress_level', record.stress_level) },
  ];
}
