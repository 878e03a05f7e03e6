import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY, PROFILE_CACHED_FLAG, useCurrentUser } from '../features/auth/current-user-query';
import { useFlash } from '../flash/flash-context';
import { userFixture } from '../test/fixtures';
import { json, renderRoutes, stubFetch } from '../test/render-app';
import { SessionExpiry } from './session-expiry';

const UNAUTHORIZED = () => json({ error: { code: 'unauthorized', message: 'Please log in to continue.' } }, 401);

function Home() {
  const { data } = useCurrentUser();
  const { flash } = useFlash();
  return (
    <>
      <p>{data ? `home of ${data.firstName}` : 'public home'}</p>
      {flash ? <p>{flash.text}</p> : null}
    </>
  );
}

function LoginPage() {
  const { flash } = useFlash();
  return (
    <>
      <p>login page</p>
      {flash ? <p>{flash.text}</p> : null}
    </>
  );
}

const routes = (
  <>
    <Route
      path="/"
      element={
        <>
          <SessionExpiry />
          <Home />
        </>
      }
    />
    <Route path="/login" element={<LoginPage />} />
  </>
);

describe('SessionExpiry', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends a signed-in user to /login with the message when the check of who is signed in finds the session gone', async () => {
    let signedIn = true;
    vi.stubGlobal('fetch', vi.fn(stubFetch({ '/api/users/current': () => (signedIn ? json(userFixture()) : UNAUTHORIZED()) })));
    const { queryClient } = renderRoutes(routes);
    expect(await screen.findByText(`home of ${userFixture().firstName}`)).toBeInTheDocument();
    expect(localStorage.getItem(PROFILE_CACHED_FLAG)).toBe('1');

    // The session is revoked elsewhere; the app checks again (back online, a refocus) before any other call.
    signedIn = false;
    await queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(localStorage.getItem(PROFILE_CACHED_FLAG)).toBeNull();
  });

  it('shows a visitor whose old session ended while away the public pages, with no message', async () => {
    localStorage.setItem(PROFILE_CACHED_FLAG, '1');
    vi.stubGlobal('fetch', vi.fn(stubFetch({ '/api/users/current': UNAUTHORIZED })));
    renderRoutes(routes);
    expect(await screen.findByText('public home')).toBeInTheDocument();
    expect(screen.queryByText('Your session has expired. Please log in again.')).toBeNull();
    expect(screen.queryByText('login page')).toBeNull();
  });
});
