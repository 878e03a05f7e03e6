import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * PostgreSQL prepared statements for the queries Kysely compiles once (query-template.ts):
 * node-postgres sends a query with a name through Parse only the first time on a connection, then
 * Bind and Execute, and PostgreSQL keeps its plan. Kysely's driver sends every query unnamed, so
 * PostgreSQL parsed and planned each one again: on the answer path that was a third of its CPU
 * (issue 32: the session's user read 107 -> 63 us of PostgreSQL CPU, the plan read 167 -> 83).
 * Only registered texts are prepared: a bounded set (the templates), so the statements each
 * connection holds stay few; any other query runs unnamed as before.
 */
const names = new Map<string, string>();

/** Marks a query's SQL text for a prepared statement on every connection that runs it. */
export function registerPreparedText(text: string): void {
  if (!names.has(text)) names.set(text, `kysely_${names.size + 1}`);
}

type Query = PostgresPoolClient['query'];

function preparedClient(client: pg.PoolClient): PostgresPoolClient {
  const query = ((textOrCursor: unknown, parameters?: readonly unknown[]) => {
    const name = typeof textOrCursor === 'string' ? names.get(textOrCursor) : undefined;
    if (name) return client.query({ name, text: textOrCursor as string, values: parameters as unknown[] });
    return (client.query as (...args: unknown[]) => unknown)(textOrCursor, parameters);
  }) as Query;
  return { query, release: () => client.release() };
}

/** `pool` for Kysely's PostgresDialect, its registered texts run as prepared statements. */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => preparedClient(await pool.connect()),
    end: () => pool.end(),
  };
}
