import { describe, expect, it } from 'vitest';
import { parseWidgetMessage } from './parse-widget-message';
import { widgetEmbedUrl } from './widget-embed-url';

const EVENT = 'https://api.calendly.com/scheduled_events/EVT1';
const INVITEE = 'https://api.calendly.com/scheduled_events/EVT1/invitees/INV1';

describe('parseWidgetMessage', () => {
  it('reads the three widget events the app uses', () => {
    expect(parseWidgetMessage({ event: 'calendly.event_type_viewed', payload: {} })).toEqual({ kind: 'event_type_viewed' });
    expect(parseWidgetMessage({ event: 'calendly.date_and_time_selected', payload: {} })).toEqual({ kind: 'date_and_time_selected' });
    expect(parseWidgetMessage({ event: 'calendly.event_scheduled', payload: { event: { uri: EVENT }, invitee: { uri: INVITEE } } })).toEqual({
      kind: 'event_scheduled',
      eventUrl: EVENT,
      inviteeUrl: INVITEE,
    });
  });

  it('ignores anything else: other events, malformed payloads, other shapes', () => {
    for (const data of [
      null,
      'calendly.event_scheduled',
      { event: 'calendly.profile_page_viewed', payload: {} },
      { event: 'calendly.page_height', payload: { height: '700px' } },
      { event: 'calendly.event_scheduled', payload: {} },
      { event: 'calendly.event_scheduled', payload: { event: { uri: 'javascript:alert(1)' }, invitee: { uri: INVITEE } } },
      { event: 'calendly.event_scheduled', payload: { event: { uri: EVENT }, invitee: { uri: 42 } } },
      { type: 'webpackOk' },
    ]) {
      expect(parseWidgetMessage(data)).toBeUndefined();
    }
  });
});

describe('widgetEmbedUrl', () => {
  it("adds Calendly's inline-embed query and the client's name and e-mail", () => {
    const url = new URL(widgetEmbedUrl('https://calendly.com/dana-example/45min', 'app.example.com', { name: 'Pat Premium', email: 'pat@example.com' }));
    expect(url.origin + url.pathname).toBe('https://calendly.com/dana-example/45min');
    expect(Object.fromEntries(url.searchParams)).toEqual({ embed_domain: 'app.example.com', embed_type: 'Inline', name: 'Pat Premium', email: 'pat@example.com' });
  });
});
