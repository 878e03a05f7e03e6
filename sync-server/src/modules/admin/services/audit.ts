import type { AppDeps } from '../../../app-deps';
import type { AuditAction, AuditEntryDto } from '../contract/audit-dto';
import { newId } from '../../../ids';
import { appendAudit } from '../repositories/audit-repository';
import type { UserRecord } from '../../accounts/services/user-store';

/** 'Ada Admin <admin@demo.example>': how the audit log names a person. */
export function auditLabel(user: Pick<UserRecord, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName} <${user.email}>`;
}

/**
 * Records an admin action: who (the admin), whom, what, when. Written before the action's answer
 * goes out; a failure to write it fails the request, so nothing an admin does goes unrecorded.
 */
export async function audit(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: UserRecord,
  action: AuditAction,
  subject: UserRecord | null,
  details: AuditEntryDto['details'] = {},
): Promise<void> {
  await auditAs(deps, { id: actor.id, label: auditLabel(actor) }, action, subject ? { id: subject.id, label: auditLabel(subject) } : null, details);
}

/**
 * Records an entry under labels the caller chose: the retention job (SYSTEM_ACTOR) and a deleted
 * account (DELETED_ACCOUNT_LABEL), whose entries must not carry a name or an e-mail.
 */
export async function auditAs(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: { id: string; label: string },
  action: AuditAction,
  subject: { id: string; label: string } | null,
  details: AuditEntryDto['details'] = {},
): Promise<void> {
  const at = deps.clock();
  await appendAudit(deps.db, { id: newId(at.getTime()), at: at.toISOString(), actor, action, subject, details });
}
