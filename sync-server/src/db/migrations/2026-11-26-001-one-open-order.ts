import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * One pending order per user, held by the database: a partial unique index on orders(user_id)
 * where status is 'pending'. Two checkouts started at the same moment (two tabs, a double click,
 * two server processes) can then never both become payable: the second insert fails, and the
 * checkout service closes the first before it tries again (services/checkout-service.ts).
 * Duplicates that exist when this runs keep their newest pending order; the rest are expired.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE orders SET status = 'expired'
    WHERE status = 'pending'
      AND id NOT IN (SELECT MAX(id) FROM orders WHERE status = 'pending' GROUP BY user_id)
  `.execute(db);
  await sql`CREATE UNIQUE INDEX orders_one_pending_per_user ON orders (user_id) WHERE status = 'pending'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_one_pending_per_user').execute();
}
