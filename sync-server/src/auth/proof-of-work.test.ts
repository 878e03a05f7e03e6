import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestDatabase } from '../test/test-databases';
import { createSqliteTestDatabase } from '../test/test-databases';
import { solveProof } from '../test/solve-proof';
import { POW_ALGORITHM, POW_BASE_COUNTER, POW_COST, POW_TTL_SECONDS, counterRange, createProofOfWork } from './proof-of-work';
import type { ProofOfWork } from './proof-of-work';
import { createRateLimiter } from './rate-limiter';

const SECRET = Buffer.alloc(32, 7);

describe('proof of work (ALTCHA v2)', () => {
  let database: TestDatabase;
  let pow: ProofOfWork;
  beforeEach(async () => {
    database = await createSqliteTestDatabase();
    pow = createProofOfWork({ secret: SECRET, limiter: createRateLimiter(database.driver), baseCounter: 8 });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database.drop();
  });

  it('asks for PBKDF2-SHA-256 keys of 1,000 iterations, and the expected work doubles at level 2, the highest', () => {
    expect(counterRange(1)).toEqual({ low: POW_BASE_COUNTER, high: 2 * POW_BASE_COUNTER });
    expect(counterRange(2)).toEqual({ low: 2 * POW_BASE_COUNTER, high: 4 * POW_BASE_COUNTER });
    expect(counterRange(9)).toEqual(counterRange(2));
    expect(counterRange(0)).toEqual(counterRange(1));
    expect([POW_ALGORITHM, POW_COST]).toEqual(['PBKDF2/SHA-256', 1000]);
  });

  it('accepts a solved challenge once, with the counter the server chose in the level range', async () => {
    const challenge = await pow.challenge(2);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000 });
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution?.counter).toBeGreaterThanOrEqual(16);
    expect(solution?.counter).toBeLessThan(32);
    const proof = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    expect(await pow.verify(proof)).toBe(true);
    expect(await pow.verify(proof)).toBe(false);
  });

  it('refuses a wrong key, a changed challenge, another server’s challenge, an expired one and garbage, without throwing', async () => {
    const challenge = await pow.challenge(1);
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('unsolved');
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const flipped = solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(await pow.verify(encode({ challenge, solution: { ...solution, derivedKey: flipped } }))).toBe(false);
    const easier: Challenge = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await pow.verify(encode({ challenge: easier, solution }))).toBe(false);
    const other = createProofOfWork({ secret: Buffer.alloc(32, 9), limiter: createRateLimiter(database.driver), baseCounter: 8 });
    expect(await pow.verify(await solveProof(await other.challenge(1)))).toBe(false);
    for (const garbage of ['', 'not base64 at all', encode(null), encode({ challenge: 1, solution: 2 }), encode({ challenge: { parameters: {} }, solution: {} })]) {
      expect(await pow.verify(garbage)).toBe(false);
    }
    // The right answer still counts: nothing above used it up.
    const proof = encode({ challenge, solution });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (POW_TTL_SECONDS + 1) * 1000 });
    expect(await pow.verify(proof)).toBe(false);
    vi.useRealTimers();
    expect(await pow.verify(proof)).toBe(true);
  });
});
