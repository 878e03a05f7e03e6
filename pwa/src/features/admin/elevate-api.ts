import type { SyncJobDto, SyncRequestBody } from '@career/sync-server/provider/contract/elevate-dto';
import type { FieldErrors } from '@career/sync-server/contract/api-error';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api/api-client';
import { ApiError } from '../../api/api-error';

const ELEVATE_PATH = '/api/external/elevate';
/** How often a queued or running sync is asked about. */
export const ELEVATE_POLL_MS = 2_000;
/** The spec's syncs take up to two minutes; past this the page stops following (the server goes on). */
const GIVE_UP_MS = 5 * 60_000;

/** POST /api/external/elevate: 200 with the outcomes when done, or 202 queued/running. */
export function startElevateSync(body: SyncRequestBody, signal?: AbortSignal): Promise<SyncJobDto> {
  return api<SyncJobDto>(ELEVATE_PATH, { method: 'POST', body, signal });
}

/** GET /api/external/elevate/{syncId} */
export function fetchElevateSync(syncId: string, signal?: AbortSignal): Promise<SyncJobDto> {
  return api<SyncJobDto>(`${ELEVATE_PATH}/${encodeURIComponent(syncId)}`, { signal });
}

export type ElevateSyncState =
  | { phase: 'idle' }
  | { phase: 'syncing'; startedAt: number; job: SyncJobDto | null }
  | { phase: 'done'; job: SyncJobDto }
  | { phase: 'failed'; message: string; fields: FieldErrors };

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
 * Starts a sync and follows it until done (every `pollMs`; a network blip while following is
 * tried again). `start` resolves with the finished job, or null when it failed or was dropped
 * (another start, or unmounting). Once a sync exists, the users list and the user's data are
 * invalidated so the table's Elevate Sync column and the progress refresh.
 */
export function useElevateSync(userId: string, { pollMs = ELEVATE_POLL_MS }: { pollMs?: number } = {}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ElevateSyncState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (body: SyncRequestBody): Promise<SyncJobDto | null> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      const startedAt = Date.now();
      setState({ phase: 'syncing', startedAt, job: null });
      let created = false;
      try {
        let job = await startElevateSync(body, signal);
        created = true;
        while (job.state !== 'done') {
          setState({ phase: 'syncing', startedAt, job });
          if (Date.now() - startedAt > GIVE_UP_MS) {
            throw new ApiError(0, 'unavailable', 'The sync is taking longer than expected. It goes on without this page: check the Elevate Sync column later.');
          }
          await wait(pollMs, signal);
          job = await fetchElevateSync(job.syncId, signal).catch((caught: unknown) => {
            if (caught instanceof ApiError && caught.isNetwork) return job;
            throw caught;
          });
        }
        setState({ phase: 'done', job });
        return job;
      } catch (caught) {
        if (!signal.aborted) setState({ phase: 'failed', ...failure(caught) });
        return null;
      } finally {
        if (running.current === controller) running.current = null;
        if (created) {
          void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
          void queryClient.invalidateQueries({ queryKey: ['admin', 'user', userId] });
        }
      }
    },
    [pollMs, queryClient, userId],
  );

  return { state, start };
}
