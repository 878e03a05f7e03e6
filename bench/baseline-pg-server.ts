/**
 * The bench's yardstick for POST /api/answers on PostgreSQL (issue 32): the least a server on the
 * same stack must do, as fair as the SQLite one. Plain Hono + jose + pg: verify the session JWT
 * (key imported once), parse the batch, and upsert it in one transaction with one multi-row
 * statement (newest stamp wins), synchronous commit on (PostgreSQL's default), a pool of 10
 * connections like the product's. No validation, no idempotency, no progress. Usage:
 * baseline-pg-server.ts <database url> (a fresh database: the table is made here). Prints its URL
 * and its signed-in clients as the first line.
 */
import pg from 'pg';
import type { BaselineBatch } from './baseline-app';
import { serveBaseline } from './baseline-app';

const [databaseUrl] = process.argv.slice(2);
if (!databaseUrl) throw new Error('usage: baseline-pg-server.ts <database url>');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
await pool.query(`create table if not exists answers (
  user_id text not null, assessment_id text not null, item_key text not null,
  value text, client_stamp bigint not null, updated_at text not null,
  primary key (user_id, assessment_id, item_key))`);

/** One statement for the whole batch: the rows as parallel arrays, unnested. */
const UPSERT = `insert into answers (user_id, assessment_id, item_key, value, client_stamp, updated_at)
  select $1, $2, key, value, stamp, $3 from unnest($4::text[], $5::text[], $6::bigint[]) as batch(key, value, stamp)
  on conflict (user_id, assessment_id, item_key) do update set value = excluded.value,
    client_stamp = excluded.client_stamp, updated_at = excluded.updated_at
  where answers.client_stamp < excluded.client_stamp`;

async function applyBatch(userId: string, batch: BaselineBatch): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await client.query({
      name: 'baseline-upsert',
      text: UPSERT,
      values: [userId, batch.assessmentId, new Date().toISOString(), batch.changes.map((change) => change.key), batch.changes.map((change) => JSON.stringify(change.value)), batch.changes.map((change) => change.stamp)],
    });
    await client.query('commit');
    return result.rowCount ?? 0;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

await serveBaseline(applyBatch, () => pool.end());
