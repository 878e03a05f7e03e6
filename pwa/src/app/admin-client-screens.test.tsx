import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlansPage } from '../features/plans/plans-page';
import { ProfilePage } from '../features/profile/profile-page';
import { ResultsPage } from '../features/results/results-page';
import { TopBar } from '../layout/top-bar';
import { PLANS, userFixture } from '../test/fixtures';
import { json, renderRoutes } from '../test/render-app';
import { RequireAuth } from './guards';

/** An admin (no plan, no assessments), and the same screens for a client as the control. */
const ADMIN = userFixture({ _id: 'admin-1', admin: true, plans: [], firstName: 'Ada', lastName: 'Admin' });
const CLIENT = userFixture({ _id: 'client-1', plans: [] });

function serve(user: typeof ADMIN) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost').pathname;
    if (path === '/api/users/current') return json(user);
    if (path === '/api/plans') return json(PLANS);
    if (path === '/api/content/results') return json({});
    // Whatever else a screen reads (orders, account data, the feature grid) is not what these tests check.
    return json({ error: { code: 'not_found', message: 'Not here.' } }, 404);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('an admin sees no client-only screens or offers', () => {
  it('the top bar: no Results and no Upgrade Plan for an admin; a client without a plan has both', () => {
    const { unmount } = renderRoutes(<Route path="/" element={<TopBar user={ADMIN} />} />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).queryByRole('link', { name: 'Results' })).not.toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Admin' })).toBeInTheDocument();
    unmount();
    renderRoutes(<Route path="/" element={<TopBar user={CLIENT} />} />);
    expect(screen.getByRole('link', { name: 'Results' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toBeInTheDocument();
  });

  it("/plans offers an admin nothing to start ('Start Free' would have been refused): it says plans are for clients", async () => {
    serve(ADMIN);
    renderRoutes(<Route path="/plans" element={<PlansPage />} />, { at: '/plans' });
    expect(await screen.findByText(/Plans are for clients: an admin account has none/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the user table' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('button', { name: /Start Free|Get Started|Upgrade/ })).not.toBeInTheDocument();
  });

  it('/plans still offers a signed-in client without a plan to start Free', async () => {
    serve(CLIENT);
    renderRoutes(<Route path="/plans" element={<PlansPage />} />, { at: '/plans' });
    expect(await screen.findByRole('button', { name: 'Start Free: Free' })).toBeInTheDocument();
    expect(screen.queryByText(/Plans are for clients/)).not.toBeInTheDocument();
  });

  it("/results tells an admin where clients' results are, not 'No results yet'", async () => {
    serve(ADMIN);
    renderRoutes(<Route path="/results" element={<ResultsPage />} />, { at: '/results' });
    expect(await screen.findByText(/Results are for clients: an admin account takes no assessments/)).toBeInTheDocument();
    expect(screen.queryByText(/No results yet/)).not.toBeInTheDocument();
  });

  it("the profile names an admin's role, with no plan line", async () => {
    serve(ADMIN);
    // Behind the app's own guard, which renders the page once the user is known.
    renderRoutes(
      <Route element={<RequireAuth />}>
        <Route path="/profile" element={<ProfilePage />} />
      </Route>,
      { at: '/profile' },
    );
    expect(await screen.findByText('Role')).toBeInTheDocument();
    expect(screen.queryByText('No plan yet')).not.toBeInTheDocument();
    expect(screen.queryByText('Plan')).not.toBeInTheDocument();
  });
});
