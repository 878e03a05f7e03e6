import { describe, expect, it, vi } from 'vitest';
import { MIN_QUOTA_BYTES, checkStorage } from './storage-check';

const GB = 1024 ** 3;

describe('checkStorage', () => {
  it('passes when the site data is kept, and says how much room there is', async () => {
    const result = await checkStorage({ persisted: async () => true, persist: vi.fn(), estimate: async () => ({ quota: 2 * GB, usage: 3 * 1024 * 1024 }) });
    expect(result).toMatchObject({ id: 'storage', status: 'pass' });
    expect(result.detail).toContain('Room for 2.0 GB, 3.0 MB used.');
  });

  it('asks for persistence when it is not granted yet, and passes when the browser grants it', async () => {
    const persist = vi.fn(async () => true);
    const result = await checkStorage({ persisted: async () => false, persist, estimate: async () => ({ quota: GB, usage: 0 }) });
    expect(persist).toHaveBeenCalledOnce();
    expect(result.status).toBe('pass');
  });

  it('warns with what to do when the browser may clear the data', async () => {
    const result = await checkStorage({ persisted: async () => false, persist: async () => false, estimate: async () => ({ quota: GB, usage: 0 }) });
    expect(result.status).toBe('warn');
    expect(result.detail).toContain('may clear');
    expect(result.advice).toMatch(/Install the app/);
  });

  it('fails when there is too little room left', async () => {
    const result = await checkStorage({ persisted: async () => true, estimate: async () => ({ quota: MIN_QUOTA_BYTES, usage: 1024 }) });
    expect(result.status).toBe('fail');
    expect(result.advice).toMatch(/Free up space/);
  });

  it('warns when the browser has no storage manager', async () => {
    expect(await checkStorage(null)).toMatchObject({ status: 'warn' });
  });
});
