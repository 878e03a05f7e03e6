/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare let self: ServiceWorkerGlobalScope;

// The first install takes control at once, so the very first visit already works offline on reload.
// Later versions wait for the user's consent (see the message handler below).
clientsClaim();

// The app shell and every route chunk, so a reload or a new page works offline.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Page navigations get the cached shell; the API and the dev outbox never do.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/dev\//] }));

// A new version waits until the user accepts the update prompt.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
