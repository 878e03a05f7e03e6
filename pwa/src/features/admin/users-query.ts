import type { UserSummaryDto } from '@career/sync-server/accounts/contract/user-dto';
import type { OpenSafetyFlagsDto } from '@career/sync-server/safety/contract/safety-dto';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api/api-client';

export function useAllUsers() {
  return useQuery({ queryKey: ['admin', 'users'], queryFn: () => api<UserSummaryDto[]>('/api/users/') });
}

/** How often the open user table asks for the open safety flags (a small read), while the page is shown. */
export const SAFETY_FLAGS_POLL_MS = 2_000;

/** The open flags as one comparable text: who, at what level, since when. */
export function flagsSignature(flags: readonly { userId: string; level: string | null; flaggedAt: string | null }[]): string {
  return flags
    .map((flag) => `${flag.userId}:${flag.level ?? ''}:${flag.flaggedAt ?? ''}`)
    .sort()
    .join('|');
}

/**
 * Keeps the table's safety flags current while it is open: polls the open flags (GET
 * /api/users/safety-flags) and, when they differ from the table's, reads the users again, so a
 * flag raised by a client's answer shows within seconds without re-reading the whole list each time.
 */
export function useSafetyFlagsFollowing(users: readonly UserSummaryDto[] | undefined, refetchUsers: () => unknown) {
  const { data, dataUpdatedAt } = useQuery({
    queryKey: ['admin', 'safety-flags'],
    queryFn: () => api<OpenSafetyFlagsDto>('/api/users/safety-flags'),
    refetchInterval: SAFETY_FLAGS_POLL_MS,
    enabled: users !== undefined,
  });
  const polled = data ? flagsSignature(data.flags) : null;
  const shown = users
    ? flagsSignature(users.filter((user) => user.safetyFlag).map((user) => ({ userId: user._id, level: user.safetyLevel, flaggedAt: user.safetyFlaggedAt })))
    : null;
  // Every poll's answer is compared (dataUpdatedAt), so a table read just before a flag's commit catches up at the next poll.
  useEffect(() => {
    if (polled !== null && shown !== null && polled !== shown) void refetchUsers();
  }, [polled, shown, dataUpdatedAt, refetchUsers]);
}

/** Case-insensitive match on first name, last name, full name or e-mail. */
export function matchesSearch(user: UserSummaryDto, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [user.firstName, user.lastName, `${user.firstName} ${user.lastName}`, user.email].some((value) => value.toLowerCase().includes(needle));
}
