import { liveQuery } from 'dexie';
import { toStorageError } from '../offline/storage-error';
import { readSyncSummaries } from '../offline/sync-summaries';
import type { SyncSummaries } from '../offline/sync-summaries';
import { combineSyncStatus } from './combine-sync-status';
import type { SyncEngine } from './sync-engine';
import { publishSyncStatus, resetSyncStatus } from './sync-status-store';

/** Keeps the sync status store up to date from the device (live, across tabs) and the engine. */
export function feedSyncStatus(userId: string, engine: SyncEngine): () => void {
  let summaries: SyncSummaries | undefined;
  let storageError: string | undefined;
  const publish = () => {
    if (!summaries && !storageError) return;
    const engineState = engine.getState();
    const empty: SyncSummaries = { pending: 0, unsent: 0, queued: 0, assessments: {}, error: undefined };
    publishSyncStatus(combineSyncStatus({ ...engineState, storageError: engineState.storageError ?? storageError }, summaries ?? empty));
  };
  const subscription = liveQuery(() => readSyncSummaries(userId)).subscribe({
    next: (next) => {
      summaries = next;
      storageError = undefined;
      publish();
    },
    error: (error: unknown) => {
      console.error('Could not read the answers saved on this device', error);
      storageError = toStorageError(error).message;
      publish();
    },
  });
  const stopEngine = engine.subscribe(publish);
  return () => {
    subscription.unsubscribe();
    stopEngine();
    resetSyncStatus();
  };
}
