import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { TERMS_TEMPLATE_NOTICE, TermsPage } from './terms-page';

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

afterEach(() => vi.unstubAllGlobals());

describe('TermsPage', () => {
  it('is clearly labelled a template the practice must review, and links to the privacy notice', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/content/practice': () => json({ practiceName: 'Northside Career Practice', supportEmail: null }) }));
    renderRoutes(
      <Route
        path="*"
        element={
          <>
            <TermsPage />
            <Address />
          </>
        }
      />,
      { at: '/terms' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    expect(await screen.findByText(TERMS_TEMPLATE_NOTICE)).toBeInTheDocument();
    expect(await screen.findByText(/Northside Career Practice offers career assessments/)).toBeInTheDocument();
    expect(screen.getByText(/not a medical or psychological diagnosis/)).toBeInTheDocument();
    expect(screen.getByText('You can move or cancel a session up to 24 hours before it starts.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'privacy notice' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/privacy');
  });
});
