import pg from 'pg';

/** Whether the test PostgreSQL server (TEST_DATABASE_URL, or the local one) answers: the bench's PostgreSQL rows need it. */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test', connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
