import type { Kysely } from 'kysely';
import type { Database, EmbeddedCheckoutSessionsTable } from '../../../db/schema';

/** A Stripe-shaped Checkout Session, as the embedded provider keeps it and sends it in events. */
export interface EmbeddedSessionObject {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  livemode: false;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string;
  customer_email: string;
  metadata: Record<string, string>;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
}

export interface EmbeddedSession {
  id: string;
  session: EmbeddedSessionObject;
  lineItems: { name: string; amountCents: number }[];
  status: EmbeddedCheckoutSessionsTable['status'];
  expiresAt: string;
}

export async function insertEmbeddedSession(db: Kysely<Database>, session: EmbeddedSession, createdAt: string): Promise<void> {
  await db
    .insertInto('embedded_checkout_sessions')
    .values({
      id: session.id,
      session: JSON.stringify({ session: session.session, lineItems: session.lineItems }),
      status: session.status,
      expires_at: session.expiresAt,
      created_at: createdAt,
      completed_at: null,
    })
    .execute();
}

export async function findEmbeddedSession(db: Kysely<Database>, id: string): Promise<EmbeddedSession | undefined> {
  const row = await db.selectFrom('embedded_checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const stored = JSON.parse(row.session) as Pick<EmbeddedSession, 'session' | 'lineItems'>;
  return { id: row.id, session: stored.session, lineItems: stored.lineItems, status: row.status, expiresAt: row.expires_at };
}

/** Moves an open session to `to`; returns whether this call did (a second, concurrent pay finds it done). */
export async function closeEmbeddedSession(db: Kysely<Database>, id: string, to: 'complete' | 'expired', now: string): Promise<boolean> {
  const result = await db
    .updateTable('embedded_checkout_sessions')
    .set({ status: to, completed_at: to === 'complete' ? now : null })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Opens a session again after its payment could not be confirmed (nothing was charged). */
export async function reopenEmbeddedSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('embedded_checkout_sessions').set({ status: 'open', completed_at: null }).where('id', '=', id).execute();
}

export async function deleteEmbeddedSessionsCreatedBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('embedded_checkout_sessions').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
