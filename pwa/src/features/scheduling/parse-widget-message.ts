import { z } from 'zod';

/** What the scheduling widget tells the page, once checked: the steps, and the booking's two addresses. */
export type WidgetMessage =
  | { kind: 'event_type_viewed' }
  | { kind: 'date_and_time_selected' }
  | { kind: 'event_scheduled'; eventUrl: string; inviteeUrl: string };

const address = z.url({ protocol: /^https?$/ }).max(2000);

/**
 * Calendly's embed messages (window.postMessage: `{ event: 'calendly.<name>', payload }`). Only
 * these three are read; any other message (its page_height, profile_page_viewed, anything else
 * posted to the page) is not one of them. The server confirms a booking with the provider's API,
 * so the addresses are only passed on, never trusted.
 */
const widgetMessage = z.discriminatedUnion('event', [
  z.object({ event: z.literal('calendly.event_type_viewed') }),
  z.object({ event: z.literal('calendly.date_and_time_selected') }),
  z.object({
    event: z.literal('calendly.event_scheduled'),
    payload: z.object({ event: z.object({ uri: address }), invitee: z.object({ uri: address }) }),
  }),
]);

/** A message event's data as a widget message, or undefined when it is not a well-formed one. */
export function parseWidgetMessage(data: unknown): WidgetMessage | undefined {
  const parsed = widgetMessage.safeParse(data);
  if (!parsed.success) return undefined;
  const message = parsed.data;
  switch (message.event) {
    case 'calendly.event_type_viewed':
      return { kind: 'event_type_viewed' };
    case 'calendly.date_and_time_selected':
      return { kind: 'date_and_time_selected' };
    case 'calendly.event_scheduled':
      return { kind: 'event_scheduled', eventUrl: message.payload.event.uri, inviteeUrl: message.payload.invitee.uri };
  }
}

