/**
 * Signed-in clients for the bench and the server-process tests without a sign-in each (scrypt
 * would take a tenth of a second apiece): users written straight into the server's database on the free plan (which includes
 * the NEO), with session cookies minted by the server's own token code. The server must run with
 * BENCH_SESSION_SECRET and BENCH_PUBLIC_URL (the token's issuer) as SESSION_SECRET and PUBLIC_URL.
 */
import { newId } from '../ids';
import { createSessionTokens } from '../auth/session-token';
import type { DatabaseHandle } from '../db/database';
import { insertUser } from '../modules/accounts/repositories/user-repository';
import { changePlan } from '../modules/plans/services/plan-change';

export const BENCH_SESSION_SECRET = 'bench-scale-out-session-secret-0123456789';
export const BENCH_PUBLIC_URL = 'http://careers.localhost:8080';

export interface SignedInClient {
  userId: string;
  cookie: string;
}

/** `count` clients named `<prefix>-<n>@bench.example`, made in one transaction. */
export async function makeClients(handle: DatabaseHandle, count: number, prefix: string): Promise<SignedInClient[]> {
  const tokens = await createSessionTokens({ secret: BENCH_SESSION_SECRET, issuer: BENCH_PUBLIC_URL, ttlSeconds: 3600 });
  const at = new Date();
  const clients: SignedInClient[] = [];
  await handle.db.transaction().execute(async (trx) => {
    for (let index = 0; index < count; index += 1) {
      const id = newId(at.getTime());
      await insertUser(trx, { id, email: `${prefix}-${index}@bench.example`, firstName: 'Bench', lastName: `Client ${index}`, passwordHash: 'not-a-hash', isAdmin: false, isVerified: true, createdAt: at.toISOString() });
      await changePlan(trx, { userId: id, planId: 'free', source: 'demo', at });
      clients.push({ userId: id, cookie: `session=${await tokens.sign({ userId: id, sessionVersion: 1 })}` });
    }
  });
  return clients;
}
