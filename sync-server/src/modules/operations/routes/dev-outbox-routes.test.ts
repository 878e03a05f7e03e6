import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';

const FROM_ELSEWHERE = { incoming: { socket: { remoteAddress: '203.0.113.5' } } };
const FROM_HERE = { incoming: { socket: { remoteAddress: '::ffff:127.0.0.1' } } };

describe('the demo outbox', () => {
  let t: TestApp;
  afterEach(() => t.close());

  async function withMail(config: Parameters<typeof createTestApp>[0] = {}) {
    t = await createTestApp(config);
    await t.client().post('/api/auth/request-reset', { email: DEMO.free });
  }

  it('answers a request from this machine itself, as the README promises', async () => {
    await withMail();
    expect((await t.app.request('/api/dev/outbox', {}, FROM_HERE)).status).toBe(200);
    const page = await t.app.request('/dev/outbox', { headers: { Accept: 'text/html' } }, FROM_HERE);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Embedded outbox (demo mode)');
  });

  it('refuses anonymous visitors from elsewhere, and local requests that came through a proxy', async () => {
    await withMail();
    for (const target of ['/api/dev/outbox', '/dev/outbox', '/dev/outbox/']) {
      const response = await t.app.request(target, { headers: { Accept: 'text/html' } }, FROM_ELSEWHERE);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('reset');
    }
    const proxied = await t.app.request('/api/dev/outbox', { headers: { 'X-Forwarded-For': '203.0.113.5' } }, FROM_HERE);
    expect(proxied.status).toBe(404);
    const forwarded = await t.app.request('/dev/outbox', { headers: { Forwarded: 'for=203.0.113.5' } }, FROM_HERE);
    expect(forwarded.status).toBe(404);
  });

  it('answers an admin session from anywhere, but not a client session', async () => {
    await withMail();
    const admin = t.client();
    await admin.login(DEMO.admin);
    const asAdmin = await t.app.request('/api/dev/outbox', { headers: { Cookie: admin.cookie() ?? '' } }, FROM_ELSEWHERE);
    expect(asAdmin.status).toBe(200);
    const page = await t.app.request('/dev/outbox', { headers: { Cookie: admin.cookie() ?? '' } }, FROM_ELSEWHERE);
    expect(page.status).toBe(200);
    const client = t.client();
    await client.login(DEMO.free);
    expect((await t.app.request('/api/dev/outbox', { headers: { Cookie: client.cookie() ?? '' } }, FROM_ELSEWHERE)).status).toBe(404);
  });

  it('shows a message held back for later (a coalesced shortlist e-mail) only once it is due', async () => {
    t = await createTestApp();
    const later = new Date(t.clock.now().getTime() + 600_000);
    await t.deps.email.queue(t.database.db, { template: 'shortlist-shared', to: 'casey@example.com', subject: 'Your counselor shared career ideas with you', text: 'later', html: '<p>later</p>' }, { notBefore: later });
    const listed = async () => ((await (await t.app.request('/api/dev/outbox?to=casey@example.com', {}, FROM_HERE)).json()) as { emails: { text: string }[] }).emails;
    expect(await listed()).toEqual([]);
    expect(await (await t.app.request('/dev/outbox', {}, FROM_HERE)).text()).not.toContain('casey@example.com');
    t.clock.advance(600_000);
    expect((await listed()).map((email) => email.text)).toEqual([expect.stringContaining('later')]);
    expect(await (await t.app.request('/dev/outbox', {}, FROM_HERE)).text()).toContain('casey@example.com');
  });

  it('does not exist outside demo mode, even for this machine', async () => {
    await withMail({ config: { demoMode: false } });
    expect((await t.app.request('/api/dev/outbox', {}, FROM_HERE)).status).toBe(404);
  });
});
