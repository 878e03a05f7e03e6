/**
 * What both answer baselines (bench/baseline-server.ts on SQLite, bench/baseline-pg-server.ts on
 * PostgreSQL) share: verify the session JWT (key imported once), parse the batch, apply it, answer
 * JSON. Prints the URL and BASELINE_CLIENTS signed-in clients (bench-user-0..., a session cookie
 * each) as the first line; on SIGTERM closes the server, then runs `close` and exits.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { SignJWT, jwtVerify } from 'jose';

/** As many as the bench's answer connections (bench/answer-loads.ts). */
export const BASELINE_CLIENTS = 50;

export interface BaselineBatch {
  assessmentId: string;
  changes: { key: string; value: unknown; stamp: number }[];
}

export async function serveBaseline(applyBatch: (userId: string, batch: BaselineBatch) => number | Promise<number>, close: () => void | Promise<void>): Promise<void> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode('baseline-secret-of-the-bench-0123456789'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const clients = await Promise.all(
    Array.from({ length: BASELINE_CLIENTS }, async (_, index) => {
      const userId = `bench-user-${index}`;
      return { userId, cookie: `session=${await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setExpirationTime('1h').sign(key)}` };
    }),
  );

  const app = new Hono().post('/api/answers', async (c) => {
    const session = getCookie(c, 'session');
    if (!session) return c.json({ error: 'unauthorized' }, 401);
    const { payload } = await jwtVerify(session, key, { algorithms: ['HS256'] });
    const batch = await c.req.json<BaselineBatch>();
    const applied = await applyBatch(String(payload.sub), batch);
    return c.json({ saved: true, applied });
  });

  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
    console.log(JSON.stringify({ url: `http://127.0.0.1:${info.port}`, clients }));
  });
  process.once('SIGTERM', () => {
    server.close(() => {
      void Promise.resolve(close()).finally(() => process.exit(0));
    });
  });
}
