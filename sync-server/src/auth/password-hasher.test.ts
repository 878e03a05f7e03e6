import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { createPasswordHasher } from './password-hasher';

const FAST = { logN: 10, r: 8, p: 1 };
const caller = (key: string, priority = 1) => ({ key, priority });
const statusOf = (error: unknown) => (error instanceof AppError ? error.status : 0);

describe('password hasher queue', () => {
  it('hashes and verifies as scrypt does', async () => {
    const hasher = createPasswordHasher({ params: FAST });
    const phc = await hasher.hash('Lantern-Orchard-Quill-71');
    expect(phc).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(await hasher.verify('Lantern-Orchard-Quill-71', phc)).toBe(true);
    expect(await hasher.verify('wrong', phc)).toBe(false);
  });

  it('checks a password for no account against a dummy hash, in the queue like any other', async () => {
    const hasher = createPasswordHasher({ params: FAST, concurrency: 1, trustedExtra: 0, dutyCycle: false });
    const check = hasher.verify('Lantern-Orchard-Quill-71', null);
    expect(hasher.load()).toEqual({ running: 1, waiting: 0 });
    expect(await check).toBe(false);
  });

  it('runs at most `concurrency` hashes at once and refuses past the queue at once with 503 and Retry-After', async () => {
    const hasher = createPasswordHasher({ params: FAST, concurrency: 1, trustedExtra: 0, maxQueued: 2, dutyCycle: false });
    const accepted = [hasher.hash('one-password', caller('a')), hasher.hash('two-password', caller('b')), hasher.hash('three-password', caller('c'))];
    expect(hasher.load()).toEqual({ running: 1, waiting: 2 });
    const refused = await hasher.hash('four-password', caller('d')).catch((error: unknown) => error);
    expect(statusOf(refused)).toBe(503);
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThan(0);
    expect(() => hasher.refuseIfFull(caller('d'))).toThrow(AppError);
    expect(await Promise.all(accepted)).toHaveLength(3);
    expect(() => hasher.refuseIfFull(caller('d'))).not.toThrow();
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives one caller at most two places in the queue (429 for it alone), and the next turn to a caller not served yet', async () => {
    const hasher = createPasswordHasher({ params: FAST, concurrency: 1, trustedExtra: 0, maxQueued: 8, dutyCycle: false });
    const order: string[] = [];
    const run = (name: string, key: string) => hasher.hash(`${name}-password`, caller(key)).then(() => order.push(name));
    const flood = [run('flood-1', 'flood'), run('flood-2', 'flood'), run('flood-3', 'flood')];
    const fourth = await hasher.hash('flood-4-password', caller('flood')).catch((error: unknown) => error);
    expect(statusOf(fourth)).toBe(429);
    expect(() => hasher.refuseIfFull(caller('flood'))).toThrow(AppError);
    expect(() => hasher.refuseIfFull(caller('owner'))).not.toThrow();
    await Promise.all([...flood, run('owner', 'owner')]);
    expect(order).toEqual(['flood-1', 'owner', 'flood-2', 'flood-3']);
  });

  it('lets a caller of better priority take the place of the newest of the worst when the queue is full', async () => {
    const hasher = createPasswordHasher({ params: FAST, concurrency: 1, trustedExtra: 0, maxQueued: 2, dutyCycle: false });
    const first = hasher.hash('first-password', caller('a', 2));
    const second = hasher.hash('second-password', caller('b', 2));
    const third = hasher.hash('third-password', caller('c', 2)).catch((error: unknown) => error);
    const known = hasher.hash('known-password', caller('device', 0));
    expect(statusOf(await third)).toBe(503);
    // No one worse is waiting for an equal caller to replace.
    expect(statusOf(await hasher.hash('late-password', caller('d', 2)).catch((error: unknown) => error))).toBe(503);
    expect(await Promise.all([first, second, known])).toHaveLength(3);
  });

  it('frees its slot when a hash fails', async () => {
    const hasher = createPasswordHasher({ params: { logN: 40, r: 8, p: 1 }, concurrency: 1, trustedExtra: 0, maxQueued: 1 });
    await expect(hasher.hash('any-password')).rejects.toThrow();
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });
  it('keeps one more slot for callers with no recent failures, which a flood of failing callers never holds', async () => {
    const hasher = createPasswordHasher({ params: FAST, concurrency: 1, maxQueued: 8, dutyCycle: false });
    const order: string[] = [];
    const run = (name: string, who: ReturnType<typeof caller>) => hasher.hash(`${name}-password`, who).then(() => order.push(name));
    const flood = [run('flood-a', caller('flood-a', 2)), run('flood-b', caller('flood-b', 2)), run('flood-c', caller('flood-c', 2))];
    // One failing hash runs; the others wait for that slot and never take the second.
    expect(hasher.load()).toEqual({ running: 1, waiting: 2 });
    const owner = run('owner', caller('owner', 1));
    expect(hasher.load()).toEqual({ running: 2, waiting: 2 });
    const device = run('device', caller('device', 0));
    expect(hasher.load()).toEqual({ running: 2, waiting: 3 });
    await Promise.all([...flood, owner, device]);
    // The known device waited for the first slot to free, and went before the flood's others.
    expect(order.indexOf('device')).toBeLessThan(order.indexOf('flood-b'));
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });
});
