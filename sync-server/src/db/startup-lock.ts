import type { DatabaseHandle } from './database';

/** The advisory lock key of start-up work (an arbitrary 64-bit constant: 'career' in ASCII). */
const STARTUP_LOCK_KEY = '109486449254770';

/**
 * Runs `work` (migrations and seeding) while no other server process on the same database does:
 * processes started together behind a load balancer take turns, so two never insert the same
 * demo account or seed row at once. On PostgreSQL a session advisory lock held on one pooled
 * connection; on SQLite the product runs one process (WORKERS stays 1), so the work just runs.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.driver.dialect !== 'postgres') return work();
  const client = await handle.driver.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
