import { afterEach, describe, expect, it } from 'vitest';
import { listAnalyticsEvents } from '../repositories/analytics-event-repository';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';

const ANON = 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

function planChosen(overrides: Record<string, unknown> = {}) {
  return { id: crypto.randomUUID(), name: 'plan_chosen', properties: { planId: 'premium', signedIn: false, upgrade: false }, occurredAt: '2026-11-22T08:59:00.000Z', anonymousId: ANON, ...overrides };
}

describe('POST /api/events', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("stores a visitor's events under the device's random id, and a signed-in user's under a keyed hash of their id", async () => {
    t = await createTestApp();
    const visitor = await t.client().post('/api/events', { events: [planChosen()] });
    expect(visitor.status).toBe(202);
    expect(await visitor.json()).toEqual({ accepted: 1 });
    const client = t.client();
    await client.login(DEMO.free);
    await client.post('/api/events', { events: [planChosen({ properties: { planId: 'essential', signedIn: true, upgrade: true } })] });
    const events = await listAnalyticsEvents(t.database.db, { name: 'plan_chosen', limit: 10 });
    expect(events).toHaveLength(2);
    const visitorEvent = events.find((event) => event.distinctId.startsWith('a_'));
    const userEvent = events.find((event) => event.distinctId.startsWith('u_'));
    expect(visitorEvent).toMatchObject({ source: 'client', distinctId: `a_${ANON}`, occurredAt: '2026-11-22T08:59:00.000Z', properties: { planId: 'premium', signedIn: false, upgrade: false } });
    expect(userEvent?.distinctId).toMatch(/^u_[0-9a-f]{32}$/);
    expect(userEvent?.properties).toEqual({ planId: 'essential', signedIn: true, upgrade: true });
    const userId = (await (await client.get('/api/users/current')).json())._id as string;
    expect(JSON.stringify(events)).not.toContain(userId);
    expect(JSON.stringify(events)).not.toContain(DEMO.free);
  });

  it('stores an event sent twice (two tabs, a lost answer) once', async () => {
    t = await createTestApp();
    const event = planChosen();
    expect((await t.client().post('/api/events', { events: [event] })).status).toBe(202);
    expect((await t.client().post('/api/events', { events: [event, planChosen()] })).status).toBe(202);
    expect(await listAnalyticsEvents(t.database.db, { limit: 10 })).toHaveLength(2);
  });

  it('refuses events dated more than a day from the server clock, naming each, and stores none of the batch', async () => {
    t = await createTestApp();
    const now = t.clock.now().getTime();
    const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
    const response = await t.client().post('/api/events', { events: [planChosen({ occurredAt: at(-25 * 3600_000) }), planChosen({ occurredAt: at(-3600_000) }), planChosen({ occurredAt: at(25 * 3600_000) })] });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ 'events.0.occurredAt': 'occurredAt must be within a day of now', 'events.2.occurredAt': 'occurredAt must be within a day of now' });
    expect(await listAnalyticsEvents(t.database.db, { limit: 10 })).toEqual([]);
    expect((await t.client().post('/api/events', { events: [planChosen({ occurredAt: at(-23 * 3600_000) }), planChosen({ occurredAt: at(23 * 3600_000) })] })).status).toBe(202);
  });

  it('refuses unknown events, server-only events, extra properties (no personal data gets in) and oversized batches', async () => {
    t = await createTestApp();
    const client = t.client();
    const refused = async (body: unknown) => {
      const response = await client.post('/api/events', body);
      expect(response.status).toBe(400);
      return (await response.json()).error.fields;
    };
    expect(await refused({ events: [planChosen({ name: 'page_viewed' })] })).toHaveProperty('events');
    expect(await refused({ events: [planChosen({ name: 'order_paid' })] })).toHaveProperty('events');
    expect(await refused({ events: [planChosen({ properties: { planId: 'premium', signedIn: false, upgrade: false, email: 'pat@example.com' } })] })).toHaveProperty('events');
    expect(await refused({ events: [planChosen({ email: 'pat@example.com' })] })).toHaveProperty('events');
    expect(await refused({ events: [planChosen({ anonymousId: 'pat@example.com' })] })).toHaveProperty('events');
    expect(await refused({ events: [planChosen({ anonymousId: 'device-12345678' })] })).toHaveProperty('events');
    expect(await refused({ events: Array.from({ length: 51 }, () => planChosen()) })).toHaveProperty('events');
    expect(await refused({ events: [] })).toHaveProperty('events');
    expect(await listAnalyticsEvents(t.database.db, { limit: 10 })).toEqual([]);
  });

  it('limits the requests from one address', async () => {
    t = await createTestApp();
    const client = t.client();
    for (let i = 0; i < 120; i += 1) expect((await client.post('/api/events', { events: [planChosen()] })).status).toBe(202);
    expect((await client.post('/api/events', { events: [planChosen()] })).status).toBe(429);
  });
});
