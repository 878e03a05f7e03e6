import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../../../../db/schema';

/** What the embedded provider simulator needs from the server. */
export interface ElevateSimulatorDeps {
  db: Kysely<Database>;
  clock: () => Date;
  logger: Logger;
  /** The key every API call must carry as `Authorization: Bearer <apiKey>`. */
  apiKey: string;
  /** The origin the browser uses, e.g. `http://127.0.0.1:8080` (for the absolute loginUrl). */
  publicBase: () => string;
}
