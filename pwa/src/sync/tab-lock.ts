export type LockResult<T> = { acquired: true; value: T } | { acquired: false };

/**
 * Runs a task while holding a named lock shared by the tabs of this browser: 'try' gives up at
 * once when another holder has it, 'wait' queues for it (at most waitMs).
 */
export type TabLock = <T>(name: string, mode: 'try' | 'wait', task: () => Promise<T>, waitMs?: number) => Promise<LockResult<T>>;

const held = new Map<string, Promise<unknown>>();

/** The fallback where Web Locks are missing (jsdom, old browsers): one holder per name in this page. */
export const memoryLock: TabLock = async (name, mode, task) => {
  if (mode === 'try' && held.has(name)) return { acquired: false };
  while (held.has(name)) await held.get(name)?.catch(() => undefined);
  const running = task();
  held.set(name, running);
  try {
    return { acquired: true, value: await running };
  } finally {
    held.delete(name);
  }
};

const webLock: TabLock = async (name, mode, task, waitMs) => {
  const locks = navigator.locks;
  if (mode === 'try') {
    return locks.request(name, { ifAvailable: true }, async (lock) => (lock ? { acquired: true as const, value: await task() } : { acquired: false as const }));
  }
  try {
    const options: LockOptions = waitMs === undefined ? {} : { signal: AbortSignal.timeout(waitMs) };
    return await locks.request(name, options, async () => ({ acquired: true as const, value: await task() }));
  } catch (error) {
    const errorName = (error as Error | null)?.name;
    if (errorName === 'AbortError' || errorName === 'TimeoutError') return { acquired: false };
    throw error;
  }
};

/** Web Locks when the browser has them (one tab at a time across the origin), else the page-local fallback. */
export const tabLock: TabLock = (name, mode, task, waitMs) =>
  (typeof navigator !== 'undefined' && navigator.locks && typeof navigator.locks.request === 'function' ? webLock : memoryLock)(name, mode, task, waitMs);
