import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '../auth/current-user-query';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { PaymentConfirmation } from './payment-confirmation';
import { PAYMENT_RETURN_KEY } from './payment-return';

const ORDER = { id: 'o1', createdAt: '2026-11-24T10:00:00.000Z', paidAt: null, planFrom: null, planTo: { id: 'essential', name: 'Essential' }, amount: 14900, fee: 447, feePercentage: 3, total: 15347, currency: 'usd' };

describe('PaymentConfirmation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('after returning from the card provider, says the payment is being confirmed until the order is paid, then refreshes the profile', async () => {
    sessionStorage.setItem(PAYMENT_RETURN_KEY, String(Date.now()));
    const statuses = ['pending', 'pending', 'paid'];
    const fetch = vi.fn(stubFetch({ '/api/orders': () => json({ orders: [{ ...ORDER, status: statuses.shift() ?? 'paid' }] }) }));
    vi.stubGlobal('fetch', fetch);
    const { queryClient } = renderRoutes(<Route path="/" element={<PaymentConfirmation />} />);
    queryClient.setQueryData(CURRENT_USER_KEY, { _id: 'u1' });
    expect(await screen.findByText(/We are confirming your payment with the card provider/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/We are confirming your payment/)).toBeNull(), { timeout: 8000 });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sessionStorage.getItem(PAYMENT_RETURN_KEY)).toBeNull();
    expect(queryClient.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(true);
  });

  it('says so when the payment did not go through, and when its confirmation takes over two minutes', async () => {
    sessionStorage.setItem(PAYMENT_RETURN_KEY, String(Date.now()));
    vi.stubGlobal('fetch', vi.fn(stubFetch({ '/api/orders': () => json({ orders: [{ ...ORDER, status: 'failed' }] }) })));
    const first = renderRoutes(<Route path="/" element={<PaymentConfirmation />} />);
    expect(await screen.findByText(/Your payment did not go through, so your plan has not changed/)).toBeInTheDocument();
    first.unmount();

    sessionStorage.setItem(PAYMENT_RETURN_KEY, String(Date.now() - 2 * 60_000 - 1));
    vi.stubGlobal('fetch', vi.fn(stubFetch({ '/api/orders': () => json({ orders: [{ ...ORDER, status: 'pending' }] }) })));
    renderRoutes(<Route path="/" element={<PaymentConfirmation />} />);
    expect(await screen.findByText(/Your payment is taking longer than usual to be confirmed/)).toBeInTheDocument();
  });

  it('asks nothing when the user did not just come back from paying', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderRoutes(<Route path="/" element={<PaymentConfirmation />} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByText(/We are confirming your payment/)).toBeNull();
  });
});
