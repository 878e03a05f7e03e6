/** How one device check came out: fine, works with a caveat, or stops offline use. */
export type CheckStatus = 'pass' | 'warn' | 'fail';

export type DeviceCheckId = 'indexeddb' | 'storage' | 'service-worker' | 'online' | 'clock' | 'screen';

export interface DeviceCheckResult {
  id: DeviceCheckId;
  title: string;
  status: CheckStatus;
  /** What was found, in plain words. */
  detail: string;
  /** What to do about it (warnings and failures). */
  advice?: string;
}

/** A check that took too long counts as not working: a browser that hangs here hangs on answers too. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
