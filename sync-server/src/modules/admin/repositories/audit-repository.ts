import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntryDto } from '../contract/audit-dto';
import type { Database } from '../../../db/schema';

export interface NewAuditEntry {
  id: string;
  at: string;
  actor: { id: string; label: string };
  action: AuditAction;
  subject: { id: string; label: string } | null;
  details: AuditEntryDto['details'];
}

/** Appends an entry; there is no delete, and no update but anonymiseAuditEntriesOf. */
export async function appendAudit(db: Kysely<Database>, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: entry.id,
      at: entry.at,
      actor_id: entry.actor.id,
      actor_label: entry.actor.label,
      action: entry.action,
      subject_id: entry.subject?.id ?? null,
      subject_label: entry.subject?.label ?? null,
      details: JSON.stringify(entry.details),
    })
    .execute();
}

/**
 * The one change the log allows: when an account is deleted, the entries naming it (as the one
 * acted upon, or as the actor) keep its id, action and time but lose its name and e-mail; so do the
 * names in 'contact_handled' details of its contact requests (deleted with it). Returns the
 * entries changed.
 */
export async function anonymiseAuditEntriesOf(
  db: Kysely<Database>,
  target: { userId: string; contactSubmissionIds: readonly string[] },
  label: string,
): Promise<number> {
  const subject = await db.updateTable('audit_log').set({ subject_label: label }).where('subject_id', '=', target.userId).executeTakeFirst();
  const actor = await db.updateTable('audit_log').set({ actor_label: label }).where('actor_id', '=', target.userId).executeTakeFirst();
  let contact = 0;
  for (const submissionId of target.contactSubmissionIds) {
    const rows = await db
      .selectFrom('audit_log')
      .select(['id', 'details'])
      .where('action', '=', 'contact_handled')
      .where('details', 'like', `%${JSON.stringify({ submissionId }).slice(1, -1)}%`)
      .execute();
    for (const row of rows) {
      const details = JSON.parse(row.details) as AuditEntryDto['details'];
      if (details.submissionId !== submissionId) continue;
      await db.updateTable('audit_log').set({ details: JSON.stringify({ ...details, name: label }) }).where('id', '=', row.id).execute();
      contact += 1;
    }
  }
  return Number(subject.numUpdatedRows) + Number(actor.numUpdatedRows) + contact;
}

export interface AuditFilter {
  action?: AuditAction;
  actorId?: string;
  subjectId?: string;
  /** ISO instants, inclusive from, exclusive to. */
  from?: string;
  to?: string;
  /** The id of the last entry of the previous page (ids are time-ordered UUIDv7). */
  before?: string;
  limit: number;
}

/** Entries newest first, matching the filter; one more than `limit` is read to know if more exist. */
export async function listAudit(db: Kysely<Database>, filter: AuditFilter): Promise<{ entries: AuditEntryDto[]; more: boolean }> {
  let query = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(filter.limit + 1);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.actorId) query = query.where('actor_id', '=', filter.actorId);
  if (filter.subjectId) query = query.where('subject_id', '=', filter.subjectId);
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.to) query = query.where('at', '<', filter.to);
  if (filter.before) query = query.where('id', '<', filter.before);
  const rows = await query.execute();
  return {
    more: rows.length > filter.limit,
    entries: rows.slice(0, filter.limit).map((row) => ({
      id: row.id,
      at: row.at,
      actor: { id: row.actor_id, label: row.actor_label },
      action: row.action as AuditAction,
      subject: row.subject_id ? { id: row.subject_id, label: row.subject_label ?? row.subject_id } : null,
      details: JSON.parse(row.details) as AuditEntryDto['details'],
    })),
  };
}
