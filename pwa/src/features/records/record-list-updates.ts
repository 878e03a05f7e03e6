import type { CareerRecordDto } from '@career/sync-server/records/contract/record-dto';

/** The server's order (job title by code point, then id; the same on SQLite and PostgreSQL), so an added row lands where a reload would put it. */
export function byJobTitle(a: CareerRecordDto, b: CareerRecordDto): number {
  if (a.jobTitle !== b.jobTitle) return a.jobTitle < b.jobTitle ? -1 : 1;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
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
