import { z } from 'zod';
import { SchedulingProviderError } from './scheduling-provider';

/**
 * The part of Calendly's API v2 this server uses (bearer token, JSON, each answer wrapped in
 * `resource`): GET /scheduled_events/{uuid}, GET /scheduled_events/{uuid}/invitees/{uuid},
 * GET /event_types/{uuid} and POST /scheduled_events/{uuid}/cancellation {reason} (201).
 * Answers are read with these schemas (unknown fields ignored), so nothing malformed is stored.
 */
const uri = z.string().min(1).max(2000);
const instant = z.iso.datetime({ offset: true });
const status = z.enum(['active', 'canceled']);

export const calendlyEventResponse = z.object({
  resource: z.object({
    uri,
    status,
    start_time: instant,
    end_time: instant,
    event_type: uri.nullish(),
    event_memberships: z.array(z.object({ user: uri, user_email: z.string().max(320).nullish() })).default([]),
  }),
});

export const calendlyInviteeResponse = z.object({
  resource: z.object({ uri, email: z.string().min(3).max(320), status, event: uri }),
});

export const calendlyEventTypeResponse = z.object({
  resource: z.object({ uri, scheduling_url: uri.nullish() }),
});

export type CalendlyEvent = z.infer<typeof calendlyEventResponse>['resource'];
export type CalendlyInvitee = z.infer<typeof calendlyInviteeResponse>['resource'];

/** Calendly's resource ids: 16 letters on older records, UUIDs on newer ones. */
const RESOURCE_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The API's base as given (CALENDLY_API_URL, no trailing slash): its origin and path. Every address
 * this server fetches is built from it; an address from the browser is only read for its ids.
 */
export interface CalendlyBase {
  origin: string;
  /** '' or a path prefix such as '/v2' (no trailing slash). */
  path: string;
}

export function calendlyBase(apiUrl: string): CalendlyBase {
  const url = new URL(apiUrl);
  return { origin: url.origin, path: url.pathname.replace(/\/+$/, '') };
}

/** The path segments of an address on the API's origin, or undefined when it is anything else. */
function segmentsOnApi(base: CalendlyBase, address: string): string[] | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.origin !== base.origin || url.username || url.password || url.search || url.hash) return undefined;
  if (!url.pathname.startsWith(`${base.path}/`)) return undefined;
  const segments = url.pathname.slice(base.path.length + 1).split('/');
  return segments.every((segment) => RESOURCE_ID.test(segment) || /^[a-z_]+$/.test(segment)) ? segments : undefined;
}

/** `.../scheduled_events/{uuid}` on the API's origin -> the uuid. */
export function eventIdOf(base: CalendlyBase, address: string): string | undefined {
  const segments = segmentsOnApi(base, address);
  return segments?.length === 2 && segments[0] === 'scheduled_events' && RESOURCE_ID.test(segments[1] as string) ? segments[1] : undefined;
}

/** `.../scheduled_events/{uuid}/invitees/{uuid}` on the API's origin -> both uuids. */
export function inviteeIdsOf(base: CalendlyBase, address: string): { eventId: string; inviteeId: string } | undefined {
  const segments = segmentsOnApi(base, address);
  if (segments?.length !== 4 || segments[0] !== 'scheduled_events' || segments[2] !== 'invitees') return undefined;
  const [, eventId, , inviteeId] = segments as [string, string, string, string];
  return RESOURCE_ID.test(eventId) && RESOURCE_ID.test(inviteeId) ? { eventId, inviteeId } : undefined;
}

/** `.../event_types/{uuid}` on the API's origin -> the uuid. */
export function eventTypeIdOf(base: CalendlyBase, address: string): string | undefined {
  const segments = segmentsOnApi(base, address);
  return segments?.length === 2 && segments[0] === 'event_types' && RESOURCE_ID.test(segments[1] as string) ? segments[1] : undefined;
}

export const calendlyPaths = {
  event: (eventId: string) => `/scheduled_events/${eventId}`,
  invitee: (eventId: string, inviteeId: string) => `/scheduled_events/${eventId}/invitees/${inviteeId}`,
  eventType: (eventTypeId: string) => `/event_types/${eventTypeId}`,
  cancellation: (eventId: string) => `/scheduled_events/${eventId}/cancellation`,
};

/**
 * Checks the widget's two addresses before anything is fetched: both on the configured API's
 * origin (never an address of the browser's choosing: no SSRF), the invitee under that event.
 */
export function widgetIdsOf(base: CalendlyBase, ref: { eventUrl: string; inviteeUrl: string }): { eventId: string; inviteeId: string } {
  const eventId = eventIdOf(base, ref.eventUrl);
  const invitee = inviteeIdsOf(base, ref.inviteeUrl);
  if (!eventId || !invitee || invitee.eventId !== eventId) {
    throw new SchedulingProviderError('The event or invitee address is not one of the scheduling provider.', 'foreign_url');
  }
  return { eventId, inviteeId: invitee.inviteeId };
}
