import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntryDto } from '../contract/audit-dto';
import type { Database } from '../db/schema';

export interface NewAuditEntry {
  id: string;
  at: string;
  actor: { id: string; label: string };
  action: AuditAction;
  subject: { id: string; label: string } | null;
  details: AuditEntryDto['details'];
}

/** Appends an entry; there is no update or delete. */
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
