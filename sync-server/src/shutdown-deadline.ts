export class ShutdownTimeoutError extends Error {
  override readonly name = 'ShutdownTimeoutError';

  constructor(readonly timeoutMs: number) {
    super(`The shutdown did not finish within ${timeoutMs / 1000} s.`);
  }
}

/**
 * Waits for the shutdown at most `timeoutMs`: past it, `onTimeout` runs (e.g. cut the remaining
 * connections) and the promise rejects with ShutdownTimeoutError, while the shutdown goes on.
 */
export async function withDeadline(shutdown: Promise<void>, timeoutMs: number, onTimeout: () => void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new ShutdownTimeoutError(timeoutMs));
    }, timeoutMs);
  });
  // A failure after the deadline has nobody waiting for it.
  shutdown.catch(() => undefined);
  try {
    await Promise.race([shutdown, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
