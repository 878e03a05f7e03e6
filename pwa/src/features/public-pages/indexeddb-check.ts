import type { DeviceCheckResult } from './device-check-result';
import { withTimeout } from './device-check-result';

/** A database of its own, so the check never touches the answers kept on this device. */
export const TEST_DATABASE = 'career-device-check';
const STORE = 'probe';
const TIMEOUT_MS = 5000;

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openTestDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(TEST_DATABASE, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('The test database could not be opened'));
    request.onblocked = () => reject(new Error('The test database is blocked by another tab'));
  });
}

function deleteTestDatabase(factory: IDBFactory): Promise<void> {
  return new Promise<void>((resolve) => {
    const request = factory.deleteDatabase(TEST_DATABASE);
    // Best effort: a leftover empty test database harms nothing.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/** Opens, writes, reads back and deletes one record in a separate test database. */
async function roundTrip(factory: IDBFactory): Promise<void> {
  const db = await openTestDatabase(factory);
  try {
    const record = { text: 'device check', at: Date.now() };
    const store = () => db.transaction(STORE, 'readwrite').objectStore(STORE);
    await done(store().put(record, 'record'));
    const read = (await done(store().get('record'))) as typeof record | undefined;
    if (read?.text !== record.text || read.at !== record.at) throw new Error('The record read back was not the one written');
    await done(store().delete('record'));
    if ((await done(store().get('record'))) !== undefined) throw new Error('The record could not be deleted');
  } finally {
    db.close();
  }
}

/** `factory`: the browser's by default; null when it has none. */
export async function checkIndexedDb(factory: IDBFactory | null = globalThis.indexedDB ?? null): Promise<DeviceCheckResult> {
  const title = 'Saving answers on this device';
  if (!factory) {
    return {
      id: 'indexeddb',
      title,
      status: 'fail',
      detail: 'This browser offers no IndexedDB, the storage the app keeps your answers in.',
      advice: 'Use a current version of Chrome, Edge, Firefox or Safari, outside private or incognito mode.',
    };
  }
  try {
    await withTimeout(roundTrip(factory), TIMEOUT_MS, 'The browser did not answer within 5 seconds');
    return { id: 'indexeddb', title, status: 'pass', detail: 'A test record was written, read back and deleted: your answers can be kept here.' };
  } catch (error) {
    return {
      id: 'indexeddb',
      title,
      status: 'fail',
      detail: `The browser would not keep a test record (${error instanceof Error ? error.message : String(error)}).`,
      advice: 'Leave private or incognito mode, allow this site to store data in the browser settings, or use another browser. Until then, answer only while online.',
    };
  } finally {
    await deleteTestDatabase(factory);
  }
}
