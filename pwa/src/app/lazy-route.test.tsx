import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LazyRouteHandle } from './lazy-route';
import { lazyRoute, preloadRoutes } from './lazy-route';

function Page() {
  return <p>the page</p>;
}

describe('lazyRoute', () => {
  it('loads the page once, whether preloaded or shown', async () => {
    const load = vi.fn(async () => Page);
    const route = lazyRoute('page', load);
    expect(route.path).toBe('page');
    expect(load).not.toHaveBeenCalled();
    preloadRoutes([route, { path: 'plain' }]);
    await (route.handle as LazyRouteHandle).preload();
    render(<Suspense fallback="loading">{route.element as ReactElement}</Suspense>);
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a failed preload fail quietly: showing the page reports it', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const route = lazyRoute('page', load);
    preloadRoutes([route]);
    await expect((route.handle as LazyRouteHandle).preload()).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
