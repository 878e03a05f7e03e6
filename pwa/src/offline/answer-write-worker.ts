/// <reference lib="webworker" />
/**
 * The answer worker: writes chosen answers to IndexedDB off the page's main thread. After a
 * click or key press Chromium runs the page's IndexedDB callbacks only after its next frame; a
 * worker's are not held back, so an answer is durable a few milliseconds after it is chosen.
 * Plain IndexedDB (no Dexie here); the page tells the live queries (signalAnswerWrite).
 */
import { handleAnswerWrite } from './answer-write-handler';
import type { AnswerWorkerMessage } from './answer-write-messages';
import { LOCAL_DB_NAME } from './local-db-name';
import { openExistingDatabase } from './open-existing-database';

declare let self: DedicatedWorkerGlobalScope;

interface Connection {
  version: number;
  db: Promise<IDBDatabase>;
}

let connection: Connection | null = null;

function forget(closed: Connection): void {
  if (connection === closed) connection = null;
}

/** The database open at the page's version; opened again after it closed (an upgrade elsewhere) or failed to open. */
function database(version: number): Promise<IDBDatabase> {
  if (connection?.version === version) return connection.db;
  const opening: Connection = { version, db: openExistingDatabase(LOCAL_DB_NAME, version, () => forget(opening)) };
  opening.db.catch(() => forget(opening));
  connection = opening;
  return opening.db;
}

self.addEventListener('message', (event: MessageEvent<AnswerWorkerMessage>) => {
  const message = event.data;
  if ('prepare' in message) {
    // Open now, so that the first answer does not wait for it.
    database(message.prepare).catch(() => undefined);
    return;
  }
  void handleAnswerWrite(database, message).then((reply) => self.postMessage(reply));
});
