import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import { newId } from '../../../ids';
import type { AdminShortlistDto, IdeaMarkDto, ShortlistDto, ShortlistItemDto } from '../contract/shortlist-dto';
import type { IdeaMarksBodyInput, ShortlistBodyInput } from '../contract/shortlist-schemas';
import { findShortlist, listMarks, listShortlistHistory, replaceShortlist, upsertMark } from '../repositories/shortlist-repository';
import type { UserRecord } from '../../accounts/services/user-store';
import { findUserById, lockUser } from '../../accounts/services/user-store';
import { audit } from '../../admin/services/audit';
import { fitsOfRecords } from '../../records/services/career-ideas';
import { careerRecordIndexOf } from '../../records/services/career-record-index';
import { recordsWithFactsByIds } from '../../records/services/career-record-store';
import { shortlistEmail } from './shortlist-email';
import { queueShortlistEmail } from './shortlist-email-turn';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'email' | 'config'>;

/** Where the e-mail sends the client: Results' 'Career ideas from your counselor'. */
export const SHORTLIST_PATH = '/results/career-ideas';

const NOTHING_SHARED = { summary: '', sharedAt: null, items: [] } as const;

/** The client's own view: the current shortlist (as shared) and their marks. */
export async function shortlistOf(deps: Pick<AppDeps, 'db'>, userId: string): Promise<ShortlistDto> {
  const [stored, marks] = await Promise.all([findShortlist(deps.db, userId), listMarks(deps.db, userId)]);
  if (!stored) return { ...NOTHING_SHARED, items: [], marks };
  return { summary: stored.summary, sharedAt: stored.sharedAt, items: stored.items, marks };
}

/** The admin's view: the client's view, who shared it, and every earlier shortlist. */
export async function adminShortlistOf(deps: Pick<AppDeps, 'db'>, userId: string): Promise<AdminShortlistDto> {
  const [stored, marks, history] = await Promise.all([findShortlist(deps.db, userId), listMarks(deps.db, userId), listShortlistHistory(deps.db, userId)]);
  if (!stored) return { ...NOTHING_SHARED, items: [], marks, sharedBy: null, history };
  return { summary: stored.summary, sharedAt: stored.sharedAt, items: stored.items, marks, sharedBy: stored.sharedByName, history };
}

/**
 * Shares a shortlist with a client: each idea is copied as it is now (title, description, facts,
 * and under `shared` the client's fit in their own voice: band, rank, stability, parts, reasons,
 * and the profile's differentiation then; null when the client has no interests to rank by; `fit`
 * null and `why` '', the fields shares before bands used), so it stays readable if the record is
 * later changed or deleted, or the client's results change. The
 * earlier shortlist goes to the history; the share is audited and the e-mail queued in the same
 * transaction, then sent: at once, or, within 10 minutes of the client's last one, when those are
 * up, naming the latest list (shortlist-email-turn.ts). Unknown records are refused by name (400, fields.items).
 */
export async function shareShortlist(deps: Deps, admin: UserRecord, client: UserRecord, body: ShortlistBodyInput): Promise<AdminShortlistDto> {
  const ids = body.items.map((item) => item.recordId);
  const [records, fits] = await Promise.all([recordsWithFactsByIds(deps.db, ids), fitsOfRecords(deps, careerRecordIndexOf(deps.db), client.id, ids)]);
  const unknown = body.items.findIndex((item) => !records.has(item.recordId));
  if (unknown >= 0) {
    throw new AppError('validation', 'A career idea no longer exists. Reload the list.', { items: `Career idea ${unknown + 1} no longer exists` });
  }
  const items = body.items.map((item): ShortlistItemDto => {
    const { record, jobZone, medianWage, onetCode } = records.get(item.recordId)!;
    const shared = fits?.get(item.recordId) ?? null;
    return { recordId: record._id, title: record.jobTitle, description: record.description, note: item.note, fit: null, why: '', shared, jobZone, education: record.min_edu, medianWage, onetCode };
  });
  const sharedAt = deps.clock().toISOString();
  const counselor = `${admin.firstName} ${admin.lastName}`.trim();
  await deps.db.transaction().execute(async (tx) => {
    // Two admins sharing at once: one after the other, each replacing the one before into the history.
    // An account deleted meanwhile (its deletion locks the same row) gets nothing written or sent.
    await lockUser(tx, client.id);
    if (!(await findUserById(tx, client.id))) throw new AppError('not_found', 'User not found.');
    await replaceShortlist(tx, client.id, { summary: body.summary, items, sharedAt, sharedBy: admin.id, sharedByName: counselor }, newId(deps.clock().getTime()));
    // The count only: what was shared with whom is counselling content, kept in the client's own rows.
    await audit({ db: tx, clock: deps.clock }, admin, 'shortlist_share', client, { items: items.length });
    await queueShortlistEmail(tx, deps.email, client.id, shortlistEmail(client, counselor, items.length, `${deps.config.publicUrl}${SHORTLIST_PATH}`), deps.clock());
  });
  deps.email.flush();
  return adminShortlistOf(deps, client.id);
}

/**
 * Stores a client's marks (newest stamp per idea wins) and returns all their marks. Only ideas on
 * the current shortlist, or on an earlier one, can be marked.
 */
export async function saveMarks(deps: Pick<AppDeps, 'db' | 'clock'>, client: UserRecord, body: IdeaMarksBodyInput): Promise<{ marks: IdeaMarkDto[] }> {
  const [stored, history] = await Promise.all([findShortlist(deps.db, client.id), listShortlistHistory(deps.db, client.id)]);
  const known = new Set([...(stored?.items ?? []), ...history.flatMap((entry) => entry.items)].map((item) => item.recordId));
  const unknown = body.marks.findIndex((mark) => !known.has(mark.recordId));
  if (unknown >= 0) throw new AppError('validation', 'That career idea is not on your list.', { marks: `Mark ${unknown + 1} is for an idea not on your list` });
  const at = deps.clock().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    for (const mark of body.marks) await upsertMark(tx, client.id, mark, at);
  });
  return { marks: await listMarks(deps.db, client.id) };
}
