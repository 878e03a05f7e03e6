import { describe, expect, it } from 'vitest';
import { TEST_DATABASE, checkIndexedDb } from './indexeddb-check';

describe('checkIndexedDb', () => {
  it('passes when a record can be written, read back and deleted, and removes its test database', async () => {
    const result = await checkIndexedDb(indexedDB);
    expect(result).toMatchObject({ id: 'indexeddb', status: 'pass' });
    const names = (await indexedDB.databases()).map((db) => db.name);
    expect(names).not.toContain(TEST_DATABASE);
  });

  it('fails with what to do when the browser refuses to open a database', async () => {
    const refusing = {
      open: () => {
        const request = {} as IDBOpenDBRequest;
        setTimeout(() => {
          Object.defineProperty(request, 'error', { value: new DOMException('The operation is insecure.', 'SecurityError') });
          request.onerror?.(new Event('error'));
        });
        return request;
      },
      deleteDatabase: () => {
        const request = {} as IDBOpenDBRequest;
        setTimeout(() => request.onsuccess?.(new Event('success')));
        return request;
      },
    } as unknown as IDBFactory;
    const result = await checkIndexedDb(refusing);
    expect(result.status).toBe('fail');
    expect(result.detail).toContain('The operation is insecure.');
    expect(result.advice).toMatch(/private or incognito/);
  });

  it('fails when there is no IndexedDB at all', async () => {
    expect(await checkIndexedDb(null)).toMatchObject({ status: 'fail' });
  });
});
