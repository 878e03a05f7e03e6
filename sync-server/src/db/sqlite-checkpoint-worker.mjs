// The worker thread of sqlite-checkpointer.ts: its own connection to the database file, which
// copies the write-ahead log into the database (a PASSIVE checkpoint: it never waits for, nor
// blocks, the server's reads and writes) every `intervalMs`. Plain JavaScript, so that it runs as
// it is under Node and tsx alike. Posts { frames, copied } after each checkpoint of a log with frames,
// { failed: message } when one fails (the next is tried all the same), and closes on 'stop'.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file, intervalMs } = workerData;
const db = new Database(file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
// This connection never writes, so it never checkpoints on its own (only when asked, below).
db.pragma('wal_autocheckpoint = 0');

// data_version changes when another connection commits: an idle database costs one read a tick.
let seenVersion = -1;
let behind = false;
const timer = setInterval(() => {
  try {
    const version = db.pragma('data_version', { simple: true });
    if (version === seenVersion && !behind) return;
    seenVersion = version;
    const [row] = db.pragma('wal_checkpoint(PASSIVE)');
    // Frames a reader still needed stay in the log: copied on a later tick.
    behind = row.log > row.checkpointed;
    if (row.log > 0) parentPort.postMessage({ frames: row.log, copied: row.checkpointed });
  } catch (error) {
    behind = true;
    parentPort.postMessage({ failed: error instanceof Error ? error.message : String(error) });
  }
}, intervalMs);

parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
parentPort.postMessage({ ready: true });
