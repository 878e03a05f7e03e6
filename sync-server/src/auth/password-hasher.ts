import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { AppError } from '../http/app-error';
import type { ScryptParams } from './password-hash';
import { DEFAULT_SCRYPT_PARAMS, hashPassword, verifyPassword } from './password-hash';

/**
 * Password hashing through a small bounded queue that is fair between callers. scrypt runs on
 * libuv's thread pool, which the session checks (jose's HMAC through WebCrypto) and file reads
 * share: without a bound, a flood of logins fills the pool and every signed-in request waits
 * behind it. At most `concurrency` hashes run at once (one core is left to serve requests), one
 * more for callers with no recent failures (a flood never holds it), and a hash for a failing
 * caller first waits as long as the last hash took.
 *
 * Fair: each hash names who asks (a client address, or a known device) and a priority. One
 * caller holds at most `maxWaitingPerCaller` places in the queue (past it: 429 for that caller
 * alone), the next hash goes to the best priority and, within it, to the caller served longest
 * ago (round robin), and when the queue is full a caller whose turn would come sooner takes the
 * place of the one whose turn would come last. A flood from one address therefore never holds more than a
 * couple of places, and a flood from many addresses, whose failures put them last, cannot keep
 * out a known device or an address with no failures.
 */
export interface HashCaller {
  /** Who asks: a client address, or an account's known device. */
  key: string;
  /** 0 first: a known device, then an address with no recent failures, then the rest. */
  priority: number;
}

export interface PasswordHasher {
  hash(password: string, caller?: HashCaller): Promise<string>;
  /**
   * Whether the password matches the hash. With no hash (no such account) it checks the password
   * against a dummy hash of the same cost, so the answer takes as long as for a real account.
   */
  verify(password: string, phc: string | null, caller?: HashCaller): Promise<boolean>;
  /** Throws now (429 for this caller, 503 for everyone) when a hash would not find a place, before any other work. */
  refuseIfFull(caller?: HashCaller): void;
  /** Hashes running and waiting (for tests and the bench). */
  load(): { running: number; waiting: number };
}

export interface PasswordHasherOptions {
  params?: ScryptParams;
  concurrency?: number;
  maxQueued?: number;
  maxWaitingPerCaller?: number;
  /** Pause between queued hashes as long as each took (default on; tests of the queue turn it off). */
  dutyCycle?: boolean;
  /**
   * Slots beyond `concurrency` that only callers with no recent failures (priority 0 or 1) may use:
   * a flood's failing hashes never hold them, so people signing in keep a lane of their own.
   */
  trustedExtra?: number;
}

export const DEFAULT_HASH_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));
export const DEFAULT_HASH_QUEUE = 16;
export const DEFAULT_WAITING_PER_CALLER = 2;
/** One more slot for callers with no recent failures (see PasswordHasherOptions.trustedExtra). */
export const DEFAULT_TRUSTED_EXTRA = 1;
/** The priority of callers whose hashes are paced (see HashCaller). */
const FAILING = 2;
/**
 * A hash no sign-in asked for (a new account's or a new password's, whose routes have limits of
 * their own; the demo accounts at start): middle priority, a turn of its own, and no per-caller cap.
 */
const unnamed = (seq: number): HashCaller => ({ key: `unnamed:${seq}`, priority: 1 });

interface Waiter {
  caller: HashCaller;
  seq: number;
  start: () => void;
  refuse: (error: AppError) => void;
}

export function createPasswordHasher(options: PasswordHasherOptions = {}): PasswordHasher {
  const params = options.params ?? DEFAULT_SCRYPT_PARAMS;
  const concurrency = options.concurrency ?? DEFAULT_HASH_CONCURRENCY;
  const maxQueued = options.maxQueued ?? DEFAULT_HASH_QUEUE;
  const maxWaitingPerCaller = options.maxWaitingPerCaller ?? DEFAULT_WAITING_PER_CALLER;
  const dutyCycle = options.dutyCycle ?? true;
  const trustedExtra = options.trustedExtra ?? DEFAULT_TRUSTED_EXTRA;
  /** How many hashes may run when `caller` would start one. */
  const slotsFor = (caller: HashCaller) => concurrency + (caller.priority < FAILING ? trustedExtra : 0);
  // Made once, at start, so the first unknown e-mail costs what every later one does.
  const dummy = hashPassword(randomUUID(), params);
  dummy.catch(() => undefined);
  let running = 0;
  let seq = 0;
  const waiting: Waiter[] = [];
  /** When each caller last got a slot (a sequence number), for round robin; forgotten when it has none waiting. */
  const lastServed = new Map<string, number>();

  const busy = () => new AppError('unavailable', 'Too many sign-ins right now. Please try again in a moment.', undefined, 2);
  const callerBusy = () => new AppError('rate_limited', 'Too many attempts. Please wait a few minutes and try again.', undefined, 2);
  const waitingFor = (key: string) => waiting.reduce((count, waiter) => count + (waiter.caller.key === key ? 1 : 0), 0);
  /** Whose turn comes first: better priority, then the caller served longest ago (never: first). Negative: `a` first. */
  const compare = (a: HashCaller, b: HashCaller) => a.priority - b.priority || (lastServed.get(a.key) ?? -1) - (lastServed.get(b.key) ?? -1);
  /** The waiter a better caller may replace: the last in turn, the newest of those. */
  const last = () => waiting.reduce<Waiter | undefined>((found, waiter) => (!found || compare(waiter.caller, found.caller) > 0 || (compare(waiter.caller, found.caller) === 0 && waiter.seq > found.seq) ? waiter : found), undefined);

  /** Throws when `caller` would get no place; otherwise says whom it would replace (if anyone). */
  function admit(caller: HashCaller): Waiter | undefined {
    if (running < slotsFor(caller)) return undefined;
    if (!caller.key.startsWith('unnamed:') && waitingFor(caller.key) >= maxWaitingPerCaller) throw callerBusy();
    if (waiting.length < maxQueued) return undefined;
    const replaced = last();
    if (replaced && compare(replaced.caller, caller) > 0) return replaced;
    throw busy();
  }

  /** The best waiter, taken out of the queue if a slot is free for it. */
  function next(): Waiter | undefined {
    let best: Waiter | undefined;
    for (const waiter of waiting) if (!best || (compare(waiter.caller, best.caller) || waiter.seq - best.seq) < 0) best = waiter;
    if (!best || running >= slotsFor(best.caller)) return undefined;
    waiting.splice(waiting.indexOf(best), 1);
    return best;
  }

  function served(key: string) {
    lastServed.set(key, (seq += 1));
    // Only callers still waiting need their turn remembered.
    if (lastServed.size > 4 * maxQueued) for (const known of lastServed.keys()) if (known !== key && waitingFor(known) === 0) lastServed.delete(known);
  }

  async function run<T>(caller: HashCaller, work: () => Promise<T>): Promise<T> {
    const replaced = admit(caller);
    if (running >= slotsFor(caller)) {
      if (replaced) {
        waiting.splice(waiting.indexOf(replaced), 1);
        replaced.refuse(busy());
      }
      // The slot is counted by whoever hands it over (see `finally`).
      await new Promise<void>((resolve, reject) => waiting.push({ caller, seq: (seq += 1), start: resolve, refuse: reject }));
    } else {
      running += 1;
    }
    served(caller.key);
    const started = performance.now();
    try {
      return await work();
    } finally {
      // Free the slot and hand it to the next in line. Before a hash for a caller that has been
      // failing (priority 2), the slot first rests as long as this hash took: a flood's hashing
      // then uses at most half of a core, and requests keep the rest; the others go at once.
      running -= 1;
      const waiter = next();
      if (waiter) {
        running += 1;
        if (dutyCycle && waiter.caller.priority >= FAILING) setTimeout(waiter.start, performance.now() - started);
        else waiter.start();
      }
    }
  }

  return {
    hash: (password, caller = unnamed((seq += 1))) => run(caller, () => hashPassword(password, params)),
    verify: (password, phc, caller = unnamed((seq += 1))) =>
      run(caller, async () => {
        if (phc !== null) return verifyPassword(password, phc);
        await verifyPassword(password, await dummy);
        return false;
      }),
    refuseIfFull: (caller = unnamed(0)) => void admit(caller),
    load: () => ({ running, waiting: waiting.length }),
  };
}
