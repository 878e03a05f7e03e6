import { useMemo, useSyncExternalStore } from 'react';
import { getSyncStatus, isSyncReady, requestSyncNow, subscribeSyncStatus } from './sync-status-store';
import type { SyncNowResult, SyncStatus } from './sync-types';

export interface UseSync {
  status: SyncStatus;
  /** Uploads everything now (Save & Exit, logout) and tells what is left. */
  syncNow(): Promise<SyncNowResult>;
}

/** The signed-in user's sync status (all assessments) and an upload-now action. */
export function useSync(): UseSync {
  const status = useSyncExternalStore(subscribeSyncStatus, getSyncStatus, getSyncStatus);
  return useMemo(() => ({ status, syncNow: requestSyncNow }), [status]);
}

/** False until the engine has read this device (the status is a placeholder before). */
export function useSyncReady(): boolean {
  return useSyncExternalStore(subscribeSyncStatus, isSyncReady, isSyncReady);
}
