import type { Kysely } from 'kysely';

/**
 * Who a client's NEO answers are compared with (issue 30): users.birth_year and users.sex, both
 * optional (null until given). sex is 'female', 'male' or 'unspecified' (prefer not to say).
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('birth_year', 'integer').execute();
  await db.schema.alterTable('users').addColumn('sex', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('sex').execute();
  await db.schema.alterTable('users').dropColumn('birth_year').execute();
}
