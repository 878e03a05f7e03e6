import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestDatabase } from '../test/test-databases';
import { dialectCases } from '../test/test-databases';
import { createRateLimiter } from './rate-limiter';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const rule = { name: 'test-rule', limit: 3, windowSeconds: 60 };

describe.each(cases)('rate limiter on $dialect', ({ create }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await create();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database.drop();
  });

  it('allows the limit within a window, refuses the next with the time left, and opens again after the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z') });
    const limiter = createRateLimiter(database.driver);
    for (let i = 0; i < 3; i += 1) expect((await limiter.consume('k', rule)).allowed).toBe(true);
    expect(await limiter.consume('k', rule)).toMatchObject({ allowed: false, retryAfterSeconds: 60, count: 4 });
    expect((await limiter.peek('k', rule)).allowed).toBe(false);
    expect((await limiter.consume('other', rule)).allowed).toBe(true);
    vi.setSystemTime(new Date('2026-11-23T09:01:00.001Z'));
    expect((await limiter.peek('k', rule)).allowed).toBe(true);
    expect((await limiter.consume('k', rule)).allowed).toBe(true);
  });

  it('counts parallel events atomically: 30 at once, exactly the limit allowed', async () => {
    const limiter = createRateLimiter(database.driver);
    const verdicts = await Promise.all(Array.from({ length: 30 }, () => limiter.consume('burst', rule)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(3);
  });

  it('keeps counts in the database: a new limiter (a restart, another process) sees them', async () => {
    for (let i = 0; i < 3; i += 1) await createRateLimiter(database.driver).consume('shared', rule);
    expect((await createRateLimiter(database.driver).consume('shared', rule)).allowed).toBe(false);
  });

  it('gives a point back on refund and forgets a key on clear', async () => {
    const limiter = createRateLimiter(database.driver);
    for (let i = 0; i < 3; i += 1) await limiter.consume('k', rule);
    await limiter.refund('k', rule);
    expect((await limiter.consume('k', rule)).allowed).toBe(true);
    expect((await limiter.consume('k', rule)).allowed).toBe(false);
    await limiter.clear('k', rule);
    expect((await limiter.peek('k', rule)).allowed).toBe(true);
  });

  it('keeps rules apart even for the same key', async () => {
    const limiter = createRateLimiter(database.driver);
    for (let i = 0; i < 3; i += 1) await limiter.consume('k', rule);
    expect((await limiter.consume('k', { ...rule, name: 'another-rule' })).allowed).toBe(true);
  });
});
