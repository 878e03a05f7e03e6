import { afterEach, describe, expect, it, vi } from 'vitest';
import { onUnauthorized } from '../../api/api-client';
import { fetchRecordsCsv } from './record-csv-api';

describe('fetchRecordsCsv', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('signs the admin out like any other call when the session has expired', async () => {
    const body = JSON.stringify({ error: { code: 'unauthorized', message: 'Please log in to continue.' } });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 401, headers: { 'Content-Type': 'application/json' } })));
    const signedOut = vi.fn();
    const stop = onUnauthorized(signedOut);
    await expect(fetchRecordsCsv()).rejects.toMatchObject({ status: 401, message: 'Please log in to continue.' });
    stop();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('gives the file when the server sends it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('_id,jobTitle\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } })));
    expect(await (await fetchRecordsCsv()).text()).toBe('_id,jobTitle\r\n');
  });
});
