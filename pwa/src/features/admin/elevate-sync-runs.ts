import type { SyncJobDto, SyncRequestBody } from '@career/sync-server/provider/contract/elevate-dto';
import type { FieldErrors } from '@career/sync-server/contract/api-error';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { fetchElevateSync, startElevateSync } from './elevate-api';

/** The spec's syncs take up to two minutes; past this the page stops following (the server goes on). */
const GIVE_UP_MS = 5 * 60_000;

export type ElevateSyncState =
  | { phase: 'idle' }
  | { phase: 'syncing'; startedAt: number; job: SyncJobDto | null }
  | { phase: 'done'; job: SyncJobDto }
  | { phase: 'failed'; message: string; fields: FieldErrors };

/**
 * A user's latest sync as the page follows it, and its report: open from the moment the sync ends
 * until someone closes it (kept after closing, so its text stays while the dialog animates out).
 */
export interface ElevateSyncRun {
  state: ElevateSyncState;
  report: SyncJobDto | null;
  reportOpen: boolean;
}

const IDLE: ElevateSyncRun = { state: { phase: 'idle' }, report: null, reportOpen: false };

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

function failure(caught: unknown): { message: string; fields: FieldErrors } {
  if (caught instanceof ApiError) return { message: caught.message, fields: caught.fields };
  return { message: 'Something went wrong. Please try again.', fields: {} };
}

/**
 * The Elevate syncs an admin started on this page, one per user, followed for as long as the page
 * lives rather than the dialog: a sync takes up to two minutes, and an admin who closes the user's
 * dialog meanwhile finds it still running when they open it again, and its report waiting once it
 * has ended. A new start for the same user stops following the one before.
 */
export interface ElevateSyncRuns {
  get(userId: string): ElevateSyncRun;
  subscribe(listener: () => void): () => void;
  start(userId: string, body: SyncRequestBody, pollMs: number): Promise<void>;
  closeReport(userId: string): void;
}

export function createElevateSyncRuns(queryClient: QueryClient): ElevateSyncRuns {
  const runs = new Map<string, ElevateSyncRun>();
  const following = new Map<string, AbortController>();
  const listeners = new Set<() => void>();

  const set = (userId: string, run: ElevateSyncRun) => {
    runs.set(userId, run);
    for (const listener of listeners) listener();
  };

  return {
    get: (userId) => runs.get(userId) ?? IDLE,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    closeReport(userId) {
      const run = runs.get(userId);
      if (run?.reportOpen) set(userId, { ...run, reportOpen: false });
    },
    async start(userId, body, pollMs) {
      following.get(userId)?.abort();
      const controller = new AbortController();
      following.set(userId, controller);
      const { signal } = controller;
      const startedAt = Date.now();
      // The last report stays (closed) until this sync ends with its own.
      const update = (state: ElevateSyncState) => set(userId, { state, report: runs.get(userId)?.report ?? null, reportOpen: false });
      update({ phase: 'syncing', startedAt, job: null });
      let created = false;
      try {
        let job = await startElevateSync(body, signal);
        created = true;
        while (job.state !== 'done') {
          update({ phase: 'syncing', startedAt, job });
          if (Date.now() - startedAt > GIVE_UP_MS) {
            throw new ApiError(0, 'unavailable', 'The sync is taking longer than expected. It goes on without this page: check the Elevate Sync column later.');
          }
          await wait(pollMs, signal);
          job = await fetchElevateSync(job.syncId, signal).catch((caught: unknown) => {
            // A network blip while following: ask again at the next poll.
            if (caught instanceof ApiError && caught.isNetwork) return job;
            throw caught;
          });
        }
        set(userId, { state: { phase: 'done', job }, report: job, reportOpen: true });
      } catch (caught) {
        if (!signal.aborted) update({ phase: 'failed', ...failure(caught) });
      } finally {
        if (following.get(userId) === controller) following.delete(userId);
        // Once a sync exists, the table's Elevate Sync column and the user's progress may have changed.
        if (created) {
          void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
          void queryClient.invalidateQueries({ queryKey: ['admin', 'user', userId] });
        }
      }
    },
  };
}
