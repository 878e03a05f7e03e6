import type { ProofChallenge } from './proof-solution';
import { SOLVE_TIMEOUT_MS } from './proof-timeout';

/** A little longer than the worker's own limit: a worker that never answers still ends the check. */
const WORKER_TIMEOUT_MS = SOLVE_TIMEOUT_MS + 5_000;

/**
 * Solves a proof-of-work challenge in a Web Worker and returns the proof for the request's
 * `proof` field. Rejects when the browser has no workers, the worker fails, gives up (null) or
 * takes too long, or `signal` aborts (the form went away). Tests replace this module (jsdom has
 * no Worker).
 */
export function solveProof(challenge: ProofChallenge, signal?: AbortSignal): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    if (typeof Worker !== 'function') {
      reject(new Error('This browser cannot run the check (no Web Workers)'));
      return;
    }
    if (signal?.aborted) {
      reject(new DOMException('The check was cancelled', 'AbortError'));
      return;
    }
    const worker = new Worker(new URL('./proof-worker.ts', import.meta.url), { type: 'module', name: 'proof-of-work' });
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      worker.terminate();
      outcome();
    };
    const onAbort = () => finish(() => reject(new DOMException('The check was cancelled', 'AbortError')));
    const timer = setTimeout(() => finish(() => reject(new Error('The check took too long'))), WORKER_TIMEOUT_MS);
    signal?.addEventListener('abort', onAbort);
    worker.addEventListener('message', (event: MessageEvent<string | null>) => {
      const proof = event.data;
      finish(() => (typeof proof === 'string' ? resolve(proof) : reject(new Error('The check did not finish'))));
    });
    worker.addEventListener('error', () => finish(() => reject(new Error('The check failed'))));
    worker.addEventListener('messageerror', () => finish(() => reject(new Error('The check failed'))));
    worker.postMessage(challenge);
  });
}
