/// <reference lib="webworker" />
/**
 * A proof worker: tries its share of one challenge's counters off the page's main thread and
 * answers with the proof (or null when its share holds none). Started per check by proof-of-work.ts.
 */
import type { ProofWork } from './proof-solution';
import { solveToProof } from './proof-solution';

declare let self: DedicatedWorkerGlobalScope;

self.addEventListener('message', (event: MessageEvent<ProofWork>) => {
  solveToProof(event.data.challenge, undefined, event.data.share).then(
    (proof) => self.postMessage(proof),
    () => self.postMessage(null),
  );
});
