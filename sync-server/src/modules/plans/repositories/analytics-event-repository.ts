import crypto from 'node:crypto';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { AnalyticsEventsTable, Database } from '../../../db/schema';

export interface NewAnalyticsEvent {
  id: string;
  name: string;
  properties: Record<string, unknown>;
  source: 'client' | 'server';
  distinctId: string;
  occurredAt: string;
  receivedAt: string;
}

export interface StoredAnalyticsEvent extends NewAnalyticsEvent {
  attempts: number;
}

function toStored(row: Selectable<AnalyticsEventsTable>): StoredAnalyticsEvent {
  return {
    id: row.id,
    name: row.name,
    properties: JSON.parse(row.properties) as Record<string, unknown>,
    source: row.source,
    distinctId: row.distinct_id,
    occurredAt: row.occurred_at,
    receivedAt: row.received_at,
    attempts: Number(row.forward_attempts),
  };
}

/** Not leased, or leased by a claim that ran out by `now`. */
function unleased(now: string) {
  return (eb: ExpressionBuilder<Database, 'analytics_events'>) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]);
}

export async function insertAnalyticsEvents(db: Kysely<Database>, events: readonly NewAnalyticsEvent[]): Promise<void> {
  if (!events.length) return;
  await db
    .insertInto('analytics_events')
    .values(
      events.map((event) => ({
        id: event.id,
        name: event.name,
        properties: JSON.stringify(event.properties),
        source: event.source,
        distinct_id: event.distinctId,
        occurred_at: event.occurredAt,
        received_at: event.receivedAt,
        forwarded_at: null,
        locked_until: null,
        lease_token: null,
      })),
    )
    // A browser that sends an event again (a lost answer, two tabs) adds nothing.
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Deletes events received before the cutoff (the analytics retention). */
export async function deleteAnalyticsEventsReceivedBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('analytics_events').where('received_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Events stored, oldest first (tests and reports). */
export async function listAnalyticsEvents(db: Kysely<Database>, options: { name?: string; limit: number }): Promise<StoredAnalyticsEvent[]> {
  let query = db.selectFrom('analytics_events').selectAll().orderBy('received_at').orderBy('id').limit(options.limit);
  if (options.name) query = query.where('name', '=', options.name);
  return (await query.execute()).map(toStored);
}

/**
 * Claims up to `limit` events not yet forwarded whose earlier lease (if any) ran out. The lease is
 * checked again in the UPDATE itself, so two processes never claim the same event (PostgreSQL
 * re-checks the condition after waiting for the other's row lock).
 */
export async function claimEventsToForward(
  db: Kysely<Database>,
  window: { now: string; leaseUntil: string; limit: number },
): Promise<{ leaseToken: string; events: StoredAnalyticsEvent[] }> {
  const leaseToken = crypto.randomUUID();
  await db
    .updateTable('analytics_events')
    .set((eb) => ({ locked_until: window.leaseUntil, lease_token: leaseToken, forward_attempts: eb('forward_attempts', '+', 1) }))
    .where('forwarded_at', 'is', null)
    .where(unleased(window.now))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('analytics_events')
        .select('id')
        .where('forwarded_at', 'is', null)
        .where(unleased(window.now))
        .orderBy('received_at')
        .limit(window.limit),
    )
    .execute();
  const rows = await db.selectFrom('analytics_events').selectAll().where('lease_token', '=', leaseToken).where('forwarded_at', 'is', null).orderBy('received_at').execute();
  return {
    leaseToken,
    events: rows.map(toStored),
  };
}

export async function markEventsForwarded(db: Kysely<Database>, leaseToken: string, now: string): Promise<void> {
  await db.updateTable('analytics_events').set({ forwarded_at: now, locked_until: null }).where('lease_token', '=', leaseToken).execute();
}

/** Leaves a failed batch leased until `retryAt`, when it may be claimed again. */
export async function deferEvents(db: Kysely<Database>, leaseToken: string, retryAt: string): Promise<void> {
  await db.updateTable('analytics_events').set({ locked_until: retryAt }).where('lease_token', '=', leaseToken).where('forwarded_at', 'is', null).execute();
}
