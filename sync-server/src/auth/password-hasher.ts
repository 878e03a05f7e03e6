import { availableParallelism } from 'node:os';
import { AppError } from '../http/app-error';
import type { ScryptParams } from './password-hash';
import { DEFAULT_SCRYPT_PARAMS, hashPassword, verifyPassword } from './password-hash';

/**
 * Password hashing through a small bounded queue. scrypt runs on libuv's thread pool, which the
 * session checks (jose's HMAC through WebCrypto) and file reads share: without a bound, a flood of
 * logins fills the pool and every signed-in request waits behind it. At most `concurrency` hashes
 * run at once (one core is left to serve requests), and while others wait, each next hash first
 * pauses as long as the last one took; past `maxQueued` waiting, a login is refused at once with
 * 503 and Retry-After rather than queued for seconds.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, phc: string): Promise<boolean>;
  /** Throws the queue's 503 now when a hash would not find a place (before any other work). */
  refuseIfFull(): void;
  /** Hashes running and waiting (for tests and the bench). */
  load(): { running: number; waiting: number };
}

export interface PasswordHasherOptions {
  params?: ScryptParams;
  concurrency?: number;
  maxQueued?: number;
  /** Pause between queued hashes as long as each took (default on; tests of the queue turn it off). */
  dutyCycle?: boolean;
}

export const DEFAULT_HASH_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));
export const DEFAULT_HASH_QUEUE = 16;

export function createPasswordHasher(options: PasswordHasherOptions = {}): PasswordHasher {
  const params = options.params ?? DEFAULT_SCRYPT_PARAMS;
  const concurrency = options.concurrency ?? DEFAULT_HASH_CONCURRENCY;
  const maxQueued = options.maxQueued ?? DEFAULT_HASH_QUEUE;
  const dutyCycle = options.dutyCycle ?? true;
  let running = 0;
  const waiting: Array<() => void> = [];

  const full = () => running >= concurrency && waiting.length >= maxQueued;
  const busy = () => new AppError('unavailable', 'Too many sign-ins right now. Please try again in a moment.', undefined, 2);

  async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (full()) throw busy();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      // Hand the slot to the next in line, or free it. Under a queue, the next hash waits as long
      // as this one took: hashing then uses at most half of a core, and requests keep the rest.
      const next = waiting.shift();
      if (!next) running -= 1;
      else if (dutyCycle) setTimeout(next, performance.now() - started);
      else next();
    }
  }

  return {
    hash: (password) => run(() => hashPassword(password, params)),
    verify: (password, phc) => run(() => verifyPassword(password, phc)),
    refuseIfFull: () => {
      if (full()) throw busy();
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
