/**
 * The POST /api/answers loads of `npm run bench`: batches of `size` NEO answers for one signed-in
 * user from ANSWER_CONNECTIONS connections, sent with the light node:http client (bench/http-client.ts)
 * or, with `fetch: true`, with global fetch as the bench did before. The same function loads the
 * baseline and our server (SQLite or PostgreSQL), so the figures compare alike.
 */
import { neoBatch } from './answer-batches';
import { createLightClient } from './http-client';
import type { LoadResult } from './http-load';
import { runLoad } from './http-load';

export const ANSWER_CONNECTIONS = 50;
export const ANSWER_SECONDS = 5;

export interface AnswerTarget {
  url: string;
  cookie: string;
  userId: string;
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
  const headers = { Cookie: target.cookie };
  const client = createLightClient(target.url, ANSWER_CONNECTIONS);
  const send = options.fetch
    ? () => fetch(`${target.url}/api/answers`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(neoBatch(target.userId, size)) })
    : () => client.post('/api/answers', neoBatch(target.userId, size), headers);
  try {
    return await runLoad({ name, connections: ANSWER_CONNECTIONS, seconds: options.seconds ?? ANSWER_SECONDS, warmupSeconds: options.warmupSeconds, request: send });
  } finally {
    client.close();
  }
}

/** `ours` with its share of `base`'s requests per second in its name. */
export function againstBaseline(ours: LoadResult, base: LoadResult, which = 'baseline'): LoadResult {
  return { ...ours, name: `${ours.name} (${Math.round((100 * ours.rps) / Math.max(1, base.rps))}% of ${which})` };
}
