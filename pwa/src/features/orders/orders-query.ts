import type { OrderDto, OrdersResponse } from '@career/sync-server/plans/contract/checkout-dto';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client';

export const ORDERS_KEY = ['orders'] as const;

export function fetchOrders(): Promise<OrderDto[]> {
  return api<OrdersResponse>('/api/orders').then((body) => body.orders);
}

/** The signed-in user's orders, newest first. */
export function useOrders(options: { enabled?: boolean; refetchInterval?: (orders: OrderDto[] | undefined) => number | false } = {}) {
  const { refetchInterval } = options;
  return useQuery({
    queryKey: ORDERS_KEY,
    queryFn: fetchOrders,
    enabled: options.enabled ?? true,
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : false,
  });
}

export function useOrder(id: string) {
  return useQuery({ queryKey: [...ORDERS_KEY, id], queryFn: () => api<OrderDto>(`/api/orders/${encodeURIComponent(id)}`) });
}
