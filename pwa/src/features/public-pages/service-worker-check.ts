import type { DeviceCheckResult } from './device-check-result';
import { withTimeout } from './device-check-result';

const READY_TIMEOUT_MS = 10_000;
/** The worker claims open pages as it activates; this is how long a claim may take to arrive. */
const CLAIM_TIMEOUT_MS = 3000;

type ServiceWorkerApi = Pick<ServiceWorkerContainer, 'controller' | 'ready' | 'addEventListener' | 'removeEventListener'>;

function controllerChange(container: ServiceWorkerApi): Promise<void> {
  return new Promise<void>((resolve) => {
    const changed = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', changed);
      resolve();
    };
    const timer = setTimeout(changed, CLAIM_TIMEOUT_MS);
    container.addEventListener('controllerchange', changed);
  });
}

/** Whether the app's service worker controls this page: then the app opens with no network. */
export async function checkServiceWorker(container: ServiceWorkerApi | null = globalThis.navigator?.serviceWorker ?? null): Promise<DeviceCheckResult> {
  const id = 'service-worker';
  const title = 'Opening the app offline';
  if (!container) {
    return {
      id,
      title,
      status: 'fail',
      detail: 'This browser cannot run the app offline (it has no service workers, or they are turned off, as in some private windows).',
      advice: 'Use a current version of Chrome, Edge, Firefox or Safari in a normal window. Until then, answer only while online.',
    };
  }
  if (container.controller) {
    return { id, title, status: 'pass', detail: 'The app is installed in this browser and controls this page: it opens with no network.' };
  }
  try {
    await withTimeout(container.ready, READY_TIMEOUT_MS, 'not ready');
  } catch {
    return {
      id,
      title,
      status: 'warn',
      detail: 'The app has not finished installing for offline use yet.',
      advice: 'Stay online on this page for a minute, then run the checks again. If it still fails, reload the page.',
    };
  }
  if (!container.controller) await controllerChange(container);
  if (container.controller) {
    return { id, title, status: 'pass', detail: 'The app is installed in this browser and controls this page: it opens with no network.' };
  }
  return {
    id,
    title,
    status: 'warn',
    detail: 'The app is installed for offline use but does not control this page yet.',
    advice: 'Reload this page once, then run the checks again.',
  };
}
