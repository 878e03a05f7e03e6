import type { OrderDto } from '@career/sync-server/plans/contract/checkout-dto';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { OrderHistory } from './order-history';

function order(overrides: Partial<OrderDto>): OrderDto {
  return {
    id: '01a20c1e-1562-7000-b693-0948f5c4128d',
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: null,
    planFrom: { id: 'free', name: 'Free' },
    planTo: { id: 'premium', name: 'Premium' },
    amount: 29900,
    fee: 897,
    feePercentage: 3,
    total: 30797,
    currency: 'usd',
    status: 'pending',
    ...overrides,
  };
}

function renderHistory(orders: OrderDto[] | Response) {
  vi.stubGlobal('fetch', vi.fn(stubFetch({ '/api/orders': () => (orders instanceof Response ? orders : json({ orders })) })));
  return renderRoutes(<Route path="/" element={<OrderHistory />} />);
}

describe('OrderHistory', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each order with date, plan, amount, fee, total and status, and a receipt only for paid ones', async () => {
    renderHistory([
      order({ id: '01a20c1e-1562-7000-b693-000000000002', planFrom: { id: 'essential', name: 'Essential' }, amount: 15000, fee: 450, total: 15450, status: 'paid', paidAt: '2026-11-23T12:00:00.000Z' }),
      order({ status: 'expired' }),
    ]);
    const table = await screen.findByRole('table', { name: 'Orders' });
    const [, paid, expired] = within(table).getAllByRole('row');
    expect(paid).toHaveTextContent('Nov 23, 2026');
    expect(paid).toHaveTextContent('Premium (upgrade from Essential)');
    expect(paid).toHaveTextContent('$150.00');
    expect(paid).toHaveTextContent('$4.50');
    expect(paid).toHaveTextContent('$154.50');
    expect(paid).toHaveTextContent('Paid');
    expect(within(paid as HTMLElement).getByRole('link', { name: 'View receipt for the Premium order of Nov 23, 2026' })).toHaveAttribute(
      'href',
      '/profile/orders/01a20c1e-1562-7000-b693-000000000002',
    );
    expect(expired).toHaveTextContent('Nov 20, 2026');
    expect(expired).toHaveTextContent('$307.97');
    expect(expired).toHaveTextContent('Expired');
    expect(within(expired as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('says when there are no orders yet', async () => {
    renderHistory([]);
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
  });

  it('says when the orders cannot be loaded, with a way to try again', async () => {
    renderHistory(json({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } }, 500));
    expect(await screen.findByText(/We could not load your orders/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
