import type { SyncRequestBody } from '@career/sync-server/provider/contract/elevate-dto';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { ELEVATE_POLL_MS } from './elevate-api';
import type { ElevateSyncRuns } from './elevate-sync-runs';
import { createElevateSyncRuns } from './elevate-sync-runs';

// One set of followed syncs per query client: the page's, for as long as it lives.
const runsOf = new WeakMap<QueryClient, ElevateSyncRuns>();

function syncRunsFor(queryClient: QueryClient): ElevateSyncRuns {
  let runs = runsOf.get(queryClient);
  if (!runs) {
    runs = createElevateSyncRuns(queryClient);
    runsOf.set(queryClient, runs);
  }
  return runs;
}

/**
 * A user's Elevate sync (elevate-sync-runs.ts): its state, its report and whether that is open,
 * `start` (polled every `pollMs` while queued or running) and `closeReport`. The sync is followed
 * by the page, not by the component: closing the dialog neither stops it nor loses its report.
 */
export function useElevateSync(userId: string, { pollMs = ELEVATE_POLL_MS }: { pollMs?: number } = {}) {
  const runs = syncRunsFor(useQueryClient());
  const run = useSyncExternalStore(runs.subscribe, () => runs.get(userId));
  const start = useCallback((body: SyncRequestBody) => runs.start(userId, body, pollMs), [runs, userId, pollMs]);
  const closeReport = useCallback(() => runs.closeReport(userId), [runs, userId]);
  return { ...run, start, closeReport };
}
