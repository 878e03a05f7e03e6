import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { zoneOrFallback } from '@career/sync-server/contract/booking-time';
import { useQuery } from '@tanstack/react-query';
import { CURRENT_USER_KEY, fetchCurrentUser } from '../auth/current-user-query';
import { clientTimeZone } from './session-time';

/**
 * Whose clock the app writes booking times on: the signed-in account's zone (the client's own, an
 * admin's own; while an admin acts as a client, the client's, as the client sees it), the one the
 * e-mails use too. An account without one (older than the zone, until its next sign-in) reads the
 * browser's; a zone this browser does not know reads UTC, named.
 */
export function readerTimeZone(user: Pick<CurrentUserDto, 'timeZone'> | null | undefined): string {
  return user?.timeZone ? zoneOrFallback(user.timeZone) : clientTimeZone();
}

/** The reader's zone from the signed-in account as cached (never fetched here: the app's guards load it). */
export function useReaderTimeZone(): string {
  const { data } = useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, enabled: false });
  return readerTimeZone(data);
}
