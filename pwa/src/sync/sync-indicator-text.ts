import type { SyncStatus } from './sync-types';

export type SyncIndicatorTone = 'synced' | 'pending' | 'busy' | 'attention';

export interface SyncIndicatorView {
  text: string;
  tone: SyncIndicatorTone;
}

/** What the header says about the upload of answers (unsent: see unsentCount). */
export function syncIndicatorView(status: SyncStatus, unsent: number): SyncIndicatorView {
  if (status.phase === 'paused-auth') return { text: `Sign in to upload (${unsent})`, tone: 'attention' };
  if (status.phase === 'error') return { text: status.error ?? 'Failed to save answers', tone: 'attention' };
  if (status.phase === 'syncing') return { text: 'Uploading…', tone: 'busy' };
  if (unsent > 0) return { text: `Saved on this device — waiting to upload (${unsent})`, tone: 'pending' };
  return { text: 'Synced', tone: 'synced' };
}
