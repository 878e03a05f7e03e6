import type { UserSummaryDto } from '@career/sync-server/accounts/contract/user-dto';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client';

export function useAllUsers() {
  return useQuery({ queryKey: ['admin', 'users'], queryFn: () => api<UserSummaryDto[]>('/api/users/') });
}

/** Case-insensitive match on first name, last name, full name or e-mail. */
export function matchesSearch(user: UserSummaryDto, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [user.firstName, user.lastName, `${user.firstName} ${user.lastName}`, user.email].some((value) => value.toLowerCase().includes(needle));
}
