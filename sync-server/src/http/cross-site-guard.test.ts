import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { DEMO, createTestApp, latestLink } from '../test/test-app';

describe('cross-site requests', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const OWN = 'http://127.0.0.1:8080';

  it('refuses a state-changing request with a foreign Origin: a page elsewhere cannot log the user out', async () => {
    const client = t.client();
    await client.login(DEMO.free);
    const forged = await client.request('POST', '/api/auth/logout', {}, { Origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ error: { code: 'forbidden', message: 'This request came from another site and was refused.' } });
    expect((await client.get('/api/users/current')).status).toBe(200);
  });

  it('refuses Sec-Fetch-Site: cross-site and Origin: null, whatever the route', async () => {
    const client = t.client();
    await client.login(DEMO.free);
    expect((await client.request('POST', '/api/auth/resend', {}, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await client.request('POST', '/api/plans', { planId: 'essential' }, { Origin: 'null' })).status).toBe(403);
    expect((await t.client().request('POST', '/api/auth/login', { email: DEMO.free, password: DEMO.password }, { Origin: 'http://127.0.0.1:9999' })).status).toBe(403);
  });

  it('lets the app itself, same-origin fetches and non-browser clients through', async () => {
    const own = await t.client().request('POST', '/api/auth/login', { email: DEMO.free, password: DEMO.password }, { Origin: OWN, 'Sec-Fetch-Site': 'same-origin' });
    expect(own.status).toBe(200);
    // Behind a proxy that passes its own loopback upstream as the Host, the Origin is still the app's.
    const viaProxy = await t.client().request('POST', '/api/auth/login', { email: DEMO.free, password: DEMO.password }, { Origin: OWN, Host: '127.0.0.1:3000' });
    expect(viaProxy.status).toBe(200);
    expect((await t.client().login(DEMO.free)).status).toBe(200);
  });

  it('takes logout and resend only as POST: a cross-site GET (an image tag) changes nothing', async () => {
    const client = t.client();
    await client.post('/api/auth/register', { firstName: 'Ida', lastName: 'Idle', email: 'ida@example.com', password: 'Lantern-Orchard-Quill-71', password2: 'Lantern-Orchard-Quill-71' });
    const before = (await t.outbox('ida@example.com')).length;
    expect((await client.get('/api/auth/resend')).status).toBe(404);
    expect((await client.get('/api/auth/logout')).status).toBe(404);
    expect((await client.get('/api/users/current')).status).toBe(200);
    expect(await t.outbox('ida@example.com')).toHaveLength(before);
  });

  it('does not use up a verification link on HEAD (link previews, mail scanners)', async () => {
    const client = t.client();
    await client.post('/api/auth/register', { firstName: 'Ida', lastName: 'Idle', email: 'ida@example.com', password: 'Lantern-Orchard-Quill-71', password2: 'Lantern-Orchard-Quill-71' });
    const link = new URL(await latestLink(t, 'ida@example.com'));
    expect((await t.app.request(link.pathname, { method: 'HEAD' })).status).toBe(200);
    expect(await (await client.get('/api/users/current')).json()).toMatchObject({ isVerified: false });
    const follow = await t.app.request(link.pathname);
    expect(follow.headers.get('Location')).toBe('/?verified');
  });
});
