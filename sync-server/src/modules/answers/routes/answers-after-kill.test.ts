import { describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../../test/server-process';
import { startServerProcess } from '../../../test/server-process';
import { BENCH_PUBLIC_URL, BENCH_SESSION_SECRET, makeClients } from '../../../test/signed-in-clients';
import type { SignedInClient } from '../../../test/signed-in-clients';
import { neoInTenBatches } from '../../../test/neo-in-batches';
import { dialectCases } from '../../../test/test-databases';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const CLIENTS = 12;
/** A NEO in 10 batches of 24 (neoInTenBatches). */
const BATCHES = 10;

interface Held {
  answers: unknown[];
  questionsAnswered: number;
}

async function held(server: ServerProcess, client: SignedInClient): Promise<Held> {
  return (await (await fetch(`${server.url}/api/answers?userId=${client.userId}&assessmentId=neo`, { headers: { Cookie: client.cookie } })).json()) as Held;
}

function post(server: ServerProcess, client: SignedInClient, body: unknown) {
  return fetch(`${server.url}/api/answers`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: client.cookie }, body: JSON.stringify(body) });
}

describe.each(cases)('answers when the server is killed (SIGKILL) on $dialect', ({ create }) => {
  it('keep every acknowledged batch, and apply each batch once when the devices send again', { timeout: 120_000 }, async () => {
    const database = await create();
    const env = { DATABASE_URL: database.url, PUBLIC_URL: BENCH_PUBLIC_URL, SESSION_SECRET: BENCH_SESSION_SECRET, DEMO_MODE: 'false' };
    let server = await startServerProcess(env);
    try {
      const clients = await makeClients(database, CLIENTS, 'killed');
      const batches = clients.map((client, index) => neoInTenBatches(client.userId, index));
      const acknowledged = new Set<string>();
      let killing: Promise<unknown> | undefined;
      // Each device sends its batches one after another; the server is killed once a third are acknowledged.
      await Promise.all(
        clients.map(async (client, index) => {
          for (const batch of batches[index] ?? []) {
            try {
              const response = await post(server, client, batch);
              if (response.status === 200) acknowledged.add(batch.batchId);
            } catch {
              return; // the connection went with the process: this device waits for the server
            }
            if (!killing && acknowledged.size >= (CLIENTS * BATCHES) / 3) killing = server.stop('SIGKILL');
          }
        }),
      );
      await killing;
      expect(acknowledged.size).toBeGreaterThan(0);
      expect(acknowledged.size).toBeLessThan(CLIENTS * BATCHES);

      server = await startServerProcess(env);
      // Every acknowledged answer is there after the kill.
      for (const [index, client] of clients.entries()) {
        const stored = await held(server, client);
        for (const batch of batches[index] ?? []) {
          if (!acknowledged.has(batch.batchId)) continue;
          for (const change of batch.changes) expect(stored.answers[Number(change.key)]).toBe(change.value);
        }
      }
      // The devices send every batch again (acknowledged or not): all answered, each applied once.
      for (const [index, client] of clients.entries()) {
        for (const batch of batches[index] ?? []) {
          const response = await post(server, client, batch);
          expect(response.status).toBe(200);
          const body = (await response.json()) as { applied: number };
          if (acknowledged.has(batch.batchId)) expect(body.applied).toBe(24);
        }
        const stored = await held(server, client);
        expect(stored.questionsAnswered).toBe(240);
        expect(stored.answers).toEqual((batches[index] ?? []).flatMap((batch) => batch.changes.map((change) => change.value)));
      }
    } finally {
      await server.stop();
      await database.drop();
    }
  });
});
