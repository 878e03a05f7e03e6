import type { z } from 'zod';
import type { SchedulingConfig } from '../../../../env';
import type { CalendlyBase } from './calendly-api';
import {
  calendlyBase,
  calendlyEventResponse,
  calendlyEventTypeResponse,
  calendlyInviteeResponse,
  calendlyPaths,
  eventIdOf,
  eventTypeIdOf,
  inviteeIdsOf,
  widgetIdsOf,
} from './calendly-api';
import type { ConfirmedBooking, SchedulingProvider } from './scheduling-provider';
import { SchedulingProviderError } from './scheduling-provider';

type CalendlyConfig = Extract<SchedulingConfig, { kind: 'calendly' }>;

export interface CalendlyOptions {
  timeoutMs?: number;
  /** Tries per call for failures worth retrying (no answer, 429, 5xx). */
  tries?: number;
  retryDelayMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calendly's API v2 over fetch: a bearer token, a 10-second timeout per try and up to three tries
 * with a doubling pause for no answer, 429 and 5xx. Only addresses built from CALENDLY_API_URL are
 * fetched: the widget's event and invitee addresses are read for their ids alone (widgetIdsOf).
 * The token never reaches logs or errors.
 */
export function createCalendlySchedulingProvider(config: CalendlyConfig, options: CalendlyOptions = {}): SchedulingProvider {
  const base: CalendlyBase = calendlyBase(config.apiUrl);
  const apiUrl = `${base.origin}${base.path}`;
  const tries = options.tries ?? 3;

  async function once(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${config.apiToken}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch {
      throw new SchedulingProviderError('The scheduling provider could not be reached.', 'unavailable');
    }
    const json: unknown = await response.json().catch(() => null);
    if (response.status === 429 || response.status >= 500) throw new SchedulingProviderError(`The scheduling provider answered ${response.status}.`, 'unavailable', response.status);
    return { status: response.status, json };
  }

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await once(method, path, body);
      } catch (error) {
        if (!(error instanceof SchedulingProviderError) || error.kind !== 'unavailable' || attempt >= tries) throw error;
        await wait((options.retryDelayMs ?? 500) * 2 ** (attempt - 1));
      }
    }
  }

  /** A GET of one resource: 200 read with its schema, 404 not_found, anything else refused. */
  async function read<T>(schema: z.ZodType<T>, path: string): Promise<T> {
    const { status, json } = await call('GET', path);
    if (status === 404) throw new SchedulingProviderError('The scheduling provider has no such booking.', 'not_found', status);
    if (status !== 200) throw new SchedulingProviderError(`The scheduling provider refused the request (status ${status}).`, 'refused', status);
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new SchedulingProviderError('The scheduling provider sent an answer we could not read.', 'unavailable', status);
    return parsed.data;
  }

  const unreadable = () => new SchedulingProviderError('The scheduling provider sent an answer we could not read.', 'unavailable', 200);

  /** The booking page of the event's type (what a coach's scheduling_url names), when the event has one on this API. */
  async function schedulingUrlOf(eventTypeUri: string | null | undefined): Promise<string | null> {
    const eventTypeId = eventTypeUri ? eventTypeIdOf(base, eventTypeUri) : undefined;
    if (!eventTypeId) return null;
    const eventType = await read(calendlyEventTypeResponse, calendlyPaths.eventType(eventTypeId));
    return eventType.resource.scheduling_url ?? null;
  }

  return {
    kind: 'calendly',
    widgetOrigin: config.widgetOrigin,

    async confirmBooking(ref): Promise<ConfirmedBooking> {
      const ids = widgetIdsOf(base, ref);
      // Both reads run to their end (allSettled): a failure never leaves the other one retrying behind it.
      const [eventRead, inviteeRead] = await Promise.allSettled([
        read(calendlyEventResponse, calendlyPaths.event(ids.eventId)),
        read(calendlyInviteeResponse, calendlyPaths.invitee(ids.eventId, ids.inviteeId)),
      ]);
      if (eventRead.status === 'rejected') throw eventRead.reason;
      if (inviteeRead.status === 'rejected') throw inviteeRead.reason;
      const [event, invitee] = [eventRead.value, inviteeRead.value];
      // The provider's own addresses must name the same event and invitee we asked for.
      const inviteeIds = inviteeIdsOf(base, invitee.resource.uri);
      if (eventIdOf(base, event.resource.uri) !== ids.eventId || eventIdOf(base, invitee.resource.event) !== ids.eventId) throw unreadable();
      if (inviteeIds?.eventId !== ids.eventId || inviteeIds.inviteeId !== ids.inviteeId) throw unreadable();
      return {
        eventId: `${apiUrl}${calendlyPaths.event(ids.eventId)}`,
        inviteeUri: `${apiUrl}${calendlyPaths.invitee(ids.eventId, ids.inviteeId)}`,
        status: event.resource.status,
        inviteeStatus: invitee.resource.status,
        inviteeEmail: invitee.resource.email,
        startTime: new Date(event.resource.start_time).toISOString(),
        endTime: new Date(event.resource.end_time).toISOString(),
        organizerSchedulingUrl: await schedulingUrlOf(event.resource.event_type),
        organizers: event.resource.event_memberships.map((member) => ({ uri: member.user, email: member.user_email ?? null })),
      };
    },

    async cancelBooking(eventUri, reason) {
      const eventId = eventIdOf(base, eventUri);
      if (!eventId) throw new SchedulingProviderError('The event address is not one of the scheduling provider.', 'foreign_url');
      const { status } = await call('POST', calendlyPaths.cancellation(eventId), { reason: reason.slice(0, 10_000) });
      if (status === 201 || status === 200) return;
      if (status === 404) throw new SchedulingProviderError('The scheduling provider has no such booking.', 'not_found', status);
      // Refused: cancelled already (by the invitee, the coach, or a try of ours that timed out)?
      const event = await read(calendlyEventResponse, calendlyPaths.event(eventId));
      if (event.resource.status === 'canceled') return;
      throw new SchedulingProviderError(`The scheduling provider refused the cancellation (status ${status}).`, 'refused', status);
    },
  };
}
