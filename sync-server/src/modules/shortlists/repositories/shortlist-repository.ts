import type { Kysely } from 'kysely';
import type { IdeaMark, IdeaMarkDto, ShortlistHistoryEntryDto, ShortlistItemDto } from '../contract/shortlist-dto';
import { IDEA_MARKS } from '../contract/shortlist-dto';
import type { Database } from '../../../db/schema';

export interface StoredShortlist {
  summary: string;
  items: ShortlistItemDto[];
  sharedAt: string;
  sharedBy: string;
  sharedByName: string;
}

function parseItems(text: string): ShortlistItemDto[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? (parsed as ShortlistItemDto[]) : [];
}

export async function findShortlist(db: Kysely<Database>, userId: string): Promise<StoredShortlist | undefined> {
  const row = await db.selectFrom('career_shortlists').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row && { summary: row.summary, items: parseItems(row.items), sharedAt: row.shared_at, sharedBy: row.shared_by, sharedByName: row.shared_by_name };
}

/** Replaces the client's shortlist; the one it replaces goes to the history (same transaction, the caller's). */
export async function replaceShortlist(db: Kysely<Database>, userId: string, next: StoredShortlist, historyId: string): Promise<void> {
  const before = await findShortlist(db, userId);
  if (before) {
    await db
      .insertInto('career_shortlist_history')
      .values({ id: historyId, user_id: userId, summary: before.summary, items: JSON.stringify(before.items), shared_at: before.sharedAt, shared_by_name: before.sharedByName, replaced_at: next.sharedAt })
      .execute();
  }
  const values = { summary: next.summary, items: JSON.stringify(next.items), shared_at: next.sharedAt, shared_by: next.sharedBy, shared_by_name: next.sharedByName };
  await db
    .insertInto('career_shortlists')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}

/** The earlier shortlists, newest first. */
export async function listShortlistHistory(db: Kysely<Database>, userId: string): Promise<ShortlistHistoryEntryDto[]> {
  const rows = await db.selectFrom('career_shortlist_history').selectAll().where('user_id', '=', userId).orderBy('replaced_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({ sharedAt: row.shared_at, sharedBy: row.shared_by_name, replacedAt: row.replaced_at, summary: row.summary, items: parseItems(row.items) }));
}

function markOf(value: string | null): IdeaMark | null {
  return (IDEA_MARKS as readonly string[]).includes(value ?? '') ? (value as IdeaMark) : null;
}

export async function listMarks(db: Kysely<Database>, userId: string): Promise<IdeaMarkDto[]> {
  const rows = await db.selectFrom('career_idea_marks').select(['record_id', 'mark', 'stamp']).where('user_id', '=', userId).orderBy('record_id').execute();
  return rows.map((row) => ({ recordId: row.record_id, mark: markOf(row.mark), stamp: Number(row.stamp) }));
}

/**
 * Stores a mark unless a newer (or equally new) one is stored: the newest stamp wins, so a replayed
 * or late-arriving older mark from another device changes nothing.
 */
export async function upsertMark(db: Kysely<Database>, userId: string, mark: IdeaMarkDto, at: string): Promise<void> {
  await db
    .insertInto('career_idea_marks')
    .values({ user_id: userId, record_id: mark.recordId, mark: mark.mark, stamp: mark.stamp, updated_at: at })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'record_id'])
        .doUpdateSet((eb) => ({ mark: eb.ref('excluded.mark'), stamp: eb.ref('excluded.stamp'), updated_at: eb.ref('excluded.updated_at') }))
        .whereRef('career_idea_marks.stamp', '<', 'excluded.stamp'),
    )
    .execute();
}
