import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** SQLite's own default: a checkpoint after a commit leaves 1,000 pages or more in the log. */
const AUTOCHECKPOINT_PAGES = 1000;

export interface Checkpointer {
  /** Stops the worker (its connection closed); the server's connection checkpoints on its own again. */
  stop(): Promise<void>;
}

export interface CheckpointerOptions {
  /** How often the worker checkpoints (ms). */
  intervalMs?: number;
  /** The worker failed or ended early: the server's connection checkpoints on its own again. */
  onFailure?: (message: string) => void;
  /** After each checkpoint that found frames in the log (tests watch this). */
  onCheckpoint?: (result: { frames: number; copied: number }) => void;
}

/**
 * Checkpoints a SQLite database in WAL mode from a worker thread, not the server's event loop.
 * By default SQLite checkpoints inside the commit that pushes the log past 1,000 pages: that
 * commit copies 4 MB into the database and waits for its fsync, with the event loop blocked
 * (under the bench's answer load, one commit in eight took over 4 ms, two fifths of all commit
 * time). Here the server's connection never checkpoints (`wal_autocheckpoint = 0`) while a
 * worker's own connection runs a PASSIVE checkpoint every `intervalMs`, which neither waits for
 * nor blocks readers and writers; the log restarts from its start once all of it is copied.
 * Durability is unchanged: a commit is on disk when its log frames are (synchronous = FULL).
 * Resolves once the worker's connection is open.
 */
export async function startCheckpointer(sqlite: SQLite.Database, options: CheckpointerOptions = {}): Promise<Checkpointer> {
  const worker = new Worker(new URL('./sqlite-checkpoint-worker.mjs', import.meta.url), {
    workerData: { file: sqlite.name, intervalMs: options.intervalMs ?? 100 },
  });
  let stopping = false;
  const fallBack = (message: string) => {
    if (stopping || !sqlite.open) return;
    sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
    options.onFailure?.(message);
  };
  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => finish(error);
    const ended = (code: number) => finish(new Error(`The checkpoint worker ended before it was ready (code ${code}).`));
    const ready = () => finish(undefined);
    // Only these listeners are removed: the Worker keeps listeners of its own.
    function finish(error: Error | undefined) {
      worker.off('error', failed).off('exit', ended).off('message', ready);
      if (error) reject(error);
      else resolve();
    }
    worker.once('error', failed).once('exit', ended).once('message', ready);
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  sqlite.pragma('wal_autocheckpoint = 0');
  // A failure that repeats (a full disk) is told once, until a checkpoint succeeds again.
  let failing = false;
  worker.on('message', (message: { frames?: number; copied?: number; failed?: string }) => {
    if (message.failed !== undefined) {
      if (!failing) options.onFailure?.(`A checkpoint failed: ${message.failed}`);
      failing = true;
    } else if (message.frames !== undefined) {
      failing = false;
      options.onCheckpoint?.({ frames: message.frames, copied: message.copied ?? 0 });
    }
  });
  worker.on('error', (error) => fallBack(`The checkpoint worker failed: ${error.message}`));
  worker.on('exit', (code) => fallBack(`The checkpoint worker ended (code ${code}).`));
  return {
    async stop() {
      if (stopping) return;
      stopping = true;
      const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('stop');
      await ended;
      if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
    },
  };
}
