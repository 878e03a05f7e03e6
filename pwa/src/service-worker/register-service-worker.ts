/** How long a newly installed version must stay waiting before it is offered (as workbox-window does). */
const WAITING_GRACE_MS = 200;

/**
 * Registers the service worker (/sw.js) and calls `onWaiting` when a new version is installed and
 * waits for the user's consent (sw.ts activates it on SKIP_WAITING): one found now, or one left
 * waiting by an earlier visit. A first install activates at once and is never offered. Once a
 * version is offered, a page that was already controlled reloads when it takes over, from whichever
 * tab it was applied. What vite-plugin-pwa's prompt mode did through workbox-window, in a few lines
 * instead of 2.7 KiB of gzip on every first load. Resolves to undefined if registration fails.
 */
export async function registerServiceWorker(onWaiting: () => void): Promise<ServiceWorkerRegistration | undefined> {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (!container) return undefined;
  const wasControlled = container.controller !== null;
  let offered = false;
  const offer = () => {
    if (!offered && wasControlled) container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    offered = true;
    onWaiting();
  };
  try {
    const registration = await container.register('/sw.js', { scope: '/', type: 'classic' });
    if (registration.waiting) offer();
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed') window.setTimeout(() => registration.waiting === worker && offer(), WAITING_GRACE_MS);
      });
    });
    return registration;
  } catch {
    return undefined;
  }
}

/** Asks the waiting version to take over (see sw.ts). */
export function activateWaitingVersion(registration: ServiceWorkerRegistration | undefined): void {
  registration?.waiting?.postMessage({ type: 'SKIP_WAITING' });
}
