import type { DeviceCheckResult } from './device-check-result';
import { withTimeout } from './device-check-result';
import { formatBytes } from './format-bytes';

/** Below this the app shell, its pages and a client's answers may not all fit. */
export const MIN_QUOTA_BYTES = 50 * 1024 * 1024;
const TIMEOUT_MS = 5000;

type StorageApi = Pick<StorageManager, 'persisted' | 'persist' | 'estimate'>;

async function persistence(storage: Partial<StorageApi>): Promise<boolean | undefined> {
  if (typeof storage.persisted !== 'function') return undefined;
  if (await storage.persisted()) return true;
  // Ask once more (the app asks at sign-in too): browsers grant it to installed or often used sites.
  return typeof storage.persist === 'function' ? storage.persist() : false;
}

/** Whether the browser keeps this site's data when space runs low, and how much it may store. */
export async function checkStorage(storage: Partial<StorageApi> | null = globalThis.navigator?.storage ?? null): Promise<DeviceCheckResult> {
  const id = 'storage';
  const title = 'Keeping saved data';
  if (!storage) {
    return {
      id,
      title,
      status: 'warn',
      detail: 'This browser does not say whether it keeps saved data or how much room there is.',
      advice: 'Go online now and then while answering so your answers reach the server; do not clear the browser data until they have.',
    };
  }
  try {
    const [persisted, estimate] = await withTimeout(
      Promise.all([persistence(storage), typeof storage.estimate === 'function' ? storage.estimate() : Promise.resolve(undefined)]),
      TIMEOUT_MS,
      'The browser did not answer within 5 seconds',
    );
    const quota = estimate?.quota;
    const usage = estimate?.usage ?? 0;
    const room = quota === undefined ? 'The browser does not say how much room there is.' : `Room for ${formatBytes(quota)}, ${formatBytes(usage)} used.`;
    if (quota !== undefined && quota - usage < MIN_QUOTA_BYTES) {
      return {
        id,
        title,
        status: 'fail',
        detail: `${room} That is too little for the app to work offline.`,
        advice: 'Free up space on this device (delete files or apps you no longer need), then run the checks again.',
      };
    }
    if (persisted) return { id, title, status: 'pass', detail: `The browser keeps this site's data even when space runs low. ${room}` };
    return {
      id,
      title,
      status: 'warn',
      detail: `The browser may clear this site's data if the device runs short of space. ${room}`,
      advice: 'Install the app (the install button in the address bar or Add to Home Screen) and go online now and then so your answers reach the server.',
    };
  } catch (error) {
    return {
      id,
      title,
      status: 'warn',
      detail: `The browser could not report on its storage (${error instanceof Error ? error.message : String(error)}).`,
      advice: 'Go online now and then while answering so your answers reach the server.',
    };
  }
}
