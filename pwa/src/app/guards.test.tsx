import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, useLocation } from 'react-router-dom';
import { json, renderRoutes, stubFetch } from '../test/render-app';
import { userFixture } from '../test/fixtures';
import { PublicOnly, RequireAuth } from './guards';

const routes = (
  <>
    <Route element={<RequireAuth />}>
      <Route path="/profile" element={<p>profile page</p>} />
    </Route>
    <Route element={<RequireAuth admin />}>
      <Route path="/admin" element={<p>admin page</p>} />
    </Route>
    <Route element={<PublicOnly />}>
      <Route path="/login" element={<p>login page</p>} />
    </Route>
    <Route path="/" element={<p>home page</p>} />
  </>
);

/** Says where the login page would send the user back to. */
function LoginFrom() {
  const state = useLocation().state as { from?: string } | null;
  return <p>back to {state?.from}</p>;
}

describe('route guards', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('show Loading... until the user is known', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', stubFetch({ '/api/users/current': () => new Promise<Response>((resolve) => (answer = resolve)) }));
    renderRoutes(routes, { at: '/profile' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    answer(json(userFixture()));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
  });

  it('send a visitor on a protected page to /login', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/users/current': () => json({ error: { code: 'unauthorized', message: 'Please log in to continue.' } }, 401) }));
    renderRoutes(routes, { at: '/profile' });
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('hand the login page the whole address, query included, to come back to', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/users/current': () => json({ error: { code: 'unauthorized', message: 'Please log in to continue.' } }, 401) }));
    renderRoutes(
      <>
        <Route element={<RequireAuth admin />}>
          <Route path="/admin" element={<p>admin page</p>} />
        </Route>
        <Route path="/login" element={<LoginFrom />} />
      </>,
      { at: '/admin?user=u1' },
    );
    expect(await screen.findByText('back to /admin?user=u1')).toBeInTheDocument();
  });

  it('send a non-admin on an admin page to /, and let an admin in', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/users/current': () => json(userFixture()) }));
    renderRoutes(routes, { at: '/admin' });
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('let an admin into admin pages', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/users/current': () => json(userFixture({ admin: true, plans: [] })) }));
    renderRoutes(routes, { at: '/admin' });
    expect(await screen.findByText('admin page')).toBeInTheDocument();
  });

  it('send a signed-in user away from the login page', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/users/current': () => json(userFixture()) }));
    renderRoutes(routes, { at: '/login' });
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});
