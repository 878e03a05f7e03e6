import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { loadMatchableRecords, readRecordsRevision } from '../repositories/career-record-repository';
import type { MatchTable } from './career-matching';
import { buildMatchTable } from './career-matching';

export interface CareerRecordIndex {
  /** Every record's matchable fields in job-title order, as of the database's latest revision. */
  current(): Promise<MatchTable>;
}

/**
 * The records held in memory for matching. Each search reads the one-row revision (cheap) and
 * reloads only when a change (here or on another server instance) moved it: matching then scores
 * plain objects in one pass instead of asking the database to score every row.
 */
export function createCareerRecordIndex(db: Kysely<Database>): CareerRecordIndex {
  let held: { revision: number; table: MatchTable } | null = null;
  let loading: { revision: number; promise: Promise<MatchTable> } | null = null;
  return {
    async current() {
      const revision = await readRecordsRevision(db);
      if (held && held.revision === revision) return held.table;
      if (loading && loading.revision === revision) return loading.promise;
      const promise = loadMatchableRecords(db).then((records) => {
        const table = buildMatchTable(records);
        // A slower, older load must not replace a newer one.
        if (!held || held.revision <= revision) held = { revision, table };
        return table;
      });
      loading = { revision, promise };
      try {
        return await promise;
      } finally {
        if (loading?.promise === promise) loading = null;
      }
    },
  };
}

const indexes = new WeakMap<Kysely<Database>, CareerRecordIndex>();

/** One index per database handle: the search, the career ideas and the shortlist share it. */
export function careerRecordIndexOf(db: Kysely<Database>): CareerRecordIndex {
  let index = indexes.get(db);
  if (!index) {
    index = createCareerRecordIndex(db);
    indexes.set(db, index);
  }
  return index;
}
