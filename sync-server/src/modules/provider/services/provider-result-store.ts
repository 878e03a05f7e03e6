/**
 * What other modules may use of the provider module's provider result records: the repository itself stays
 * private to provider (the lint rule in eslint.config.js refuses another module's repository).
 */
export { upsertProviderResult } from '../repositories/provider-result-repository';
