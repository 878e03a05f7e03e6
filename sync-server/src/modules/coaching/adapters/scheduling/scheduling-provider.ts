/** What the widget reported after "event scheduled": the provider's event and invitee addresses. */
export interface WidgetBookingRef {
  eventUrl: string;
  inviteeUrl: string;
}

/** A booking as the scheduling provider's API reports it (never as the browser said it). */
export interface ConfirmedBooking {
  /** The event's canonical address on the provider's API (stored as coach_bookings.provider_event_id). */
  eventId: string;
  /** The invitee's canonical address (stored as coach_bookings.provider_invitee_uri). */
  inviteeUri: string;
  /** The event's status, and the invitee's: a booking counts only when both are active. */
  status: 'active' | 'canceled';
  inviteeStatus: 'active' | 'canceled';
  inviteeEmail: string;
  /** ISO instants (milliseconds, UTC). */
  startTime: string;
  endTime: string;
  /** The booking page of the event's type on the provider: what a coach's scheduling_url names. */
  organizerSchedulingUrl: string | null;
  /** The event's hosts: the provider's user address and e-mail. */
  organizers: { uri: string; email: string | null }[];
}

/**
 * The coach scheduling provider (a Calendly-style widget): the server confirms what the widget
 * reported with the provider's API before anything is stored, and cancels there too. There is no
 * embedded stand-in for it: without configuration the built-in scheduler (booking-service.ts) books.
 */
export interface SchedulingProvider {
  readonly kind: 'calendly';
  /** The origin the widget's page is served from: the iframe's origin, the CSP's frame-src. */
  readonly widgetOrigin: string;
  /** Reads the event and invitee from the provider. Throws SchedulingProviderError. */
  confirmBooking(ref: WidgetBookingRef): Promise<ConfirmedBooking>;
  /** Cancels the event at the provider; an event already cancelled there counts as done. */
  cancelBooking(eventUri: string, reason: string): Promise<void>;
}

/**
 * A failed provider call. `kind`: `foreign_url` (an address the browser sent that is not the
 * provider's API: nothing was fetched), `not_found` (the provider has no such event or invitee),
 * `unavailable` (no answer, a timeout, 429 or 5xx after the retries, or an answer we could not
 * read), `refused` (another 4xx, e.g. a revoked token).
 */
export class SchedulingProviderError extends Error {
  override readonly name = 'SchedulingProviderError';

  constructor(
    message: string,
    readonly kind: 'foreign_url' | 'not_found' | 'unavailable' | 'refused',
    /** The provider's HTTP status (0: none). */
    readonly status = 0,
  ) {
    super(message);
  }
}
