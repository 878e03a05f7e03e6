import { POW_MAX_LEVEL } from './proof-of-work';

/**
 * How hard the password-hash queue is pressed, as a proof-of-work level: 0 while sign-ins go
 * through at once, 1 from PRESSURE_WAITING hashes waiting, one more for each further STEP waiting
 * (at most POW_MAX_LEVEL: 2, from 8 waiting). Level 1 holds for HOLD_MS after the queue last showed pressure, so a
 * flood that the proof slows down does not switch the proof off the moment the queue empties (and
 * back on when it fills again); the higher levels last only while the queue is that deep, so people
 * signing in after a burst wait the least a proof can take.
 */
export const PRESSURE_WAITING = 4;
const STEP = 4;
export const PRESSURE_HOLD_MS = 120_000;

export interface HashPressure {
  level(): number;
}

export function createHashPressure(load: () => { waiting: number }, options: { now?: () => number; holdMs?: number; always?: boolean } = {}): HashPressure {
  const now = options.now ?? (() => performance.now());
  const holdMs = options.holdMs ?? PRESSURE_HOLD_MS;
  let heldUntil = -Infinity;
  return {
    level() {
      const { waiting } = load();
      const current = waiting < PRESSURE_WAITING ? 0 : Math.min(POW_MAX_LEVEL, 1 + Math.floor((waiting - PRESSURE_WAITING) / STEP));
      const at = now();
      if (current > 0) heldUntil = at + holdMs;
      // SIGN_IN_PROOF=always: level 1 at least, whatever the queue.
      return Math.max(current, at < heldUntil || options.always ? 1 : 0);
    },
  };
}
