import type { OrderDto, OrderStatusDto } from '@career/sync-server/plans/contract/checkout-dto';

export const ORDER_STATUS_LABELS: Record<OrderStatusDto, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  refunded: 'Refunded',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** An amount in cents in the order's currency, always to the cent ('$307.97'). */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

export function formatOrderDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatOrderDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** 'Premium' or 'Premium (upgrade from Essential)'. */
export function orderPlanLabel(order: OrderDto): string {
  return order.planFrom && order.planFrom.id !== 'free' ? `${order.planTo.name} (upgrade from ${order.planFrom.name})` : order.planTo.name;
}
