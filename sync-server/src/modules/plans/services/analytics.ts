import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AnalyticsEventName, AnalyticsEventProperties, ClientEvent } from '../contract/analytics-dto';
import type { Database } from '../../../db/schema';
import { newId } from '../../../ids';
import type { NewAnalyticsEvent } from '../repositories/analytics-event-repository';
import { insertAnalyticsEvents } from '../repositories/analytics-event-repository';

/**
 * Product analytics. Events are stored in the events table (the default sink) by a quick insert;
 * a forwarder sends them on to an analytics service when one is configured. Nobody is named: a
 * signed-in user appears as a keyed hash of their id, a visitor as their device's random id.
 */
export interface Analytics {
  /**
   * Records a server event. Never throws and never waits on forwarding: a failure is logged. A
   * visitor without an account is named by a random id the caller makes (`anonymousId`).
   */
  track<N extends AnalyticsEventName>(name: N, properties: AnalyticsEventProperties[N], who: { userId: string } | { anonymousId: string }): Promise<void>;
  /** Records events a browser sent (checked by the route's schema); the signed-in user, if any, names them. */
  recordClientEvents(events: readonly ClientEvent[], userId: string | undefined): Promise<void>;
  /** The pseudonymous id a user's events carry (their export lists them; deleting the account deletes them). */
  distinctIdOf(userId: string): string;
}

/** How far a device's clock may put an event from the server's: beyond it, the arrival time counts. */
const FUTURE_SLACK_MS = 5 * 60 * 1000;
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export function createAnalytics(deps: { db: Kysely<Database>; logger: Logger; clock: () => Date; distinctIdKey: Buffer; onRecorded?: () => void }): Analytics {
  const userDistinctId = (userId: string) => `u_${createHmac('sha256', deps.distinctIdKey).update(userId).digest('hex').slice(0, 32)}`;

  async function store(events: NewAnalyticsEvent[]) {
    await insertAnalyticsEvents(deps.db, events);
    deps.onRecorded?.();
  }

  return {
    distinctIdOf: userDistinctId,
    async track(name, properties, who) {
      const now = deps.clock();
      const at = now.toISOString();
      try {
        await store([{ id: newId(now.getTime()), name, properties, source: 'server', distinctId: 'userId' in who ? userDistinctId(who.userId) : `a_${who.anonymousId}`, occurredAt: at, receivedAt: at }]);
      } catch (error) {
        deps.logger.warn({ event: name, err: { name: (error as Error)?.name, message: (error as Error)?.message } }, 'analytics event not recorded');
      }
    },
    async recordClientEvents(events, userId) {
      const now = deps.clock();
      const receivedAt = now.toISOString();
      await store(
        events.map((event) => {
          const occurred = Date.parse(event.occurredAt);
          const plausible = occurred <= now.getTime() + FUTURE_SLACK_MS && occurred >= now.getTime() - MAX_AGE_MS;
          return {
            id: event.id.toLowerCase(),
            name: event.name,
            properties: event.properties,
            source: 'client',
            distinctId: userId ? userDistinctId(userId) : `a_${event.anonymousId}`,
            occurredAt: plausible ? new Date(occurred).toISOString() : receivedAt,
            receivedAt,
          };
        }),
      );
    },
  };
}
