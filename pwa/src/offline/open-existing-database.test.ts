import { describe, expect, it, vi } from 'vitest';
import { openExistingDatabase } from './open-existing-database';

describe('openExistingDatabase', () => {
  it('never creates a database: a missing one fails and stays missing', async () => {
    await expect(openExistingDatabase('never-made', 3, () => undefined)).rejects.toMatchObject({ name: 'NotFoundError' });
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain('never-made');
  });

  it('opens a database at the version the page has, never another, and lets go of it when another connection deletes it', async () => {
    await new Promise<void>((resolve) => {
      const request = indexedDB.open('made-by-the-page', 3);
      request.onupgradeneeded = () => request.result.createObjectStore('rows');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
    });
    const closed = vi.fn();
    await expect(openExistingDatabase('made-by-the-page', 4, () => undefined)).rejects.toMatchObject({ name: 'NotFoundError' });
    await expect(openExistingDatabase('made-by-the-page', 2, () => undefined)).rejects.toMatchObject({ name: 'VersionError' });
    const db = await openExistingDatabase('made-by-the-page', 3, closed);
    expect(db.version).toBe(3);
    expect([...db.objectStoreNames]).toEqual(['rows']);
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase('made-by-the-page');
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    });
    expect(closed).toHaveBeenCalled();
  });
});
