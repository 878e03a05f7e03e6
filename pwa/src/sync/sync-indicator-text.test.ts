import { describe, expect, it } from 'vitest';
import { combineSyncStatus } from './combine-sync-status';
import { syncIndicatorView } from './sync-indicator-text';
import type { SyncStatus } from './sync-types';
import { unsentCount } from './unsent-count';

const status = (overrides: Partial<SyncStatus> = {}): SyncStatus => ({ phase: 'idle', pending: 0, assessments: {}, error: undefined, ...overrides });

describe('sync indicator', () => {
  it('says Synced when nothing waits', () => {
    expect(syncIndicatorView(status(), 0).text).toBe('Synced');
  });

  it('counts what waits on the device', () => {
    expect(syncIndicatorView(status({ pending: 3 }), 3).text).toBe('Saved on this device — waiting to upload (3)');
    expect(syncIndicatorView(status({ phase: 'offline', pending: 3 }), 3).text).toBe('Saved on this device — waiting to upload (3)');
  });

  it('shows uploading, sign-in and errors', () => {
    expect(syncIndicatorView(status({ phase: 'syncing', pending: 2 }), 2).text).toBe('Uploading…');
    expect(syncIndicatorView(status({ phase: 'paused-auth', pending: 2 }), 2).text).toBe('Sign in to upload (2)');
    expect(syncIndicatorView(status({ phase: 'error', error: 'Failed to save answers - error: x' }), 1).text).toBe('Failed to save answers - error: x');
  });

  it('counts a finish not yet sent as one item', () => {
    const finishOnly = status({ assessments: { neo: { assessmentId: 'neo', answeredLocally: 240, pending: 0, finishRequested: true, completed: false, error: undefined } } });
    expect(unsentCount(finishOnly)).toBe(1);
  });
});

describe('combineSyncStatus', () => {
  const summaries = { pending: 2, unsent: 2, queued: 1, assessments: {}, error: undefined };

  it('takes the engine phase, with paused and sending before errors', () => {
    expect(combineSyncStatus({ phase: 'offline', storageError: undefined }, summaries)).toMatchObject({ phase: 'offline', pending: 2 });
    expect(combineSyncStatus({ phase: 'paused-auth', storageError: undefined }, { ...summaries, error: 'refused' }).phase).toBe('paused-auth');
    expect(combineSyncStatus({ phase: 'idle', storageError: undefined }, { ...summaries, error: 'refused' })).toMatchObject({ phase: 'error', error: 'refused' });
    expect(combineSyncStatus({ phase: 'offline', storageError: 'disk full' }, summaries)).toMatchObject({ phase: 'error', error: 'disk full' });
  });
});
