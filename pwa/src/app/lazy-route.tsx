import type { ComponentType } from 'react';
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** What a lazy page's route carries: starts loading its code (once; later calls share the load). */
export interface LazyRouteHandle {
  preload: () => Promise<ComponentType>;
}

/**
 * A page whose code is its own chunk, loaded when the page is first shown. `preload` lets the
 * routes start the load as soon as the address matches (see app-routes.tsx), before a guard above
 * the page knows who is signed in. A failed load stays failed until the app reloads.
 */
export function lazyRoute(path: string, load: () => Promise<ComponentType>): RouteObject {
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= load());
  const Page = lazy(async () => ({ default: await preload() }));
  const handle: LazyRouteHandle = { preload };
  return { path, element: <Page />, handle };
}

/** Starts loading the code of every lazy page among the matched routes. */
export function preloadRoutes(routes: readonly RouteObject[]): void {
  for (const route of routes) void (route.handle as LazyRouteHandle | undefined)?.preload().catch(() => undefined);
}
