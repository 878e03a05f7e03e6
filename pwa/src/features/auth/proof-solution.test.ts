import { createChallenge, verifySolution } from 'altcha-lib';
import type { Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { encodeProof, solveToProof } from './proof-solution';

const SECRET = 'test-signature-secret';

describe('the proof of work', () => {
  it('solves a signed PBKDF2 challenge into a proof the server can verify', async () => {
    const challenge = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 10, counter: 25, deriveKey, hmacSignatureSecret: SECRET, expiresAt: Math.floor(Date.now() / 1000) + 600 });
    const proof = await solveToProof(challenge);
    expect(proof).toEqual(expect.any(String));
    // As the server reads it (sync-server/src/auth/proof-of-work.ts): base64 JSON { challenge, solution }.
    const payload = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(proof ?? ''), (char) => char.charCodeAt(0)))) as Payload;
    expect(payload.challenge).toEqual(challenge);
    expect(payload.solution.counter).toBe(25);
    const { verified } = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: SECRET });
    expect(verified).toBe(true);
  });

  it('finds the counter in the share of the worker whose counters hold it (workers interleave)', async () => {
    const challenge = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 10, counter: 25, deriveKey, hmacSignatureSecret: SECRET, expiresAt: Math.floor(Date.now() / 1000) + 600 });
    const proof = await solveToProof(challenge, undefined, { start: 1, step: 4 });
    const payload = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(proof ?? ''), (char) => char.charCodeAt(0)))) as Payload;
    expect(payload.solution.counter).toBe(25);
  });

  it('gives up (null) when aborted', async () => {
    const challenge = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 10, counter: 1_000_000, deriveKey, hmacSignatureSecret: SECRET });
    const controller = new AbortController();
    controller.abort();
    expect(await solveToProof(challenge, controller)).toBeNull();
  });

  it('encodes text beyond ASCII as UTF-8', () => {
    const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'é', salt: '00', cost: 1, keyLength: 32, keyPrefix: '00' }, signature: 's' };
    const decoded = new TextDecoder().decode(Uint8Array.from(atob(encodeProof(challenge, { counter: 1, derivedKey: 'ab' })), (char) => char.charCodeAt(0)));
    expect(JSON.parse(decoded)).toEqual({ challenge, solution: { counter: 1, derivedKey: 'ab' } });
  });
});
