/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';

declare let self: ServiceWorkerGlobalScope;

// The first install takes control at once, so the very first visit already works offline on reload.
// Later versions wait for the user's consent (see the message handler below).
clientsClaim();

// The app shell and every route chunk, so a reload or a new page works offline.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Page navigations get the cached shell; the API, the dev outbox and the server's own checkout and
// provider simulator pages never do.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/dev\//, /^\/embedded-checkout\//, /^\/elevate-sim\//] }));

// Content that is the same for everyone (result explanations, the demo results) is kept for
// offline use and refreshed in the background. Nothing personal is cached here: a user's own
// results live in the device database with their profile and go at logout.
const PUBLIC_API = new Set(['/api/content/results', '/api/users/results/demo']);
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && PUBLIC_API.has(url.pathname),
  new StaleWhileRevalidate({ cacheName: 'public-content' }),
);

// A new version waits until the user accepts the update prompt.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
