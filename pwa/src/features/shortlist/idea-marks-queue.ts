import type { IdeaMarkDto, IdeaMarksBody, ShortlistDto } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { ApiError } from '../../api/api-error';
import { StorageError } from '../../offline/storage-error';
import type { SyncQueue } from '../../sync/sync-queue';
import { onIdeaMarkSaved } from './idea-mark-events';
import { acknowledgeIdeaMarks, hasUnsentIdeaMarks, refuseIdeaMarks, unsentIdeaMarks } from './idea-mark-store';
import { fetchShortlist, putIdeaMarks } from './shortlist-api';
import { saveShortlist } from './shortlist-cache';

/** How the marks reach the server (injected in tests). */
export interface IdeaMarksTransport {
  putMarks(body: IdeaMarksBody): Promise<{ marks: IdeaMarkDto[] }>;
  fetchShortlist(): Promise<ShortlistDto>;
}

export const ideaMarksTransport: IdeaMarksTransport = { putMarks: putIdeaMarks, fetchShortlist };

/** A guard against loops: at most this many PUTs in one pass (the next pass goes on). */
const MAX_REQUESTS_PER_PASS = 20;

type MarkFailure = { kind: 'retry' } | { kind: 'auth' } | { kind: 'stale'; message: string } | { kind: 'refused'; message: string };

function classifyMarkFailure(error: unknown): MarkFailure {
  if (!(error instanceof ApiError)) return { kind: 'retry' };
  if (error.isNetwork || error.status >= 500 || error.status === 408 || error.status === 429) return { kind: 'retry' };
  if (error.status === 401) return { kind: 'auth' };
  // 400: a mark on an idea never shared with the client (the device's list is out of date or wrong).
  if (error.status === 400) return { kind: 'stale', message: error.message };
  return { kind: 'refused', message: error.message };
}

/** The current shortlist onto this device (uploaded marks on ideas no longer shared are dropped); false when it could not be had. */
async function refreshShortlist(userId: string, transport: IdeaMarksTransport): Promise<boolean> {
  try {
    await saveShortlist(userId, await transport.fetchShortlist());
    return true;
  } catch (error) {
    if (error instanceof StorageError) throw error;
    console.warn('Could not load the current career ideas', error);
    return false;
  }
}

/**
 * The client's marks on the career ideas their counselor shared, uploaded by the sync engine like
 * answers: oldest first, up to 100 per PUT, with the engine's retry and backoff. A replay is safe
 * (the server keeps the newest stamp per idea). A 401 pauses the engine; a refusal keeps the marks
 * with the server's message until the user acts, after one look at the current shortlist for a 400.
 */
export function ideaMarksQueue(transport: IdeaMarksTransport = ideaMarksTransport): SyncQueue {
  return {
    async send(userId, { retryRefused, onSending }) {
      let refreshed = false;
      for (let requests = 0; requests < MAX_REQUESTS_PER_PASS; requests += 1) {
        const marks = await unsentIdeaMarks(userId, retryRefused);
        if (marks.length === 0) return 'done';
        onSending();
        let stored: IdeaMarkDto[];
        try {
          stored = (await transport.putMarks({ marks })).marks;
        } catch (error) {
          const failure = classifyMarkFailure(error);
          if (failure.kind === 'retry') return 'offline';
          if (failure.kind === 'auth') return 'paused';
          if (failure.kind === 'stale' && !refreshed) {
            refreshed = true;
            if (await refreshShortlist(userId, transport)) continue;
          }
          await refuseIdeaMarks(userId, marks, failure.message);
          return 'done';
        }
        await acknowledgeIdeaMarks(userId, marks, stored);
      }
      return 'done';
    },
    hasUnsent: hasUnsentIdeaMarks,
    onSaved: (userId, listener) =>
      onIdeaMarkSaved((savedFor) => {
        if (savedFor === userId) listener();
      }),
  };
}
