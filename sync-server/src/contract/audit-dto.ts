/** What the audit log records (spec: admin actions). Browser-safe. */
export const AUDIT_ACTIONS = ['plan_change', 'act_as_start', 'act_as_end', 'view_results', 'view_interview', 'view_user', 'export_users', 'record_add', 'record_update', 'record_delete', 'record_import', 'record_export', 'elevate_sync', 'coach_add', 'coach_update', 'contact_handled'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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
