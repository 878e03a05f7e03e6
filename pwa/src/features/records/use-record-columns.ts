import type { RecordField } from '@career/sync-server/records/contract/record-dto';
import { RECORD_FIELDS } from '@career/sync-server/records/contract/record-dto';
import { useCallback, useState } from 'react';
import { readStoredChoice, writeStoredChoice } from './stored-choice';

/** The records table's columns an admin may hide: all but Job Title (each row's name) and the Edit/Delete buttons. */
export type OptionalRecordColumn = Exclude<RecordField, 'jobTitle'> | 'description';
export const OPTIONAL_RECORD_COLUMNS: readonly OptionalRecordColumn[] = [...RECORD_FIELDS.filter((field) => field !== 'jobTitle'), 'description'];

export const HIDDEN_COLUMNS_KEY = 'career-records-hidden-columns';

function storedHidden(): ReadonlySet<OptionalRecordColumn> {
  try {
    const parsed: unknown = JSON.parse(readStoredChoice(HIDDEN_COLUMNS_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? OPTIONAL_RECORD_COLUMNS.filter((column) => parsed.includes(column)) : []);
  } catch {
    return new Set();
  }
}

/** The columns the admin has hidden, remembered on this device (every spec column shows until one is hidden). */
export function useRecordColumns(): [ReadonlySet<OptionalRecordColumn>, (shown: readonly string[]) => void] {
  const [hidden, setHidden] = useState(storedHidden);
  const show = useCallback((shown: readonly string[]) => {
    const next = new Set(OPTIONAL_RECORD_COLUMNS.filter((column) => !shown.includes(column)));
    writeStoredChoice(HIDDEN_COLUMNS_KEY, JSON.stringify([...next]));
    setHidden(next);
  }, []);
  return [hidden, show];
}
