import type { PlanId } from './plan-dto';

/** POST /api/checkout answers the provider's checkout session id and the page to send the browser to. */
export interface CheckoutResponse {
  /** The checkout session id (the spec's `id`). */
  id: string;
  /** The hosted checkout page: Stripe's, or the embedded one in demo mode. */
  url: string;
}

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type OrderStatusDto = (typeof ORDER_STATUSES)[number];

/** One of the user's orders, as /profile lists it and the receipt prints it. Amounts in cents. */
export interface OrderDto {
  id: string;
  createdAt: string;
  paidAt: string | null;
  /** The plan before the upgrade, or null when the user had none. */
  planFrom: { id: PlanId; name: string } | null;
  planTo: { id: PlanId; name: string };
  amount: number;
  fee: number;
  feePercentage: number;
  total: number;
  /** ISO 4217, lower case ('usd'). */
  currency: string;
  status: OrderStatusDto;
}

export interface OrdersResponse {
  orders: OrderDto[];
}
