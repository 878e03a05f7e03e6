import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ReadQueueDepths } from '../../../metrics/server-metrics';
import { emailQueueDepth, providerSyncQueueDepth } from '../repositories/queue-depth-repository';

/** The depths of the e-mail and provider sync queues, read with count queries when metrics are scraped. */
export function queueDepthsOf(db: Kysely<Database>): ReadQueueDepths {
  return async () => {
    const [email, providerSync] = await Promise.all([emailQueueDepth(db), providerSyncQueueDepth(db)]);
    return { email, providerSync };
  };
}
