import { afterEach, describe, expect, it } from 'vitest';
import type { CalendlyStandIn } from '../../../../test/calendly-stand-in';
import { CALENDLY_TEST_TOKEN, startCalendlyStandIn } from '../../../../test/calendly-stand-in';
import { createCalendlySchedulingProvider } from './calendly-scheduling-provider';
import { SchedulingProviderError } from './scheduling-provider';

const EVENT = {
  status: 'active' as const,
  startTime: '2026-11-25T15:00:00.000Z',
  endTime: '2026-11-25T15:45:00.000Z',
  schedulingUrl: 'https://calendly.com/dana-example/45min',
  inviteeEmail: 'premium@demo.example',
};

describe("the Calendly scheduling provider, against a local stand-in", () => {
  let calendly: CalendlyStandIn;
  afterEach(() => calendly.close());
  const provider = (token = CALENDLY_TEST_TOKEN) =>
    createCalendlySchedulingProvider({ kind: 'calendly', apiToken: token, apiUrl: calendly.url, widgetOrigin: 'https://calendly.com' }, { retryDelayMs: 5 });
  const errorOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as SchedulingProviderError);

  it('reads the event, its invitee and its event type with the bearer token, in its own terms', async () => {
    calendly = await startCalendlyStandIn();
    const ref = calendly.addEvent('EVT1', EVENT);
    expect(await provider().confirmBooking(ref)).toEqual({
      eventId: `${calendly.url}/scheduled_events/EVT1`,
      inviteeUri: `${calendly.url}/scheduled_events/EVT1/invitees/INV-EVT1`,
      status: 'active',
      inviteeStatus: 'active',
      inviteeEmail: 'premium@demo.example',
      startTime: '2026-11-25T15:00:00.000Z',
      endTime: '2026-11-25T15:45:00.000Z',
      organizerSchedulingUrl: 'https://calendly.com/dana-example/45min',
      organizers: [{ uri: `${calendly.url}/users/COACH1`, email: 'coach@example.com' }],
    });
    expect(calendly.requests.map((request) => `${request.method} ${request.url}`).sort()).toEqual([
      'GET /event_types/ET-EVT1',
      'GET /scheduled_events/EVT1',
      'GET /scheduled_events/EVT1/invitees/INV-EVT1',
    ]);
    expect(calendly.requests.every((request) => request.headers.authorization === `Bearer ${CALENDLY_TEST_TOKEN}`)).toBe(true);
  });

  it('never fetches an address off the API, or an invitee of another event', async () => {
    calendly = await startCalendlyStandIn();
    const ref = calendly.addEvent('EVT1', EVENT);
    calendly.addEvent('EVT2', EVENT);
    const foreign = [
      { ...ref, eventUrl: 'https://evil.example/scheduled_events/EVT1' },
      { ...ref, eventUrl: 'http://169.254.169.254/latest/meta-data' },
      { ...ref, eventUrl: `${calendly.url}/scheduled_events/EVT1?x=1` },
      { ...ref, eventUrl: `${calendly.url.replace('127.0.0.1', 'user:pw@127.0.0.1')}/scheduled_events/EVT1` },
      { ...ref, eventUrl: `${calendly.url}/users/me` },
      { ...ref, inviteeUrl: `${calendly.url}/scheduled_events/EVT2/invitees/INV-EVT2` },
      { ...ref, eventUrl: 'not a url' },
    ];
    for (const candidate of foreign) {
      const error = await errorOf(provider().confirmBooking(candidate));
      expect(error).toBeInstanceOf(SchedulingProviderError);
      expect(error?.kind).toBe('foreign_url');
    }
    expect(calendly.requests).toHaveLength(0);
  });

  it('tries a 500 again, then gives up with a clean error that never holds the token', async () => {
    calendly = await startCalendlyStandIn();
    const ref = calendly.addEvent('EVT1', EVENT);
    calendly.setFailure(503);
    const error = await errorOf(provider().confirmBooking(ref));
    expect(error?.kind).toBe('unavailable');
    expect(error?.message).not.toContain(CALENDLY_TEST_TOKEN);
    expect(calendly.requests).toHaveLength(6); // the event and the invitee, three tries each
  });

  it('says not_found for an unknown event, refused for a bad token, and unavailable for an unreadable answer', async () => {
    calendly = await startCalendlyStandIn();
    calendly.addEvent('EVT1', EVENT);
    expect((await errorOf(provider().confirmBooking({ eventUrl: `${calendly.url}/scheduled_events/NOPE`, inviteeUrl: `${calendly.url}/scheduled_events/NOPE/invitees/INV-NOPE` })))?.kind).toBe('not_found');
    expect((await errorOf(provider('wrong-token-0123456789').confirmBooking(calendly.addEvent('EVT1', EVENT))))?.kind).toBe('refused');
    calendly.addEvent('EVT3', { ...EVENT, startTime: 'tomorrow' });
    expect((await errorOf(provider().confirmBooking(calendly.addEvent('EVT3', { ...EVENT, startTime: 'tomorrow' }))))?.kind).toBe('unavailable');
  });

  it("cancels through the cancellation resource; an event cancelled already counts as done", async () => {
    calendly = await startCalendlyStandIn();
    calendly.addEvent('EVT1', EVENT);
    await provider().cancelBooking(calendly.eventUri('EVT1'), 'Cancelled by the client.');
    const cancellation = calendly.requests.find((request) => request.method === 'POST');
    expect(cancellation?.url).toBe('/scheduled_events/EVT1/cancellation');
    expect(JSON.parse(cancellation?.body ?? '{}')).toEqual({ reason: 'Cancelled by the client.' });
    expect(calendly.events.get('EVT1')?.status).toBe('canceled');
    await provider().cancelBooking(calendly.eventUri('EVT1'), 'again');
    expect((await errorOf(provider().cancelBooking('https://evil.example/scheduled_events/EVT1', 'x')))?.kind).toBe('foreign_url');
  });
});
