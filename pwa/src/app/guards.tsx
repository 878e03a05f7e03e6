import { createContext, useContext, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../features/auth/current-user-query';
import { LoadError } from './load-error';
import { Loading } from './loading';

/** Protected routes: an authenticated user with loaded data, else 'Loading...' or the login page. */
export function RequireAuth({ admin = false }: { admin?: boolean }) {
  const { data: user, isPending, error, refetch } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <Loading />;
  if (error) return <LoadError message={error.message} onRetry={() => void refetch()} />;
  // The query too: a link such as /admin?user=<id> (the safety check-in e-mail) still opens its user after signing in.
  if (!user) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (admin && !user.admin) return <Navigate to="/" replace />;
  return <Outlet />;
}

export interface PostAuthDestination {
  to: string;
  state?: unknown;
}

const DestinationContext = createContext<(destination: PostAuthDestination) => void>(() => undefined);

/** Where a sign-up, login, reset or sign-in link page sends the user once signed in (default '/'). */
export function useSetPostAuthDestination() {
  return useContext(DestinationContext);
}

/** Sign-up, login, forgot, reset and the e-mailed sign-in link: a signed-in user is sent on (to '/' unless the form said otherwise). */
export function PublicOnly() {
  const { data: user, isPending } = useCurrentUser();
  const [destination, setDestination] = useState<PostAuthDestination>({ to: '/' });
  if (isPending) return <Loading />;
  if (user) return <Navigate to={destination.to} state={destination.state} replace />;
  return (
    <DestinationContext.Provider value={setDestination}>
      <Outlet />
    </DestinationContext.Provider>
  );
}
