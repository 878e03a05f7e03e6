import type { SyncNowResult, SyncStatus } from './sync-types';

/**
 * The sync status as a tiny external store, so pages and the top bar can read it (useSync)
 * without loading IndexedDB code themselves: the lazily loaded SyncProvider feeds it and
 * registers the engine.
 */

export interface SyncHandle {
  syncNow(): Promise<SyncNowResult>;
}

export const IDLE_SYNC_STATUS: SyncStatus = { phase: 'idle', pending: 0, assessments: {}, error: undefined };

/** How long syncNow() waits for the engine to start (the provider loads lazily after sign-in). */
const HANDLE_WAIT_MS = 1_000;

let status: SyncStatus = IDLE_SYNC_STATUS;
let ready = false;
let handle: SyncHandle | null = null;
const listeners = new Set<() => void>();
const handleWaiters = new Set<(handle: SyncHandle) => void>();

export function getSyncStatus(): SyncStatus {
  return status;
}

/** True once the engine has read the device (before, the status is a placeholder). */
export function isSyncReady(): boolean {
  return ready;
}

export function subscribeSyncStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function publishSyncStatus(next: SyncStatus): void {
  status = next;
  ready = true;
  listeners.forEach((listener) => listener());
}

/** Signed out: back to the placeholder. */
export function resetSyncStatus(): void {
  status = IDLE_SYNC_STATUS;
  ready = false;
  listeners.forEach((listener) => listener());
}

export function registerSyncHandle(next: SyncHandle): () => void {
  handle = next;
  handleWaiters.forEach((waiter) => waiter(next));
  handleWaiters.clear();
  return () => {
    if (handle === next) handle = null;
  };
}

function waitForHandle(ms: number): Promise<SyncHandle | null> {
  if (handle) return Promise.resolve(handle);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      handleWaiters.delete(waiter);
      resolve(null);
    }, ms);
    const waiter = (registered: SyncHandle) => {
      clearTimeout(timer);
      resolve(registered);
    };
    handleWaiters.add(waiter);
  });
}

/** Uploads now through the running engine; without one (signed out) nothing can be uploaded. */
export async function requestSyncNow(): Promise<SyncNowResult> {
  const engine = await waitForHandle(HANDLE_WAIT_MS);
  if (engine) return engine.syncNow();
  return { synced: status.pending === 0, pending: status.pending, error: undefined, offline: false };
}
