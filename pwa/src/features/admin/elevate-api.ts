import type { SyncJobDto, SyncRequestBody } from '@career/sync-server/provider/contract/elevate-dto';
import { api } from '../../api/api-client';

const ELEVATE_PATH = '/api/external/elevate';
/** How often a queued or running sync is asked about. */
export const ELEVATE_POLL_MS = 2_000;

/** POST /api/external/elevate: 200 with the outcomes when done, or 202 queued/running. */
export function startElevateSync(body: SyncRequestBody, signal?: AbortSignal): Promise<SyncJobDto> {
  return api<SyncJobDto>(ELEVATE_PATH, { method: 'POST', body, signal });
}

/** GET /api/external/elevate/{syncId} */
export function fetchElevateSync(syncId: string, signal?: AbortSignal): Promise<SyncJobDto> {
  return api<SyncJobDto>(`${ELEVATE_PATH}/${encodeURIComponent(syncId)}`, { signal });
}
