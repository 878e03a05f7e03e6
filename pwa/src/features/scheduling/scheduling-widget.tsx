import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useEffectEvent, useRef } from 'react';
import { parseWidgetMessage } from './parse-widget-message';
import { widgetEmbedUrl } from './widget-embed-url';

export interface SchedulingWidgetProps {
  /** The coach's booking page on the provider (CoachDto.widgetUrl). */
  url: string;
  /** The provider's origin (CoachDto.widgetOrigin): the only one whose messages are read. */
  origin: string;
  prefill?: { name: string; email: string };
  onEvent?: (kind: 'event_type_viewed' | 'date_and_time_selected') => void;
  /** "Event scheduled": the addresses the server confirms with the provider (widget-api.ts). */
  onScheduled: (payload: { eventUrl: string; inviteeUrl: string }) => void;
}

const useStyles = makeStyles({
  frame: {
    display: 'block',
    width: '100%',
    minWidth: '320px',
    height: '700px',
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : undefined);

/**
 * The scheduling provider's page (a Calendly-style inline embed) in an iframe. A message counts
 * only when it comes from that iframe (`event.source`) on the provider's origin (`event.origin`)
 * and is one of the widget's well-formed events: any other window or site can post to the page.
 * A page on another origin is never framed (the CSP's frame-src would refuse it too).
 */
export function SchedulingWidget({ url, origin, prefill, onEvent, onScheduled }: SchedulingWidgetProps) {
  const styles = useStyles();
  const frame = useRef<HTMLIFrameElement>(null);
  const reported = useRef<string | undefined>(undefined);
  const framable = originOf(url) === origin;

  // The latest callbacks, without listening again on every render.
  const deliver = useEffectEvent((data: unknown) => {
    const message = parseWidgetMessage(data);
    if (!message) return;
    if (message.kind !== 'event_scheduled') {
      onEvent?.(message.kind);
      return;
    }
    if (reported.current === message.eventUrl) return; // reported once per booking
    reported.current = message.eventUrl;
    onScheduled({ eventUrl: message.eventUrl, inviteeUrl: message.inviteeUrl });
  });

  useEffect(() => {
    if (!framable) return undefined;
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return;
      deliver(event.data);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [origin, framable]);

  if (!framable) return <Body1>This coach&apos;s calendar cannot be shown here. Please choose another coach.</Body1>;
  return (
    <iframe
      ref={frame}
      className={styles.frame}
      title="Choose a time with your coach"
      src={widgetEmbedUrl(url, window.location.host, prefill)}
    />
  );
}
