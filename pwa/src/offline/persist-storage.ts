let asked = false;

/**
 * Asks the browser once per page load to keep this site's storage (best effort): answers saved
 * on the device should not be evicted before they are uploaded.
 */
export function requestPersistentStorage(): void {
  if (asked) return;
  asked = true;
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage || typeof storage.persist !== 'function') return;
  void (async () => {
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return;
    await storage.persist();
  })().catch((error: unknown) => console.warn('Could not ask for persistent storage', error));
}
