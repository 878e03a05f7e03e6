/**
 * What other modules may use of the records module's repository: a record with its O*NET facts
 * (the shortlist copies it as shared). The repository itself stays private to records.
 */
export type { RecordWithFacts } from '../repositories/career-record-repository';
export { recordsWithFactsByIds } from '../repositories/career-record-repository';
