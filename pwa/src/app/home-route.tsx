import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { CURRENT_USER_KEY, useCurrentUser } from '../features/auth/current-user-query';
import type { FlashIntent } from '../flash/flash-context';
import { useFlash } from '../flash/flash-context';
import { markPaymentReturn } from '../features/orders/payment-return';
import { LoadError } from './load-error';
import { Loading } from './loading';

const LandingPage = lazy(() => import('../features/landing/landing-page').then((m) => ({ default: m.LandingPage })));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));

/** Flashes announced by query parameters on '/' (links from e-mails and the payment provider, a deleted account). */
const QUERY_FLASHES: readonly [param: string, text: string, intent: FlashIntent][] = [
  ['verified', 'Thanks for verifying your email :)', 'success'],
  ['verifyExpired', 'Email Verification Link Expired', 'warning'],
  ['success', 'Order placed! You will receive an email confirmation.', 'success'],
  ['accountDeleted', 'Your account and its data have been deleted.', 'success'],
];

function useQueryFlashes() {
  const [params, setParams] = useSearchParams();
  const { show } = useFlash();
  const queryClient = useQueryClient();
  useEffect(() => {
    const hit = QUERY_FLASHES.find(([param]) => params.has(param));
    if (!hit) return;
    show(hit[1], hit[2]);
    if (hit[0] === 'success') markPaymentReturn();
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    setParams({}, { replace: true });
  }, [params, setParams, show, queryClient]);
}

/** '/': the landing page signed out; the dashboard signed in; admins go to /admin; no plan goes to /plans. */
export function HomeRoute() {
  useQueryFlashes();
  const { data: user, isPending, error, refetch } = useCurrentUser();
  if (isPending) return <Loading />;
  if (error) return <LoadError message={error.message} onRetry={() => void refetch()} />;
  if (!user) {
    return (
      <Suspense fallback={<Loading />}>
        <LandingPage />
      </Suspense>
    );
  }
  if (user.admin) return <Navigate to="/admin" replace />;
  if (user.plans.length === 0) return <Navigate to="/plans" replace />;
  return (
    <Suspense fallback={<Loading />}>
      <DashboardPage user={user} />
    </Suspense>
  );
}
