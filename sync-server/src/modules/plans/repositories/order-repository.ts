import type { Kysely, Selectable } from 'kysely';
import type { Database, OrderStatus, OrdersTable } from '../../../db/schema';

export interface OrderRecord {
  id: string;
  userId: string;
  planFrom: string | null;
  planTo: string;
  amountCents: number;
  feeCents: number;
  totalCents: number;
  feePercentage: number;
  currency: string;
  provider: string;
  providerSessionId: string | null;
  status: OrderStatus;
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
}

function toRecord(row: Selectable<OrdersTable>): OrderRecord {
  return {
    id: row.id,
    userId: row.user_id,
    planFrom: row.plan_from,
    planTo: row.plan_to,
    amountCents: Number(row.amount_cents),
    feeCents: Number(row.fee_cents),
    totalCents: Number(row.total_cents),
    feePercentage: Number(row.fee_percentage),
    currency: row.currency,
    provider: row.provider,
    providerSessionId: row.provider_session_id,
    status: row.status,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    paidAt: row.paid_at,
  };
}

export type NewOrder = Omit<OrderRecord, 'providerSessionId' | 'status' | 'paidAt'>;

export async function insertOrder(db: Kysely<Database>, order: NewOrder): Promise<void> {
  await db
    .insertInto('orders')
    .values({
      id: order.id,
      user_id: order.userId,
      plan_from: order.planFrom,
      plan_to: order.planTo,
      amount_cents: order.amountCents,
      fee_cents: order.feeCents,
      total_cents: order.totalCents,
      fee_percentage: order.feePercentage,
      currency: order.currency,
      provider: order.provider,
      provider_session_id: null,
      status: 'pending',
      created_at: order.createdAt,
      expires_at: order.expiresAt,
      paid_at: null,
      updated_at: order.createdAt,
    })
    .execute();
}

/** Gives a pending order its provider session; false when the order is no longer pending (another checkout closed it). */
export async function setOrderSession(db: Kysely<Database>, id: string, sessionId: string, now: string): Promise<boolean> {
  const result = await db.updateTable('orders').set({ provider_session_id: sessionId, updated_at: now }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findOrderBySession(db: Kysely<Database>, sessionId: string): Promise<OrderRecord | undefined> {
  const row = await db.selectFrom('orders').selectAll().where('provider_session_id', '=', sessionId).executeTakeFirst();
  return row && toRecord(row);
}

export async function findOrderOfUser(db: Kysely<Database>, userId: string, id: string): Promise<OrderRecord | undefined> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row && toRecord(row);
}

/** The user's pending orders (one at most, by the database's partial unique index). */
export async function listPendingOrdersOfUser(db: Kysely<Database>, userId: string): Promise<OrderRecord[]> {
  const rows = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('status', '=', 'pending').execute();
  return rows.map(toRecord);
}

/** A user's orders, newest first. */
export async function listOrdersOfUser(db: Kysely<Database>, userId: string): Promise<OrderRecord[]> {
  const rows = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toRecord);
}

/**
 * Moves an order from one of `from` to `to`; returns whether this call made the change. The
 * condition makes it happen once, whatever the number of concurrent callers: on PostgreSQL a
 * second UPDATE waits for the first's row lock and then finds the status changed.
 */
export async function transitionOrder(
  db: Kysely<Database>,
  id: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: to, updated_at: now, ...(to === 'paid' ? { paid_at: now } : {}) })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Pending orders whose checkout can no longer be paid become expired (all, or one user's). */
export async function expireStaleOrders(db: Kysely<Database>, now: string, userId?: string): Promise<number> {
  let query = db.updateTable('orders').set({ status: 'expired', updated_at: now }).where('status', '=', 'pending').where('expires_at', '<=', now);
  if (userId) query = query.where('user_id', '=', userId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
