import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CURRENT_USER_KEY } from '../auth/current-user-query';
import { AppLink } from '../../layout/app-link';
import { Notice } from '../../layout/notice';
import { useOrders } from './orders-query';
import { clearPaymentReturn, paymentReturnedAt, subscribePaymentReturn } from './payment-return';

/** How long after returning from the card provider the dashboard waits for the payment's confirmation. */
export const CONFIRMATION_WAIT_MS = 2 * 60_000;
const POLL_MS = 2000;

/**
 * After the card provider sends the user back (/?success=true), its confirmation (the webhook) may
 * still be on its way. While the newest order (the one just paid: a new checkout closes earlier
 * ones) waits for it, this says so and checks again every two seconds; once paid, the profile is
 * fetched again, so the new plan shows without a reload. After two minutes, or when the payment
 * failed, it says that instead.
 */
export function PaymentConfirmation() {
  const queryClient = useQueryClient();
  const returnedAt = useSyncExternalStore(subscribePaymentReturn, paymentReturnedAt);
  const watching = returnedAt !== undefined;
  const [timedOut, setTimedOut] = useState(false);
  const { data: orders } = useOrders({
    enabled: watching,
    refetchInterval: (latest) => (watching && !timedOut && latest?.[0]?.status === 'pending' ? POLL_MS : false),
  });
  const newest = orders?.[0];
  const waiting = watching && newest?.status === 'pending';

  useEffect(() => {
    if (!waiting || returnedAt === undefined) return;
    const timer = setTimeout(() => setTimedOut(true), Math.max(0, returnedAt + CONFIRMATION_WAIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [waiting, returnedAt]);

  useEffect(() => {
    if (!watching || !orders || waiting) return;
    if (newest?.status === 'paid') void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    if (newest?.status !== 'failed' && newest?.status !== 'expired') clearPaymentReturn();
  }, [watching, orders, waiting, newest, queryClient]);

  if (!watching || !newest) return null;
  if (newest.status === 'failed' || newest.status === 'expired') {
    return (
      <Notice intent="warning" onDismiss={clearPaymentReturn}>
        Your payment did not go through, so your plan has not changed. You can try again from <AppLink to="/plans">the plans</AppLink>.
      </Notice>
    );
  }
  if (!waiting) return null;
  if (timedOut) {
    return (
      <Notice intent="warning" onDismiss={clearPaymentReturn}>
        Your payment is taking longer than usual to be confirmed. Your plan changes as soon as it is; your orders are on <AppLink to="/profile">your profile</AppLink>.
      </Notice>
    );
  }
  return <Notice intent="info">We are confirming your payment with the card provider. Your new plan appears here in a moment.</Notice>;
}
