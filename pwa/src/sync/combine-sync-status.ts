import type { SyncSummaries } from '../offline/sync-summaries';
import type { SyncEngineState } from './sync-engine';
import type { SyncStatus } from './sync-types';

/**
 * The status the UI shows: the engine's phase (sending, offline, paused for sign-in) together
 * with what the device holds. Paused and sending win; then an error the user must act on
 * (storage failure, refused batch); then offline.
 */
export function combineSyncStatus(engine: SyncEngineState, summaries: SyncSummaries): SyncStatus {
  const error = engine.storageError ?? summaries.error;
  const phase =
    engine.phase === 'paused-auth' || engine.phase === 'syncing' ? engine.phase : error !== undefined ? 'error' : engine.phase;
  return { phase, pending: summaries.pending, assessments: summaries.assessments, error };
}
