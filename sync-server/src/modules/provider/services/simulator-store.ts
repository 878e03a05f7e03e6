/**
 * What other modules may use of the provider module's sim records: the repository itself stays
 * private to provider (the lint rule in eslint.config.js refuses another module's repository).
 */
export { deleteExpiredSimGrants } from '../adapters/elevate/simulator/sim-repository';
