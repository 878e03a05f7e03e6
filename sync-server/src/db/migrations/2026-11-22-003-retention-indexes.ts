import type { Kysely } from 'kysely';

/** Indexes for the retention job: it deletes answer batches by age and auth tokens by expiry. */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('answer_batches_created_idx').on('answer_batches').column('created_at').execute();
  await db.schema.createIndex('auth_tokens_expires_idx').on('auth_tokens').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('auth_tokens_expires_idx').execute();
  await db.schema.dropIndex('answer_batches_created_idx').execute();
}
