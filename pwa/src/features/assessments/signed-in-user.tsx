import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import type { ReactNode } from 'react';
import { Loading } from '../../app/loading';
import { useCurrentUser } from '../auth/current-user-query';

/** Renders its children with the signed-in user (the route guard has loaded it; 'Loading...' meanwhile). */
export function SignedInUser({ children }: { children: (user: CurrentUserDto) => ReactNode }) {
  const { data: user } = useCurrentUser();
  if (!user) return <Loading />;
  return children(user);
}
