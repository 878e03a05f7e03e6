import type { IdeaMark, IdeaMarkDto } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { nextStamp, observeStamp } from '../../offline/device-clock';
import { localDb } from '../../offline/local-db';
import type { IdeaMarkKey, IdeaMarkRecord } from '../../offline/local-db';
import { requestPersistentStorage } from '../../offline/persist-storage';
import { guardStorage } from '../../offline/storage-error';
import { announceIdeaMarkSaved } from './idea-mark-events';
import { newestStamp } from './shortlist-cache';

/** The server takes at most this many marks in one PUT. */
export const IDEA_MARKS_PER_REQUEST = 100;

/** What the view merges: the marks chosen on this device and the marks the server sent last. */
export interface DeviceIdeaMarks {
  local: IdeaMarkRecord[];
  stored: IdeaMarkDto[];
}

function toDto(row: IdeaMarkRecord): IdeaMarkDto {
  return { recordId: row.recordId, mark: row.mark, stamp: row.stamp };
}

/**
 * Saves a mark on this device first, stamped by the device clock and marked for upload (null
 * clears the mark); the sync engine sends it shortly after, or when the device is back online.
 * Choosing again replaces a refused mark, which is then sent again.
 */
export async function saveIdeaMark(userId: string, recordId: string, mark: IdeaMark | null): Promise<void> {
  const stamp = nextStamp();
  await guardStorage(() => localDb.ideaMarks.put({ userId, recordId, mark, stamp, dirty: 1 }));
  requestPersistentStorage();
  announceIdeaMarkSaved(userId);
}

/** The user's marks on this device and those the server sent with the cached shortlist. */
export async function readDeviceIdeaMarks(userId: string): Promise<DeviceIdeaMarks> {
  return guardStorage(() =>
    localDb.transaction('r', localDb.ideaMarks, localDb.shortlists, async () => {
      const [local, cached] = await Promise.all([localDb.ideaMarks.where('userId').equals(userId).toArray(), localDb.shortlists.get(userId)]);
      return { local, stored: cached?.shortlist.marks ?? [] };
    }),
  );
}

/** The next marks to upload, oldest first (refused ones only when the user acted). */
export async function unsentIdeaMarks(userId: string, retryRefused: boolean): Promise<IdeaMarkDto[]> {
  return guardStorage(async () => {
    const dirty = await localDb.ideaMarks.where('[userId+dirty]').equals([userId, 1]).toArray();
    return dirty
      .filter((row) => retryRefused || row.error === undefined)
      .sort((a, b) => a.stamp - b.stamp)
      .slice(0, IDEA_MARKS_PER_REQUEST)
      .map(toDto);
  });
}

/** Whether a mark waits for upload (refused marks wait for the user, not for the network). */
export async function hasUnsentIdeaMarks(userId: string): Promise<boolean> {
  return guardStorage(async () => (await localDb.ideaMarks.where('[userId+dirty]').equals([userId, 1]).filter((row) => row.error === undefined).count()) > 0);
}

async function sentRows(userId: string, sent: readonly IdeaMarkDto[]): Promise<IdeaMarkRecord[]> {
  const keys = sent.map((mark): IdeaMarkKey => [userId, mark.recordId]);
  const rows = keys.length > 0 ? await localDb.ideaMarks.bulkGet(keys) : [];
  // A mark chosen again while the request was out has a newer stamp: it stays as it is.
  return rows.filter((row, index): row is IdeaMarkRecord => row !== undefined && row.dirty === 1 && row.stamp === sent[index]?.stamp);
}

/**
 * The server stored the marks: those still as sent are no longer dirty, and the cached shortlist
 * takes the server's marks (all of the user's, newest stamp per idea).
 */
export async function acknowledgeIdeaMarks(userId: string, sent: readonly IdeaMarkDto[], stored: IdeaMarkDto[]): Promise<void> {
  await guardStorage(() =>
    localDb.transaction('rw', localDb.ideaMarks, localDb.shortlists, async () => {
      const rows = await sentRows(userId, sent);
      if (rows.length > 0) await localDb.ideaMarks.bulkPut(rows.map(({ error: _error, ...row }) => ({ ...row, dirty: 0 as const })));
      const cached = await localDb.shortlists.get(userId);
      if (cached) await localDb.shortlists.put({ ...cached, shortlist: { ...cached.shortlist, marks: stored } });
    }),
  );
  observeStamp(newestStamp(stored));
}

/** The server refused the marks: kept with the reason, not resent until the user acts. */
export async function refuseIdeaMarks(userId: string, sent: readonly IdeaMarkDto[], message: string): Promise<void> {
  await guardStorage(() =>
    localDb.transaction('rw', localDb.ideaMarks, async () => {
      const rows = await sentRows(userId, sent);
      if (rows.length > 0) await localDb.ideaMarks.bulkPut(rows.map((row) => ({ ...row, error: message })));
    }),
  );
}
