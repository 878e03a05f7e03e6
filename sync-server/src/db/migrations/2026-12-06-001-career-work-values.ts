import type { Kysely } from 'kysely';

/**
 * The O*NET Work Values of each career record (issue 43): the six extents (EX, 1-7) in Content
 * Model order (Achievement, Working Conditions, Recognition, Relationships, Support, Independence),
 * which the fit compares with the client's Career Values Card Sort. Null for a record an admin
 * added and for an occupation O*NET did not rate. The seed fills them for O*NET rows; rows seeded
 * before this migration get them from the data file at the next start (records' career-seed.ts),
 * as the interest ratings, Job Zone and median wage of 2026-11-28-001 did. Double precision, not
 * real: PostgreSQL's real has 4 bytes (6.33 would read back as 6.329999923706055), SQLite's 8, and
 * both databases should rank a client's ideas from the same numbers.
 */
const COLUMNS = ['value_achievement', 'value_working_conditions', 'value_recognition', 'value_relationships', 'value_support', 'value_independence'] as const;

// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('career_records').addColumn(column, 'double precision').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('career_records').dropColumn(column).execute();
}
