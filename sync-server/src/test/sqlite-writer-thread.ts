import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Prefix of the ids of the users a writer thread inserts. */
export const WRITER_USER_PREFIX = 'load-';

/** Answers each writer transaction inserts with its user. */
export const WRITER_ANSWERS_PER_USER = 3;

/**
 * Runs in its own thread with its own connection, like another process: until told to stop, one
 * transaction after another, each inserting a user and its answers (so a torn copy would show a
 * user without all its answers). Users are numbered from 0, so a consistent copy holds 0..n-1.
 */
const WRITER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const shared = new Int32Array(workerData.shared);
const db = new SQLite(workerData.file, { timeout: 5000 });
db.pragma('foreign_keys = ON');
const addUser = db.prepare("insert into users (id, email, first_name, last_name, password_hash, created_at, updated_at) values (?, ?, 'Load', 'Writer', 'x', ?, ?)");
const addAnswer = db.prepare("insert into assessment_answers (user_id, assessment_id, item_key, value, client_stamp, updated_at) values (?, 'neo', ?, '\\"3\\"', ?, ?)");
const write = db.transaction((n) => {
  const id = workerData.prefix + String(n).padStart(6, '0');
  const now = new Date().toISOString();
  addUser.run(id, id + '@load.example', now, now);
  for (let key = 0; key < workerData.answers; key += 1) addAnswer.run(id, String(key), n, now);
});
let n = 0;
while (Atomics.load(shared, 0) === 0) {
  write(n);
  n += 1;
  Atomics.store(shared, 1, n);
}
db.close();
parentPort.postMessage(n);
`;

export interface WriterThread {
  /** Transactions committed so far. */
  written(): number;
  /** Resolves once `count` transactions are committed. */
  reach(count: number): Promise<void>;
  /** Stops after the current transaction; resolves with the number committed. */
  stop(): Promise<number>;
}

/** Starts a thread writing to the SQLite file `file` (a migrated database of this product) until stopped. */
export function startWriterThread(file: string): WriterThread {
  const shared = new SharedArrayBuffer(8);
  const flags = new Int32Array(shared);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WRITER_SOURCE, { eval: true, workerData: { file, driver, shared, prefix: WRITER_USER_PREFIX, answers: WRITER_ANSWERS_PER_USER } });
  const finished = new Promise<number>((resolve, reject) => {
    worker.once('message', (count: number) => resolve(count));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`writer thread exited with ${code} before reporting`)));
  });
  // A failure before stop() is asked for is reported by reach() and stop(), not as an unhandled rejection.
  finished.catch(() => undefined);
  const written = () => Atomics.load(flags, 1);
  return {
    written,
    async reach(count) {
      const deadline = Date.now() + 15_000;
      while (written() < count) {
        await Promise.race([finished.then(() => Promise.reject(new Error('writer thread stopped early'))), new Promise((resolve) => setTimeout(resolve, 5))]);
        if (Date.now() > deadline) throw new Error(`writer thread wrote ${written()} of ${count} in 15 s`);
      }
    },
    async stop() {
      Atomics.store(flags, 0, 1);
      return finished;
    },
  };
}
