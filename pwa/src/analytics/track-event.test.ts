import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushEvents, trackEvent } from './track-event';

const QUEUE_KEY = 'career.analytics-queue';

describe('trackEvent', () => {
  let online = true;
  const sent: unknown[] = [];
  let status = 202;
  beforeEach(() => {
    online = true;
    status = 202;
    sent.length = 0;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return new Response(null, { status });
      }),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('sends an event with a random device id and no account data', async () => {
    trackEvent('plan_chosen', { planId: 'premium', signedIn: false, upgrade: false });
    await flushEvents();
    expect(sent).toEqual([
      {
        events: [
          {
            id: expect.stringMatching(/^[0-9a-f-]{36}$/),
            name: 'plan_chosen',
            properties: { planId: 'premium', signedIn: false, upgrade: false },
            occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
            anonymousId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          },
        ],
      },
    ]);
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
  });

  it('keeps events on the device while offline and sends them together once online', async () => {
    online = false;
    trackEvent('plan_chosen', { planId: 'essential', signedIn: true, upgrade: false });
    trackEvent('plan_chosen', { planId: 'premium', signedIn: true, upgrade: true });
    await flushEvents();
    expect(sent).toEqual([]);
    expect(JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]')).toHaveLength(2);
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0] as { events: unknown[] }).events).toHaveLength(2);
    await vi.waitFor(() => expect(localStorage.getItem(QUEUE_KEY)).toBeNull());
  });

  it('does not send events kept offline for more than a day (the server refuses them, and their batch with them)', async () => {
    online = false;
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T09:00:00Z') });
    trackEvent('plan_chosen', { planId: 'essential', signedIn: true, upgrade: false });
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    trackEvent('plan_chosen', { planId: 'premium', signedIn: true, upgrade: true });
    online = true;
    // The flush the second event started (offline) settles first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await flushEvents();
    vi.useRealTimers();
    expect(sent).toHaveLength(1);
    expect((sent[0] as { events: Array<{ properties: { planId: string } }> }).events.map((event) => event.properties.planId)).toEqual(['premium']);
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
  });

  it('keeps events the server could not take (5xx) and drops those it refused as invalid (4xx)', async () => {
    status = 503;
    trackEvent('plan_chosen', { planId: 'premium', signedIn: false, upgrade: false });
    await flushEvents();
    expect(JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]')).toHaveLength(1);
    status = 400;
    await flushEvents();
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
  });
});
