import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import type * as CheckoutApi from './checkout-api';
import { CheckoutPage } from './checkout-page';

const goTo = vi.hoisted(() => vi.fn());
vi.mock('./checkout-api', async (importOriginal) => ({ ...(await importOriginal<typeof CheckoutApi>()), goToHostedCheckout: goTo }));

const PLANS = [{ _id: 'premium', name: 'Premium', order: 3, tagline: '', features: [], price: 29900, processingFeePercentage: 3, assessments: [], sessions: [] }];

function renderCheckout(state: unknown = { planName: 'Premium', planId: 'premium', price: 15000 }) {
  return renderRoutes(
    <>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/plans" element={<p>plans page</p>} />
    </>,
    { at: { pathname: '/checkout', state } },
  );
}

describe('CheckoutPage', () => {
  const posted: unknown[] = [];
  beforeEach(() => {
    posted.length = 0;
    goTo.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function serve(checkout: () => Response) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.body) posted.push(JSON.parse(String(init.body)));
        return stubFetch({ '/api/plans': () => json(PLANS), '/api/checkout': checkout })(input);
      }),
    );
  }

  it('shows the price, the 3% fee to the cent and the total, then sends the browser to the hosted page the server opened', async () => {
    serve(() => json({ id: 'cs_test_1', url: 'https://pay.example.com/cs_test_1' }));
    renderCheckout();
    expect(screen.getByTestId('checkout-price')).toHaveTextContent('$150.00');
    expect(screen.getByTestId('checkout-fee')).toHaveTextContent('$4.50');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$154.50');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://pay.example.com/cs_test_1'));
    // Only the plan goes to the server: it prices the order itself.
    expect(posted).toEqual([{ planId: 'premium' }]);
  });

  it("shows the server's or provider's message when the payment page cannot be opened, and lets the user try again", async () => {
    serve(() => json({ error: { code: 'conflict', message: 'You are already on the Premium plan.' } }, 409));
    renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('You are already on the Premium plan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('says it cannot pay offline and keeps the button off until the connection is back', async () => {
    serve(() => json({ id: 'cs_test_1', url: 'https://pay.example.com/cs_test_1' }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderCheckout();
    expect(screen.getByText('You are offline. Connect to the internet to pay.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    vi.restoreAllMocks();
  });

  it('goes back to the plans without a chosen paid plan', async () => {
    serve(() => json({}));
    renderCheckout(null);
    expect(await screen.findByText('plans page')).toBeInTheDocument();
  });
});
