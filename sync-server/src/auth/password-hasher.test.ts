import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { createPasswordHasher } from './password-hasher';

const FAST = { logN: 10, r: 8, p: 1 };

describe('password hasher queue', () => {
  it('hashes and verifies as scrypt does', async () => {
    const hasher = createPasswordHasher({ params: FAST });
    const phc = await hasher.hash('Lantern-Orchard-Quill-71');
    expect(phc).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(await hasher.verify('Lantern-Orchard-Quill-71', phc)).toBe(true);
    expect(await hasher.verify('wrong', phc)).toBe(false);
  });

  it('runs at most `concurrency` hashes at once and refuses past the queue at once with 503 and Retry-After', async () => {
    const hasher = createPasswordHasher({ params: FAST, concurrency: 1, maxQueued: 2, dutyCycle: false });
    const accepted = [hasher.hash('one-password'), hasher.hash('two-password'), hasher.hash('three-password')];
    expect(hasher.load()).toEqual({ running: 1, waiting: 2 });
    const refused = await hasher.hash('four-password').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThan(0);
    expect(() => hasher.refuseIfFull()).toThrow(AppError);
    expect(await Promise.all(accepted)).toHaveLength(3);
    expect(() => hasher.refuseIfFull()).not.toThrow();
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its slot when a hash fails', async () => {
    const hasher = createPasswordHasher({ params: { logN: 40, r: 8, p: 1 }, concurrency: 1, maxQueued: 1 });
    await expect(hasher.hash('any-password')).rejects.toThrow();
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });
});
