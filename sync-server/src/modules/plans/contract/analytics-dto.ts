import type { HowHeard } from '../../public/contract/contact-options';
import type { PlanId } from './plan-dto';

/**
 * Product analytics events: a fixed list of names, each with a small set of properties that never
 * hold personal data (no names, e-mails, free text or addresses). Browser-safe.
 */
export interface AnalyticsEventProperties {
  /** A plan card's button on /plans (client). */
  plan_chosen: { planId: PlanId; signedIn: boolean; upgrade: boolean };
  /** The server created a checkout session for an order (server). */
  checkout_started: { planId: PlanId; fromPlanId: PlanId | null; totalCents: number; currency: string };
  /** A payment was confirmed and the plan changed (server). */
  order_paid: { planId: PlanId; fromPlanId: PlanId | null; totalCents: number; currency: string };
  /** A contact form submission was stored (server): how they heard of the practice, nothing they wrote. */
  contact_submitted: { reference: HowHeard | null; signedIn: boolean };
}

export type AnalyticsEventName = keyof AnalyticsEventProperties;

/** The events a browser may send; the rest are recorded by the server itself. */
export const CLIENT_EVENT_NAMES = ['plan_chosen'] as const satisfies readonly AnalyticsEventName[];
export type ClientEventName = (typeof CLIENT_EVENT_NAMES)[number];

export interface ClientEvent<N extends ClientEventName = ClientEventName> {
  /** A random UUID made on the device: the event's id, so an event sent twice is stored once. */
  id: string;
  name: N;
  properties: AnalyticsEventProperties[N];
  /** When it happened on the device (ISO 8601): events wait in the browser while offline. */
  occurredAt: string;
  /** The device's random analytics id (not linked to the account). */
  anonymousId: string;
}

/** POST /api/events */
export interface EventsBody {
  events: ClientEvent[];
}

export const MAX_EVENTS_PER_REQUEST = 50;

/** How far an event's time may be from the server's clock, either way: older events are not sent, and the server refuses them (400). */
export const EVENT_TIME_WINDOW_MS = 24 * 60 * 60 * 1000;
