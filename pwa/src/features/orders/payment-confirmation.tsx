import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CURRENT_USER_KEY } from '../auth/current-user-query';
import { Notice } from '../layout/notice';
import { useOrders } from './orders-query';
import { PAYMENT_RETURN_KEY } from './payment-return';

/** How long after returning from the card provider the dashboard waits for the payment's confirmation. */
const WATCH_MS = 2 * 60_000;
const POLL_MS = 2000;

function returnedAt(): number | undefined {
  const stamp = Number(sessionStorage.getItem(PAYMENT_RETURN_KEY));
  return stamp && Date.now() - stamp < WATCH_MS ? stamp : undefined;
}

/**
 * After the card provider sends the user back (/?success=true), its confirmation (the webhook) may
 * still be on its way. While the newest order waits for it, this says so and checks again every two
 * seconds (for two minutes at most); once paid, the profile is fetched again, so the new plan shows
 * without a reload.
 */
export function PaymentConfirmation() {
  const queryClient = useQueryClient();
  const [startedAt] = useState(returnedAt);
  const watching = startedAt !== undefined;
  const { data: orders } = useOrders({
    enabled: watching,
    refetchInterval: (latest) => (watching && latest?.[0]?.status === 'pending' && Date.now() - startedAt < WATCH_MS ? POLL_MS : false),
  });
  const newest = orders?.[0];
  const waiting = watching && newest?.status === 'pending';

  useEffect(() => {
    if (!watching || !orders || waiting) return;
    sessionStorage.removeItem(PAYMENT_RETURN_KEY);
    if (newest?.status === 'paid') void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  }, [watching, orders, waiting, newest, queryClient]);

  if (!waiting) return null;
  return <Notice intent="info">We are confirming your payment with the card provider. Your new plan appears here in a moment.</Notice>;
}
