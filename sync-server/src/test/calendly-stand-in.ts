import type { RecordedRequest } from './http-stand-in';
import { startHttpStandIn } from './http-stand-in';

export const CALENDLY_TEST_TOKEN = 'calendly-test-token-0123456789';

export interface StandInEvent {
  status: 'active' | 'canceled';
  startTime: string;
  endTime: string;
  /** The booking page of the event's type (a coach's scheduling_url, or a page under it). */
  schedulingUrl: string;
  inviteeEmail: string;
  inviteeStatus?: 'active' | 'canceled';
}

/**
 * A local stand-in for Calendly's API v2 (on 127.0.0.1, never the network): scheduled events with
 * one invitee each, their event types, and the cancellation resource, answered in Calendly's
 * shapes (`resource`, microsecond times) with a few extra fields a real answer has. It refuses a
 * request without the bearer token. `fail` makes every answer that status (the provider down).
 */
export async function startCalendlyStandIn() {
  const standIn = await startHttpStandIn();
  const events = new Map<string, StandInEvent>();
  const state = { fail: undefined as number | undefined };
  const base = standIn.url;
  const eventUri = (id: string) => `${base}/scheduled_events/${id}`;
  const inviteeUri = (id: string) => `${base}/scheduled_events/${id}/invitees/INV-${id}`;
  const eventTypeId = (id: string) => `ET-${id}`;
  const micro = (iso: string) => iso.replace(/\.(\d{3})Z$/, '.$1456Z');

  function answer(request: RecordedRequest): { status: number; body: unknown } {
    if (state.fail) return { status: state.fail, body: { title: 'Internal Server Error', message: 'down' } };
    if (request.headers.authorization !== `Bearer ${CALENDLY_TEST_TOKEN}`) return { status: 401, body: { title: 'Unauthenticated', message: 'The access token is invalid' } };
    const path = request.url.split('?')[0] ?? '';
    let match = /^\/scheduled_events\/([^/]+)$/.exec(path);
    if (match && request.method === 'GET') {
      const event = events.get(match[1] as string);
      if (!event) return { status: 404, body: { title: 'Resource Not Found', message: 'The server could not find the requested resource.' } };
      return {
        status: 200,
        body: {
          resource: {
            uri: eventUri(match[1] as string),
            name: '45 Minute Session',
            status: event.status,
            start_time: micro(event.startTime),
            end_time: micro(event.endTime),
            event_type: `${base}/event_types/${eventTypeId(match[1] as string)}`,
            location: { type: 'zoom' },
            event_memberships: [{ user: `${base}/users/COACH1`, user_email: 'coach@example.com' }],
            created_at: '2026-11-22T08:59:00.000000Z',
          },
        },
      };
    }
    match = /^\/scheduled_events\/([^/]+)\/invitees\/INV-([^/]+)$/.exec(path);
    if (match && request.method === 'GET' && match[1] === match[2]) {
      const event = events.get(match[1] as string);
      if (!event) return { status: 404, body: { title: 'Resource Not Found', message: 'The server could not find the requested resource.' } };
      return {
        status: 200,
        body: { resource: { uri: inviteeUri(match[1] as string), email: event.inviteeEmail, name: 'Client', status: event.inviteeStatus ?? event.status, event: eventUri(match[1] as string), timezone: 'UTC' } },
      };
    }
    match = /^\/event_types\/ET-([^/]+)$/.exec(path);
    if (match && request.method === 'GET') {
      const event = events.get(match[1] as string);
      if (!event) return { status: 404, body: { title: 'Resource Not Found', message: 'The server could not find the requested resource.' } };
      return { status: 200, body: { resource: { uri: `${base}/event_types/ET-${match[1]}`, scheduling_url: event.schedulingUrl, active: true, duration: 45 } } };
    }
    match = /^\/scheduled_events\/([^/]+)\/cancellation$/.exec(path);
    if (match && request.method === 'POST') {
      const event = events.get(match[1] as string);
      if (!event) return { status: 404, body: { title: 'Resource Not Found', message: 'The server could not find the requested resource.' } };
      if (event.status === 'canceled') return { status: 403, body: { title: 'Permission Denied', message: 'Event is already canceled' } };
      event.status = 'canceled';
      const reason = (JSON.parse(request.body || '{}') as { reason?: string }).reason ?? '';
      return { status: 201, body: { resource: { canceled_by: 'API', reason, canceler_type: 'host', created_at: '2026-11-22T09:00:00.000000Z' } } };
    }
    return { status: 404, body: { title: 'Resource Not Found', message: 'The server could not find the requested resource.' } };
  }
  standIn.route(answer);

  return {
    url: base,
    requests: standIn.requests,
    events,
    /** Adds an event; returns what the widget would report for it. */
    addEvent(id: string, event: StandInEvent) {
      events.set(id, event);
      return { eventUrl: eventUri(id), inviteeUrl: inviteeUri(id) };
    },
    eventUri,
    setFailure(status: number | undefined) {
      state.fail = status;
    },
    close: () => standIn.close(),
  };
}

export type CalendlyStandIn = Awaited<ReturnType<typeof startCalendlyStandIn>>;
