import fs from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { isDatabaseReachable } from '../../../db/database';
import { pendingMigrations } from '../../../db/pending-migrations';
import type { Database } from '../../../db/schema';
import { storageFailureOf } from '../../../db/storage-failure';
import type { StorageHealth } from '../../../db/storage-health';

export interface ReadinessChecks {
  database: 'ok' | 'failed';
  migrations: 'ok' | 'pending' | 'failed';
  /** A small write succeeds (`full`: the database storage is out of space). */
  storage: 'ok' | 'full' | 'failed';
  /** DATA_DIR (the SQLite file's folder by default, the generated secrets) is writable. */
  dataDir: 'ok' | 'failed';
}

export interface ReadinessReport {
  ready: boolean;
  checks: ReadinessChecks;
}

export interface Readiness {
  check(): Promise<ReadinessReport>;
}

/** A successful probe write is trusted this long, so a load balancer polling every second costs one write in ten. */
const PROBE_TRUSTED_MS = 10_000;

/**
 * Whether this instance should get traffic: the database answers, every migration of this code is
 * applied, a write succeeds and DATA_DIR is writable. The report names checks only (no paths or
 * driver messages); a change between ready and not ready is logged once.
 */
export function createReadiness(options: {
  db: Kysely<Database>;
  dataDir: string;
  storage: StorageHealth;
  probe: () => Promise<void>;
  logger: Logger;
  now?: () => number;
}): Readiness {
  const now = options.now ?? Date.now;
  let probedAt = Number.NEGATIVE_INFINITY;
  let wasReady: boolean | undefined;

  async function database(): Promise<ReadinessChecks['database']> {
    return (await isDatabaseReachable(options.db)) ? 'ok' : 'failed';
  }

  async function migrations(): Promise<ReadinessChecks['migrations']> {
    try {
      return (await pendingMigrations(options.db)).length ? 'pending' : 'ok';
    } catch {
      return 'failed';
    }
  }

  async function storage(): Promise<ReadinessChecks['storage']> {
    // After a write failed for lack of space, storage health probes until one succeeds.
    if (!(await options.storage.check())) return 'full';
    if (now() - probedAt < PROBE_TRUSTED_MS) return 'ok';
    try {
      await options.probe();
      probedAt = now();
      return 'ok';
    } catch (error) {
      const failure = storageFailureOf(error);
      if (!failure) return 'failed';
      options.storage.reportFull(failure);
      return 'full';
    }
  }

  async function dataDir(): Promise<ReadinessChecks['dataDir']> {
    try {
      await fs.access(options.dataDir, fs.constants.W_OK);
      return 'ok';
    } catch {
      return 'failed';
    }
  }

  return {
    async check() {
      const [db, applied, writable, folder] = await Promise.all([database(), migrations(), storage(), dataDir()]);
      const checks: ReadinessChecks = { database: db, migrations: applied, storage: writable, dataDir: folder };
      const ready = Object.values(checks).every((value) => value === 'ok');
      if (ready !== wasReady && (wasReady !== undefined || !ready)) {
        if (ready) options.logger.info({ checks }, 'ready');
        else options.logger.warn({ checks }, 'not ready');
      }
      wasReady = ready;
      return { ready, checks };
    },
  };
}
