import type { AnalyticsEventProperties, ClientEvent, ClientEventName } from '@career/sync-server/plans/contract/analytics-dto';
import { EVENT_TIME_WINDOW_MS, MAX_EVENTS_PER_REQUEST } from '@career/sync-server/plans/contract/analytics-dto';

const QUEUE_KEY = 'career.analytics-queue';
const ID_KEY = 'career.analytics-id';
/** Events kept while offline; beyond this the oldest go (analytics is never worth the storage). */
const MAX_QUEUED = 200;

/** The waiting events, less those too old for the server to take (a day: it refuses them, and with them their batch). */
function readQueue(): ClientEvent[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]');
    const oldest = Date.now() - EVENT_TIME_WINDOW_MS + 60_000;
    return Array.isArray(parsed) ? (parsed as ClientEvent[]).filter((event) => Date.parse(event.occurredAt) >= oldest) : [];
  } catch {
    return [];
  }
}

function writeQueue(events: readonly ClientEvent[]) {
  try {
    if (events.length) localStorage.setItem(QUEUE_KEY, JSON.stringify(events));
    else localStorage.removeItem(QUEUE_KEY);
  } catch {
    // Storage full or blocked: analytics is best effort.
  }
}

/** This device's random analytics id: not linked to the account, and nothing else is sent. */
function anonymousId(): string {
  let id = localStorage.getItem(ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(ID_KEY, id);
  }
  return id;
}

let flushing: Promise<void> | undefined;

/**
 * Sends the waiting events (oldest first, in batches); each carries its own id, so one sent twice
 * (two tabs, a lost answer) is stored once. Offline, or when the server cannot be
 * reached, they stay on the device and go with the next flush; events the server refuses as
 * invalid (4xx but 429) are dropped, since sending them again cannot succeed.
 */
export function flushEvents(): Promise<void> {
  flushing ??= (async () => {
    for (;;) {
      const batch = readQueue().slice(0, MAX_EVENTS_PER_REQUEST);
      if (!batch.length || !navigator.onLine) return;
      const response = await fetch('/api/events', {
        method: 'POST',
        credentials: 'same-origin',
        keepalive: true,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ events: batch }),
      });
      const refused = response.status >= 400 && response.status < 500 && response.status !== 429;
      if (!response.ok && !refused) return;
      // By id: another tab may have sent or added events meanwhile (the server stores an id once).
      const sent = new Set(batch.map((event) => event.id));
      writeQueue(readQueue().filter((event) => !sent.has(event.id)));
    }
  })()
    .catch(() => undefined)
    .finally(() => {
      flushing = undefined;
    });
  return flushing;
}

/** Records a product analytics event: kept on the device first, sent when the browser can. */
export function trackEvent<N extends ClientEventName>(name: N, properties: AnalyticsEventProperties[N]): void {
  try {
    const event = { id: crypto.randomUUID(), name, properties, occurredAt: new Date().toISOString(), anonymousId: anonymousId() } as ClientEvent;
    writeQueue([...readQueue(), event].slice(-MAX_QUEUED));
  } catch {
    return;
  }
  void flushEvents();
}

window.addEventListener('online', () => void flushEvents());
