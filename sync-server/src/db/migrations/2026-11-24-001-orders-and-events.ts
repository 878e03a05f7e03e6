import type { Kysely } from 'kysely';

/**
 * Paid plans and analytics:
 * - `orders`: one row per checkout the server started, with the amounts it computed itself;
 *   fulfilled once (pending -> paid is a conditional update, and `user_plans.order_id` is unique).
 * - `embedded_checkout_sessions`: the embedded payment provider's sessions (Stripe-shaped), used
 *   only when no card provider is configured (demo mode).
 * - `analytics_events`: product analytics, the default sink; forwarded when a service is set.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_from', 'text', (col) => col.references('plans.id'))
    .addColumn('plan_to', 'text', (col) => col.notNull().references('plans.id'))
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('fee_cents', 'integer', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('fee_percentage', 'double precision', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_session_id', 'text', (col) => col.unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_status_expiry_idx').on('orders').columns(['status', 'expires_at']).execute();

  await db.schema.alterTable('user_plans').addColumn('order_id', 'text', (col) => col.references('orders.id')).execute();
  // One plan change per order, whatever the number of deliveries of its payment event.
  await db.schema.createIndex('user_plans_order_unique').on('user_plans').column('order_id').unique().execute();

  await db.schema
    .createTable('embedded_checkout_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    /** The Stripe-shaped Checkout Session object, as JSON. */
    .addColumn('session', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .execute();

  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('properties', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('distinct_id', 'text', (col) => col.notNull())
    .addColumn('occurred_at', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addColumn('forwarded_at', 'text')
    .addColumn('forward_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('lease_token', 'text')
    .execute();
  await db.schema.createIndex('analytics_events_unforwarded_idx').on('analytics_events').columns(['forwarded_at', 'received_at']).execute();
  await db.schema.createIndex('analytics_events_name_idx').on('analytics_events').columns(['name', 'occurred_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_events').execute();
  await db.schema.dropTable('embedded_checkout_sessions').execute();
  await db.schema.dropIndex('user_plans_order_unique').execute();
  await db.schema.alterTable('user_plans').dropColumn('order_id').execute();
  await db.schema.dropTable('orders').execute();
}
