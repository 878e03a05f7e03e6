/**
 * The POST /api/answers loads of `npm run bench`: batches of `size` NEO answers from
 * ANSWER_CONNECTIONS connections, connection i sending for client i modulo the target's clients
 * (as many clients as connections: each client's device sends one batch at a time, as the PWA's
 * sync does; one client: every connection writes the same assessment, which is serialised), sent
 * with the light node:http client (bench/http-client.ts) or, with `fetch: true`, with global
 * fetch as the bench did before. The same function loads the
 * baseline and our server (SQLite or PostgreSQL), so the figures compare alike.
 */
import { neoBatch } from './answer-batches';
import type { SignedInClient } from '../sync-server/src/test/signed-in-clients';
import { cpuMsBetween, postgresCpu, treeCpu } from './process-cpu';
import { createLightClient } from './http-client';
import type { LoadResult } from './http-load';
import { runLoad } from './http-load';

export const ANSWER_CONNECTIONS = 50;
export const ANSWER_SECONDS = 5;

export interface AnswerTarget {
  url: string;
  clients: readonly SignedInClient[];
  /** The server's process: its CPU time per request is reported (bench/process-cpu.ts). */
  pid: number;
  /** On PostgreSQL: the CPU time of its processes per request is reported too. */
  postgres?: boolean;
}

/** CPU milliseconds per request of the server (and PostgreSQL) over the measured seconds. */
function cpuSample(target: AnswerTarget): () => (requests: number) => Record<string, number> {
  return () => {
    const server = treeCpu(target.pid);
    const database = target.postgres ? postgresCpu() : undefined;
    return (requests) => {
      const perRequest = (ms: number | undefined) => (ms === undefined ? -1 : +(ms / Math.max(1, requests)).toFixed(3));
      return {
        'server CPU ms/req': perRequest(cpuMsBetween(server, treeCpu(target.pid))),
        ...(target.postgres ? { 'PostgreSQL CPU ms/req': perRequest(cpuMsBetween(database, postgresCpu())) } : {}),
      };
    };
  };
}

export interface AnswerLoadOptions {
  /** Global fetch (undici) instead of the light client. */
  fetch: boolean;
  /** Seconds of the same load before the measured ones (0: measure from the first request). */
  warmupSeconds: number;
  /** Seconds measured; ANSWER_SECONDS by default. */
  seconds?: number;
}

export async function runAnswerLoad(name: string, target: AnswerTarget, size: number, options: AnswerLoadOptions): Promise<LoadResult> {
  const client = createLightClient(target.url, ANSWER_CONNECTIONS);
  const send = (worker: number) => {
    const { userId, cookie } = target.clients[worker % target.clients.length] as SignedInClient;
    return options.fetch
      ? fetch(`${target.url}/api/answers`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify(neoBatch(userId, size)) })
      : client.post('/api/answers', neoBatch(userId, size), { Cookie: cookie });
  };
  try {
    return await runLoad({ name, connections: ANSWER_CONNECTIONS, seconds: options.seconds ?? ANSWER_SECONDS, warmupSeconds: options.warmupSeconds, request: send, sample: cpuSample(target) });
  } finally {
    client.close();
  }
}

/** `ours` with its share of `base`'s requests per second in its name. */
export function againstBaseline(ours: LoadResult, base: LoadResult, which = 'baseline'): LoadResult {
  return { ...ours, name: `${ours.name} (${Math.round((100 * ours.rps) / Math.max(1, base.rps))}% of ${which})` };
}
