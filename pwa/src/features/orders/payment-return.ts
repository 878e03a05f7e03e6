/** Set on return from a paid checkout (/?success=true): the dashboard watches the order until the payment is confirmed. */
export const PAYMENT_RETURN_KEY = 'career.payment-return';
