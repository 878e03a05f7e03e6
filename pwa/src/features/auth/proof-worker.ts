/// <reference lib="webworker" />
/**
 * The proof worker: solves one proof-of-work challenge off the page's main thread and answers
 * with the proof (or null when it could not). Started per check by proof-of-work.ts.
 */
import type { ProofChallenge } from './proof-solution';
import { solveToProof } from './proof-solution';

declare let self: DedicatedWorkerGlobalScope;

self.addEventListener('message', (event: MessageEvent<ProofChallenge>) => {
  solveToProof(event.data).then(
    (proof) => self.postMessage(proof),
    () => self.postMessage(null),
  );
});
