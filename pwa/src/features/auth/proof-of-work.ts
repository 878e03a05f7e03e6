import type { ProofChallenge, ProofWork } from './proof-solution';
import { SOLVE_TIMEOUT_MS } from './proof-timeout';

/** A little longer than the worker's own limit: a worker that never answers still ends the check. */
const WORKER_TIMEOUT_MS = SOLVE_TIMEOUT_MS + 5_000;

/** Workers per check: the laptop's cores, at most 4 (the work is split, so the wait shrinks). */
export function proofWorkerCount(cores = typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency): number {
  return Math.max(1, Math.min(4, Math.floor(cores || 1)));
}

/**
 * Solves a proof-of-work challenge in Web Workers, each trying its share of the counters
 * (interleaved), and returns the first proof found for the request's `proof` field. Rejects when
 * the browser has no workers, a worker fails, none finds it (null) or it takes too long, or
 * `signal` aborts (the form went away). Tests replace this module (jsdom has no Worker).
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
    const count = proofWorkerCount();
    const workers = Array.from({ length: count }, () => new Worker(new URL('./proof-worker.ts', import.meta.url), { type: 'module', name: 'proof-of-work' }));
    let unfinished = count;
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      for (const worker of workers) worker.terminate();
      outcome();
    };
    const onAbort = () => finish(() => reject(new DOMException('The check was cancelled', 'AbortError')));
    const timer = setTimeout(() => finish(() => reject(new Error('The check took too long'))), WORKER_TIMEOUT_MS);
    signal?.addEventListener('abort', onAbort);
    workers.forEach((worker, start) => {
      worker.addEventListener('message', (event: MessageEvent<string | null>) => {
        const proof = event.data;
        if (typeof proof === 'string') finish(() => resolve(proof));
        else if ((unfinished -= 1) === 0) finish(() => reject(new Error('The check did not finish')));
      });
      worker.addEventListener('error', () => finish(() => reject(new Error('The check failed'))));
      worker.addEventListener('messageerror', () => finish(() => reject(new Error('The check failed'))));
      const work: ProofWork = { challenge, share: { start, step: count } };
      worker.postMessage(work);
    });
  });
}
