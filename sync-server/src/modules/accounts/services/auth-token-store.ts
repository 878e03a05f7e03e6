/**
 * What other modules may use of the accounts module's auth token records: the repository itself stays
 * private to accounts (the lint rule in eslint.config.js refuses another module's repository).
 */
export { deleteTokensExpiredBefore } from '../repositories/auth-token-repository';
