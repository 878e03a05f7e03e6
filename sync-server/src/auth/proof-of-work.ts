import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { Challenge, Payload } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import type { RateLimiter } from './rate-limiter';

/**
 * Proof of work (ALTCHA v2, altcha-lib: self-hosted, no third party, no tracking) for sign-ins
 * and sign-ups from browsers the server does not know, asked only while password checks queue
 * (auth/hash-pressure.ts). The server picks a counter and signs the key it derives; the browser
 * finds the counter by deriving key after key (PBKDF2-SHA-256, each COST iterations) until one
 * matches, and the server checks the answer against its signature with one HMAC. PBKDF2 runs as
 * native code in the browser (WebCrypto) and in any attacker's tool alike, so the work costs a
 * flood what it costs a person: about 0.3 s of one core at level 1 (a measured 4,700 derivations a
 * second in Chromium on the 2-core machine; docs/security.md), twice that at level 2; the PWA
 * spreads it over up to 4 workers.
 */
export const POW_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per derivation: the server spends one derivation per challenge it issues. */
export const POW_COST = 1000;
/** At level 1 the counter is drawn from [BASE, 2 BASE): on average 1.5 BASE derivations to find. */
export const POW_BASE_COUNTER = 1000;
/** The highest level (the counter range at most twice level 1's). */
export const POW_MAX_LEVEL = 2;
/** A challenge is answered within this long, and each is accepted once. */
export const POW_TTL_SECONDS = 600;

const USED = { name: 'proof-used', limit: 1, windowSeconds: POW_TTL_SECONDS };

export interface ProofOfWork {
  /** A signed challenge whose expected work doubles at level 2 (1 to POW_MAX_LEVEL). */
  challenge(level: number): Promise<Challenge>;
  /**
   * Whether `proof` (the base64 JSON payload the browser sends) answers one of our challenges,
   * unexpired and never accepted before. Malformed proofs are false, never an error.
   */
  verify(proof: string): Promise<boolean>;
}

/** The counter range of a level: [low, 2 low). */
export function counterRange(level: number, base = POW_BASE_COUNTER): { low: number; high: number } {
  const low = base * 2 ** (Math.min(POW_MAX_LEVEL, Math.max(1, Math.round(level))) - 1);
  return { low, high: 2 * low };
}

function parsePayload(proof: string): Payload | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(proof, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const { challenge, solution } = value as Partial<Payload>;
    if (typeof challenge !== 'object' || challenge === null || typeof challenge.parameters !== 'object' || challenge.parameters === null) return undefined;
    if (typeof challenge.signature !== 'string' || typeof solution !== 'object' || solution === null) return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

/**
 * Expiry is on the real clock (Date.now), as altcha-lib's own check is, never a test's clock, and
 * so is the limiter's memory of used challenges.
 */
export function createProofOfWork(options: {
  secret: Buffer;
  limiter: RateLimiter;
  /** Level 1's counter base; tests solve with a small one (the work is not what they test). */
  baseCounter?: number;
}): ProofOfWork {
  const signatureSecret = options.secret.subarray(0, 16).toString('hex');
  const keySecret = options.secret.subarray(16).toString('hex');
  return {
    challenge: (level) => {
      const { low, high } = counterRange(level, options.baseCounter);
      return createChallenge({
        algorithm: POW_ALGORITHM,
        cost: POW_COST,
        counter: randomInt(high - 1, low),
        deriveKey: pbkdf2,
        expiresAt: Math.floor(Date.now() / 1000) + POW_TTL_SECONDS,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySecret,
      });
    },
    async verify(proof) {
      const payload = parsePayload(proof);
      if (!payload || payload.challenge.parameters.algorithm !== POW_ALGORITHM) return false;
      const expiresAt = payload.challenge.parameters.expiresAt;
      if (typeof expiresAt !== 'number' || expiresAt * 1000 < Date.now()) return false;
      const verified = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey: pbkdf2,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySecret,
      }).then(
        (result) => result.verified,
        () => false,
      );
      if (!verified) return false;
      // Each challenge once, across every server process: the first to count its signature wins.
      const first = await options.limiter.consume(payload.challenge.signature as string, USED);
      return first.allowed;
    },
  };
}
