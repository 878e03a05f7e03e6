/**
 * What the audit log records (spec: admin actions; also a client deleting their own account and the
 * automatic erasure of inactive clients' assessment data). Browser-safe.
 */
export const AUDIT_ACTIONS = ['plan_change', 'act_as_start', 'act_as_end', 'view_results', 'view_interview', 'view_user', 'export_users', 'record_add', 'record_update', 'record_delete', 'record_import', 'record_export', 'view_career_ideas', 'shortlist_share', 'elevate_sync', 'coach_add', 'coach_update', 'contact_handled', 'account_delete', 'retention_erase', 'admin_create', 'safety_check_in', 'sign_in_link', 'note_add', 'note_edit', 'note_delete', 'view_brief'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who an entry names once its account is deleted: no name or e-mail stays in the log. */
export const DELETED_ACCOUNT_LABEL = 'deleted account';

/** The actor of entries the server writes by itself (the retention job): no person. */
export const SYSTEM_ACTOR = { id: 'system', label: 'Automatic data retention' } as const;

export interface AuditEntryDto {
  id: string;
  at: string;
  actor: { id: string; label: string };
  action: AuditAction;
  subject: { id: string; label: string } | null;
  details: Record<string, string | number | boolean | null>;
}

/** GET /api/admin/audit: newest first, a page at a time (`next` is the cursor for older entries). */
export interface AuditPageDto {
  entries: AuditEntryDto[];
  next: string | null;
}
