/** What one send of a queue came to: everything sendable sent (or refused and kept), the server out of reach, or a 401. */
export type SyncQueueOutcome = 'done' | 'offline' | 'paused';

export interface SyncQueueSendOptions {
  /** The user acted (sign-in, app start, upload now): refused items are tried again. */
  retryRefused: boolean;
  /** A request is about to go out (the engine shows 'syncing'). */
  onSending: () => void;
}

/**
 * Something besides the answers that the sync engine uploads for the signed-in user, in the same
 * pass, tab lock and backoff as the answers (for example the marks on the career ideas a
 * counselor shared). A storage failure is thrown as a StorageError.
 */
export interface SyncQueue {
  send(userId: string, options: SyncQueueSendOptions): Promise<SyncQueueOutcome>;
  /** Whether anything could still be sent (refused items do not count). */
  hasUnsent(userId: string): Promise<boolean>;
  /** Listens to items saved on this device for the user; returns the unsubscribe function. */
  onSaved(userId: string, listener: () => void): () => void;
}
