import type { ShortlistDto } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { observeStamp } from '../../offline/device-clock';
import { localDb } from '../../offline/local-db';
import type { CachedShortlist } from '../../offline/local-db';
import { guardStorage } from '../../offline/storage-error';

/** The newest stamp among marks seen from the server (0 without any). */
export function newestStamp(marks: readonly { stamp: number }[]): number {
  return marks.reduce((newest, mark) => Math.max(newest, mark.stamp), 0);
}

/**
 * Keeps the shortlist as fetched for the user, so it reads offline later. Uploaded marks on ideas
 * no longer shared are dropped (they are on the server); a mark not uploaded yet is kept, whatever
 * the list now holds: the server accepts marks on any list shared with the client, so it is never
 * lost. The device clock moves past the server's marks, so a later mark here wins over them.
 */
export async function saveShortlist(userId: string, shortlist: ShortlistDto, now: Date = new Date()): Promise<void> {
  await guardStorage(() =>
    localDb.transaction('rw', localDb.shortlists, localDb.ideaMarks, async () => {
      await localDb.shortlists.put({ userId, shortlist, savedAt: now.toISOString() });
      const shared = new Set(shortlist.items.map((item) => item.recordId));
      await localDb.ideaMarks
        .where('userId')
        .equals(userId)
        .filter((row) => row.dirty === 0 && !shared.has(row.recordId))
        .delete();
    }),
  );
  observeStamp(newestStamp(shortlist.marks));
}

/** The shortlist last fetched for the user on this device, if any. */
export async function readCachedShortlist(userId: string): Promise<CachedShortlist | undefined> {
  return guardStorage(() => localDb.shortlists.get(userId));
}
