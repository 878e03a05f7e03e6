/** Where the last stamp is kept, so the clock never goes back across reloads (or tabs). */
export const DEVICE_CLOCK_KEY = 'career.device-clock';

let last = 0;

function readPersisted(): number {
  try {
    const value = Number(localStorage.getItem(DEVICE_CLOCK_KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    // localStorage may be blocked; the in-memory clock still rises within this page.
    return 0;
  }
}

function persist(stamp: number): void {
  try {
    localStorage.setItem(DEVICE_CLOCK_KEY, String(stamp));
  } catch {
    // As above: best effort, the in-memory value keeps this page monotonic.
  }
}

/**
 * The device's answer clock: milliseconds since the epoch, strictly increasing on this device
 * (max(now, last + 1)), so a later answer always carries a newer stamp even if the wall clock
 * stepped back.
 */
export function nextStamp(now: number = Date.now()): number {
  const stamp = Math.max(now, last + 1, readPersisted() + 1);
  last = stamp;
  persist(stamp);
  return stamp;
}

/** Moves the clock past a stamp seen elsewhere (a server answer), so a later local edit wins over it. */
export function observeStamp(stamp: number): void {
  if (!Number.isFinite(stamp) || stamp <= Math.max(last, readPersisted())) return;
  last = stamp;
  persist(stamp);
}
