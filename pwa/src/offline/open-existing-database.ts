/**
 * Opens an IndexedDB database that the page has already created, at the version the page has it
 * (IDBDatabase.version): never creates or upgrades it (that is Dexie's job on the page), so a
 * missing or older database fails (NotFoundError) instead of being made, and a newer one fails
 * with VersionError. Closes itself when another connection wants to upgrade or delete the
 * database; `onClose` is then called.
 */
export function openExistingDatabase(name: string, version: number, onClose: () => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.addEventListener('upgradeneeded', () => {
      request.transaction?.abort();
    });
    request.addEventListener('success', () => {
      const db = request.result;
      db.addEventListener('versionchange', () => {
        db.close();
        onClose();
      });
      db.addEventListener('close', onClose);
      resolve(db);
    });
    request.addEventListener('error', (event) => {
      event.preventDefault();
      reject(request.error?.name === 'AbortError' ? new DOMException(`The database ${name} does not exist yet`, 'NotFoundError') : request.error);
    });
  });
}
