/** Set on return from a paid checkout (/?success=true): the dashboard watches the order until the payment is confirmed. */
export const PAYMENT_RETURN_KEY = 'career.payment-return';

const listeners = new Set<() => void>();

/** Marks the return from the card provider (kept for the tab, so a reload still watches). */
export function markPaymentReturn(): void {
  sessionStorage.setItem(PAYMENT_RETURN_KEY, String(Date.now()));
  listeners.forEach((listener) => listener());
}

export function clearPaymentReturn(): void {
  sessionStorage.removeItem(PAYMENT_RETURN_KEY);
  listeners.forEach((listener) => listener());
}

/** When the user came back from paying, or undefined (for useSyncExternalStore). */
export function paymentReturnedAt(): number | undefined {
  const stamp = Number(sessionStorage.getItem(PAYMENT_RETURN_KEY));
  return stamp || undefined;
}

export function subscribePaymentReturn(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
