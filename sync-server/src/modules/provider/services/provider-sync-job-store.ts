/**
 * What other modules may use of the provider module's provider sync job records: the repository itself stays
 * private to provider (the lint rule in eslint.config.js refuses another module's repository).
 */
export type { LastSyncRow } from '../repositories/provider-sync-job-repository';
export { deleteSyncJobsFinishedBefore, listLastSyncs } from '../repositories/provider-sync-job-repository';
