import type { ChallengeResponse } from '@career/sync-server/accounts/contract/auth-schemas';
import { solveChallenge } from 'altcha-lib';
import type { Solution } from 'altcha-lib';
// WebCrypto's PBKDF2: altcha-lib's own 'algorithms/pbkdf2' (and its 'workers/*') need node:crypto.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { SOLVE_TIMEOUT_MS } from './proof-timeout';

export type ProofChallenge = ChallengeResponse['challenge'];

/** What the server reads as `proof`: base64 of the JSON { challenge, solution } (UTF-8). */
export function encodeProof(challenge: ProofChallenge, solution: Solution): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ challenge, solution }));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** One worker's share of the counters: start, start + step, start + 2 step... (the workers interleave). */
export interface ProofShare {
  start: number;
  step: number;
}

/** What the page sends each proof worker. */
export interface ProofWork {
  challenge: ProofChallenge;
  share: ProofShare;
}

/**
 * Finds the counter whose derived key the server signed (ALTCHA v2, PBKDF2/SHA-256) and returns
 * the proof to send, or null when it took longer than SOLVE_TIMEOUT_MS or was aborted. Runs in
 * the proof worker (proof-worker.ts): thousands of derivations must not hold up the page.
 */
export async function solveToProof(challenge: ProofChallenge, controller?: AbortController, share: ProofShare = { start: 0, step: 1 }): Promise<string | null> {
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS, counterStart: share.start, counterStep: share.step });
  return solution ? encodeProof(challenge, solution) : null;
}
