import type { Logger } from 'pino';
import type { StorageFailure } from './storage-failure';
import { storageFailureOf } from './storage-failure';

/**
 * Whether the database can take writes. A write refused for lack of space makes it unhealthy;
 * from then on each check tries a small write (the probe) and is healthy again once one succeeds.
 */
export interface StorageHealth {
  /** Records a write that failed for lack of space. */
  reportFull(failure: StorageFailure): void;
  /** True while no failure is known, or once the probe write succeeds after one. */
  check(): Promise<boolean>;
}

export function createStorageHealth(options: { probe: () => Promise<void>; logger: Logger }): StorageHealth {
  let failure: StorageFailure | undefined;
  let probing: Promise<boolean> | undefined;

  async function probe(seen: StorageFailure): Promise<boolean> {
    try {
      await options.probe();
    } catch (error) {
      const again = storageFailureOf(error);
      if (again && failure === seen) failure = again;
      return false;
    }
    // A write that failed while the probe ran keeps the state unhealthy.
    if (failure === seen) {
      failure = undefined;
      options.logger.info({ storage: { previous: seen.code } }, 'storage writable again: a probe write succeeded');
    }
    return failure === undefined;
  }

  return {
    reportFull(next) {
      failure = next;
    },
    async check() {
      if (!failure) return true;
      probing ??= probe(failure).finally(() => {
        probing = undefined;
      });
      return probing;
    },
  };
}
