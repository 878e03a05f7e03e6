import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { QueueDepth } from '../../../metrics/server-metrics';


/** The e-mail outbox: pending messages, and those marked failed (kept 30 days). */
export async function emailQueueDepth(db: Kysely<Database>): Promise<QueueDepth> {
  const rows = await db
    .selectFrom('email_outbox')
    .select((eb) => ['status', eb.fn.countAll<number | string | bigint>().as('n')])
    .where('status', 'in', ['pending', 'failed'])
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { pending: count('pending'), failed: count('failed') };
}

/**
 * Provider syncs: queued or running, and finished ones whose report says a result failed or the
 * tries ran out (done jobs are kept 180 days). The report is JSON written by JSON.stringify.
 */
export async function providerSyncQueueDepth(db: Kysely<Database>): Promise<QueueDepth> {
  const [pending, failed] = await Promise.all([
    db.selectFrom('provider_sync_jobs').select((eb) => eb.fn.countAll<number | string | bigint>().as('n')).where('state', 'in', ['queued', 'running']).executeTakeFirst(),
    db
      .selectFrom('provider_sync_jobs')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where('state', '=', 'done')
      .where((eb) => eb.or([eb('report', 'like', '%"status":"failed"%'), eb('report', 'like', '%"status":"max attempts exceeded"%')]))
      .executeTakeFirst(),
  ]);
  return { pending: Number(pending?.n ?? 0), failed: Number(failed?.n ?? 0) };
}
