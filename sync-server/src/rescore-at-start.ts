import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from './db/schema';
import { findUserById } from './modules/accounts/services/user-store';
import { rescoreOutdatedResults } from './modules/answers/services/rescore-outdated-results';
import { reinterpretOutdatedProviderResults } from './modules/provider/services/provider-results';

/**
 * At start-up, once per change of the scoring rules: stored results that older rules produced are
 * scored again from their answers (NEO, keeping its history; the depression screening) and the
 * provider's results interpreted again from their payloads. Results already on the current rules
 * are not touched, so this does nothing on later starts.
 */
export async function rescoreResultsAtStart(db: Kysely<Database>, now: Date, logger: Logger): Promise<void> {
  const at = now.toISOString();
  const counts = await rescoreOutdatedResults(db, at, async (reader, userId) => {
    const user = await findUserById(reader, userId);
    return { birthYear: user?.birthYear ?? null, sex: user?.sex ?? null };
  });
  const providerResults = await reinterpretOutdatedProviderResults(db, at);
  if (counts.neo + counts.depression + providerResults > 0) {
    logger.info({ neo: counts.neo, depression: counts.depression, providerResults }, 'results scored again under the current scoring rules');
  }
}
