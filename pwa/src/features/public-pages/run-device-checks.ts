import { checkClock } from './clock-check';
import type { DeviceCheckResult } from './device-check-result';
import { checkIndexedDb } from './indexeddb-check';
import { checkOnline } from './online-check';
import { NARROW_SCREEN_MAX_PX, NARROW_SCREEN_QUERY, checkScreen } from './screen-check';
import { probeServer } from './server-probe';
import { checkServiceWorker } from './service-worker-check';
import { checkStorage } from './storage-check';

/** Every device check, in the order the page shows them. None throws: a problem is a result. */
export async function runDeviceChecks(): Promise<DeviceCheckResult[]> {
  const [indexedDb, storage, serviceWorker, probe] = await Promise.all([checkIndexedDb(), checkStorage(), checkServiceWorker(), probeServer()]);
  const narrow = typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN_QUERY).matches : window.innerWidth <= NARROW_SCREEN_MAX_PX;
  return [
    indexedDb,
    storage,
    serviceWorker,
    checkOnline(navigator.onLine, probe),
    checkClock(new Date(), probe),
    checkScreen(window.innerWidth, narrow),
  ];
}
