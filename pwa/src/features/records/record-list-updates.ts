import type { CareerRecordDto } from '@career/sync-server/contract/record-dto';

/** Job titles in the list's order: alphabetical, ignoring case and accents, as an admin reads them. */
export function byJobTitle(a: CareerRecordDto, b: CareerRecordDto): number {
  return a.jobTitle.localeCompare(b.jobTitle, 'en', { sensitivity: 'base' });
}

/** True when a list searched for `term` would hold this job title (the server matches part of the title, any case). */
export function matchesTerm(jobTitle: string, term: string): boolean {
  return jobTitle.toLowerCase().includes(term.trim().toLowerCase());
}

/** After an add the spec re-sorts the list by jobTitle, so the new record shows where it belongs. */
export function withAdded(list: readonly CareerRecordDto[], record: CareerRecordDto): CareerRecordDto[] {
  return [...list.filter((item) => item._id !== record._id), record].sort(byJobTitle);
}

/** An update replaces the record by _id, in place: the row the admin edited stays where it was. */
export function withUpdated(list: readonly CareerRecordDto[], record: CareerRecordDto): CareerRecordDto[] {
  return list.map((item) => (item._id === record._id ? record : item));
}

/** A delete removes the record by _id. */
export function withoutRecord(list: readonly CareerRecordDto[], id: string): CareerRecordDto[] {
  return list.filter((item) => item._id !== id);
}
