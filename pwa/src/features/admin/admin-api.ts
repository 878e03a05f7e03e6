import type { AuditAction, AuditPageDto } from '@career/sync-server/admin/contract/audit-dto';
import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import type { SafetyCheckInDto } from '@career/sync-server/safety/contract/safety-dto';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client';

export type UserDataView = 'results' | 'interview' | 'progress';

/** GET /api/users/{id}: a client's data, read by an admin (the server audits each read, by view). */
export function useUserData(id: string, view: UserDataView) {
  return useQuery({
    queryKey: ['admin', 'user', id, view],
    queryFn: () => api<CurrentUserDto>(`/api/users/${encodeURIComponent(id)}?view=${view}`),
    // Each read is audited: do not read again behind the admin's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function startActingAs(userId: string): Promise<{ userId: string; expiresAt: string }> {
  return api('/api/admin/act-as', { method: 'POST', body: { userId } });
}

export function stopActing(): Promise<{ userId: string }> {
  return api('/api/admin/act-as/end', { method: 'POST', body: {} });
}

export interface AuditFilter {
  action?: AuditAction;
  subjectId?: string;
  from?: string;
  to?: string;
}

export function fetchAuditPage(filter: AuditFilter, before?: string): Promise<AuditPageDto> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, before })) if (value) query.set(key, value);
  return api<AuditPageDto>(`/api/admin/audit?${query.toString()}`);
}

/** Records the CSV export in the audit log before the file is made. */
export function recordExport(rows: number, search: string): Promise<{ recorded: true }> {
  return api('/api/admin/exports', { method: 'POST', body: { rows, search } });
}

/** 'Mark check-in done': closes the client's open safety flag (audited); 409 when none is open any more. */
export function markCheckInDone(userId: string): Promise<SafetyCheckInDto> {
  return api(`/api/users/${encodeURIComponent(userId)}/safety-check-in`, { method: 'POST', body: {} });
}
