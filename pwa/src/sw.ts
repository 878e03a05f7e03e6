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

// Content that is the same for everyone (the content service's texts, the practice's details, the
// demo results) is kept for offline use and refreshed in the background. Nothing personal is cached
// here: a user's own results live in the device database with their profile and go at logout.
const PUBLIC_CONTENT = ['/api/content/landing', '/api/content/initial-data', '/api/content/plan-features', '/api/content/practice', '/api/content/results'];
const PUBLIC_API = new Set([...PUBLIC_CONTENT, '/api/users/results/demo']);
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && PUBLIC_API.has(url.pathname),
  new StaleWhileRevalidate({ cacheName: 'public-content' }),
);

// The first visit's own requests go out before this worker controls the page, so the public texts
// are copied into the cache at install too: the app then has them offline after a single visit.
// That includes the result texts (about 34 KB): the depression screening shows their crisis card
// the moment its self-harm group is answered, offline too. The worker fetches them beside the
// precache, not the page, so they add nothing to the first load's JavaScript (the app bundles a
// built-in card for a device without them). A failure here (offline, server down) never stops the
// install; the pages fetch them later.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open('public-content')
      .then((cache) => Promise.allSettled(PUBLIC_CONTENT.map((path) => cache.add(path))))
      .catch(() => undefined),
  );
});

// A new version waits until the user accepts the update prompt.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
