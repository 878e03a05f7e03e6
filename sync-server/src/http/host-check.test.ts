import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { DEMO, createTestApp } from '../test/test-app';
import { MISDIRECTED_MESSAGE } from './host-check';

describe('the Host check (DNS rebinding)', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('refuses a name that is neither PUBLIC_URL’s nor loopback with 421, the outbox and sign-in included', async () => {
    t = await createTestApp({ config: { demoMode: true } });
    // A page at rebound.example whose name now resolves to this machine.
    for (const [method, path] of [['GET', '/dev/outbox'], ['GET', '/api/dev/outbox'], ['GET', '/api/users/current'], ['GET', '/'], ['POST', '/api/auth/login']] as const) {
      const response = await t.app.request(path, { method, headers: { Host: 'rebound.example:8080', 'Content-Type': 'application/json' }, body: method === 'POST' ? JSON.stringify({ email: DEMO.admin, password: DEMO.password }) : undefined });
      expect(response.status, `${method} ${path}`).toBe(421);
      expect(await response.json()).toEqual({ error: { code: 'misdirected', message: MISDIRECTED_MESSAGE } });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    // The same requests under a loopback name reach the app.
    for (const host of ['127.0.0.1:8080', 'localhost:5173', '[::1]:8080', 'LOCALHOST']) {
      expect((await t.app.request('/api/health', { headers: { Host: host } })).status, host).toBe(200);
    }
  });

  it('serves PUBLIC_URL’s name on any port and the address it listens on, and refuses a malformed Host with 400', async () => {
    t = await createTestApp({ config: { publicUrl: 'https://careers.example.com', host: '10.0.0.5' } });
    // /api/users/current answers 401 to a visitor: past the Host check.
    for (const host of ['careers.example.com', 'Careers.Example.com:443', '127.0.0.1:8080', '10.0.0.5:8080']) {
      expect((await t.app.request('/api/users/current', { headers: { Host: host } })).status, host).toBe(401);
    }
    for (const host of ['careers.example.com.evil.example', 'example.com', '10.0.0.6:8080']) {
      expect((await t.app.request('/api/users/current', { headers: { Host: host } })).status, host).toBe(421);
    }
    for (const host of ['careers.example.com/path', 'user@careers.example.com', 'a b']) {
      expect((await t.app.request('/api/users/current', { headers: { Host: host } })).status, host).toBe(400);
    }
  });

  it('takes a name with a trailing dot (written fully qualified) as the same host, loopback names too; one dot only', async () => {
    t = await createTestApp({ config: { publicUrl: 'https://career.example' } });
    for (const host of ['career.example.', 'Career.Example.:443', 'localhost.', 'LOCALHOST.:5173', 'app.localhost.', '127.0.0.1.:8080']) {
      expect((await t.app.request('/api/users/current', { headers: { Host: host } })).status, host).toBe(401);
    }
    for (const host of ['career.example..', 'career.example.evil.example.', 'evil.example.', '.', 'localhost..']) {
      const response = await t.app.request('/api/users/current', { headers: { Host: host } });
      expect(response.status, host).toBe(421);
      expect(await response.json()).toEqual({ error: { code: 'misdirected', message: MISDIRECTED_MESSAGE } });
    }
  });

  it('serves a PUBLIC_URL written with a trailing dot under its name with or without one', async () => {
    t = await createTestApp({ config: { publicUrl: 'https://career.example.' } });
    for (const host of ['career.example', 'career.example.']) expect((await t.app.request('/api/users/current', { headers: { Host: host } })).status, host).toBe(401);
    expect((await t.app.request('/api/users/current', { headers: { Host: 'other.example' } })).status).toBe(421);
  });

  it('answers the health checks under any name: a load balancer probes each machine by its address', async () => {
    t = await createTestApp({ config: { publicUrl: 'https://careers.example.com' } });
    expect((await t.app.request('/api/health', { headers: { Host: '10.0.0.7:8080' } })).status).toBe(200);
    // Readiness answers for itself (the test app has no e-mail worker ready): not the Host check's 421.
    const ready = await t.app.request('/api/health/ready', { headers: { Host: '10.0.0.7:8080' } });
    expect(((await ready.json()) as { error?: { code?: string } }).error?.code).not.toBe('misdirected');
    expect((await t.app.request('/api/health', { method: 'POST', headers: { Host: '10.0.0.7:8080' } })).status).toBe(421);
  });
});
