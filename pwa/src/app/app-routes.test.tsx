import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubFetch } from '../test/render-app';
import { AppRoutes } from './app-routes';

const SIGNED_OUT = () => json({ error: { code: 'unauthorized', message: 'Please log in to continue.' } }, 401);

/** The public footer waits to scroll into view (jsdom has no IntersectionObserver): never here. */
class NeverIntersecting {
  observe() {}
  disconnect() {}
}

function renderApp(at: string) {
  vi.stubGlobal('IntersectionObserver', NeverIntersecting);
  return renderRoutes(<Route path="*" element={<AppRoutes />} />, { at });
}

describe('the app routes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('show the login page to a visitor', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/users/current': SIGNED_OUT }));
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
  });

  it('send a visitor on a protected page to /login', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/users/current': SIGNED_OUT }));
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
  });

  it('show Page Not Found for an unknown address', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/users/current': SIGNED_OUT }));
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
