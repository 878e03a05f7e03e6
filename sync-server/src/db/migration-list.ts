import type { Migration } from 'kysely';
import * as accountsAndPlans from './migrations/2026-11-22-001-accounts-and-plans';
import * as answers from './migrations/2026-11-22-002-answers';
import * as retentionIndexes from './migrations/2026-11-22-003-retention-indexes';

/** Every migration, by its date-prefixed name. Kysely runs them in name order. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-001-accounts-and-plans': accountsAndPlans,
  '2026-11-22-002-answers': answers,
  '2026-11-22-003-retention-indexes': retentionIndexes,
};
