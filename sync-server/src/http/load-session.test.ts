import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionTokens } from '../auth/session-token';
import type { SessionTokens } from '../auth/session-token';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import { loadSession } from './load-session';
import { createSessionCookie } from './session-cookie';
import type { UserRecord } from './session-user';
import { createSessionUserCache } from './session-user-cache';

const ADA: UserRecord = {
  id: 'user-ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  passwordHash: 'x',
  isAdmin: false,
  isVerified: true,
  isNumVerified: false,
  consent: false,
  sessionVersion: 1,
  createdAt: '2026-11-28T00:00:00.000Z',
  birthYear: null,
  sex: null,
  timeZone: null,
  timeZoneSource: null,
};

describe('the session middleware with users remembered for writes that check the session', () => {
  let tokens: SessionTokens;
  let stored: UserRecord;
  let reads: number;
  let app: Hono<AppEnv>;
  let cookie: string;

  beforeEach(async () => {
    tokens = await createSessionTokens({ secret: 'a-session-secret-for-this-test-0123456789', issuer: 'http://localhost', ttlSeconds: 3600 });
    stored = { ...ADA };
    reads = 0;
    const findUser = async (id: string) => {
      reads += 1;
      return id === stored.id ? { ...stored } : undefined;
    };
    app = new Hono<AppEnv>();
    app.onError((error, c) => c.json({ error: error instanceof AppError ? error.code : 'internal' }, error instanceof AppError && error.code === 'unauthorized' ? 401 : 500));
    app.use(
      '*',
      loadSession({
        findUser,
        sessions: tokens,
        cookie: createSessionCookie({ secure: false }),
        adminsNeedSecondFactor: () => true,
        checkedByWrite: { cache: createSessionUserCache(), applies: (c) => c.req.method === 'POST' && c.req.path === '/write' },
      }),
    );
    // What a write that checks the session does when its check fails: read the user now.
    app.post('/write', async (c) => {
      const check = c.get('sessionCheck');
      const user = check && c.req.query('check') === 'fails' ? await check.read() : c.get('user');
      return c.json({ user: user?.id ?? null, fromMemory: check !== null });
    });
    app.get('/read', (c) => c.json({ user: c.get('user')?.id ?? null, fromMemory: c.get('sessionCheck') !== null }));
    cookie = `session=${await tokens.sign({ userId: ADA.id, sessionVersion: 1 })}`;
  });

  const call = async (method: 'GET' | 'POST', path: string) => {
    const response = await app.request(path, { method, headers: { Cookie: cookie } });
    return { status: response.status, body: (await response.json()) as unknown, clears: /session=;/.test(response.headers.get('Set-Cookie') ?? '') };
  };

  it('reads the user for the first write, then takes them from memory, and reads on every other request', async () => {
    expect(await call('POST', '/write')).toMatchObject({ status: 200, body: { user: ADA.id, fromMemory: false } });
    expect(reads).toBe(1);
    expect(await call('POST', '/write')).toMatchObject({ status: 200, body: { user: ADA.id, fromMemory: true } });
    expect(await call('POST', '/write')).toMatchObject({ status: 200, body: { user: ADA.id, fromMemory: true } });
    expect(reads).toBe(1);
    expect(await call('GET', '/read')).toMatchObject({ status: 200, body: { user: ADA.id, fromMemory: false } });
    expect(reads).toBe(2);
  });

  it('refuses (401, cookie cleared) when the write finds the session gone and the user read now confirms it', async () => {
    await call('POST', '/write');
    stored = { ...stored, sessionVersion: 2 };
    expect(await call('POST', '/write?check=fails')).toEqual({ status: 401, body: { error: 'unauthorized' }, clears: true });
    // Forgotten: the next write reads the user again (and finds no session).
    const reading = reads;
    expect(await call('POST', '/write')).toMatchObject({ status: 200, body: { user: null, fromMemory: false } });
    expect(reads).toBe(reading + 1);
  });

  it("refuses an admin's session without the second factor from memory as it does when read", async () => {
    await call('POST', '/write');
    stored = { ...stored, isAdmin: true };
    expect(await call('POST', '/write?check=fails')).toMatchObject({ status: 401, clears: true });
  });

  it('goes on with the user read now when the write finds the session changed but still held', async () => {
    await call('POST', '/write');
    stored = { ...stored, consent: true };
    expect(await call('POST', '/write?check=fails')).toMatchObject({ status: 200, body: { user: ADA.id } });
    expect(reads).toBe(2);
  });

  it('never takes a user from memory for a session of another version', async () => {
    await call('POST', '/write');
    stored = { ...stored, sessionVersion: 2 };
    cookie = `session=${await tokens.sign({ userId: ADA.id, sessionVersion: 2 })}`;
    expect(await call('POST', '/write')).toMatchObject({ status: 200, body: { user: ADA.id, fromMemory: false } });
  });
});

describe('the remembered users', () => {
  it('drop the least recently used past their capacity, and any older than their age limit', () => {
    let now = 0;
    const cache = createSessionUserCache({ capacity: 2, maxAgeMs: 1000, now: () => now });
    cache.put({ ...ADA, id: 'a' });
    cache.put({ ...ADA, id: 'b' });
    expect(cache.get('a', 1)?.id).toBe('a');
    cache.put({ ...ADA, id: 'c' });
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)?.id).toBe('a');
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.get('a', 1)).toBeUndefined();
    now = 1001;
    expect(cache.get('c', 1)).toBeUndefined();
  });
});
