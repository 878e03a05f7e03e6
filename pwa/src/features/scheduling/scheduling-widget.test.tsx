import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SchedulingWidget } from './scheduling-widget';

const ORIGIN = 'https://calendly.com';
const PAGE = 'https://calendly.com/dana-example';
const SCHEDULED = {
  event: 'calendly.event_scheduled',
  payload: { event: { uri: 'https://api.calendly.com/scheduled_events/EVT1' }, invitee: { uri: 'https://api.calendly.com/scheduled_events/EVT1/invitees/INV1' } },
};

function renderWidget(url = PAGE) {
  const onEvent = vi.fn();
  const onScheduled = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <SchedulingWidget url={url} origin={ORIGIN} prefill={{ name: 'Pat Premium', email: 'pat@example.com' }} onEvent={onEvent} onScheduled={onScheduled} />
    </FluentProvider>,
  );
  return { onEvent, onScheduled };
}

const frame = () => screen.getByTitle('Choose a time with your coach') as HTMLIFrameElement;
const post = (data: unknown, origin: string, source: Window | null) => window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

describe('SchedulingWidget', () => {
  it("frames the coach's page with the embed query and the client's details", () => {
    renderWidget();
    const src = new URL(frame().src);
    expect(src.origin + src.pathname).toBe(PAGE);
    expect(src.searchParams.get('embed_type')).toBe('Inline');
    expect(src.searchParams.get('embed_domain')).toBe(window.location.host);
    expect(src.searchParams.get('email')).toBe('pat@example.com');
    expect(src.searchParams.get('name')).toBe('Pat Premium');
  });

  it('passes on the widget events from its own frame on its origin, a booking once', () => {
    const { onEvent, onScheduled } = renderWidget();
    const source = frame().contentWindow;
    expect(source).not.toBeNull();
    post({ event: 'calendly.event_type_viewed', payload: {} }, ORIGIN, source);
    post({ event: 'calendly.date_and_time_selected', payload: {} }, ORIGIN, source);
    post(SCHEDULED, ORIGIN, source);
    post(SCHEDULED, ORIGIN, source);
    expect(onEvent.mock.calls).toEqual([['event_type_viewed'], ['date_and_time_selected']]);
    expect(onScheduled).toHaveBeenCalledTimes(1);
    expect(onScheduled).toHaveBeenCalledWith({ eventUrl: SCHEDULED.payload.event.uri, inviteeUrl: SCHEDULED.payload.invitee.uri });
  });

  it('ignores messages from another origin, another window, or of another shape', () => {
    const { onEvent, onScheduled } = renderWidget();
    const source = frame().contentWindow;
    post(SCHEDULED, 'https://evil.example', source); // the right frame, navigated elsewhere
    post(SCHEDULED, ORIGIN, window); // the right origin claimed by another window
    post(SCHEDULED, ORIGIN, null);
    post({ event: 'calendly.event_scheduled', payload: { event: { uri: 'nope' } } }, ORIGIN, source);
    post({ event: 'calendly.page_height', payload: { height: '700px' } }, ORIGIN, source);
    expect(onEvent).not.toHaveBeenCalled();
    expect(onScheduled).not.toHaveBeenCalled();
  });

  it('never frames a page on another origin', () => {
    renderWidget('https://evil.example/dana-example');
    expect(screen.queryByTitle('Choose a time with your coach')).toBeNull();
    expect(screen.getByText(/cannot be shown here/)).toBeInTheDocument();
  });
});
