/**
 * What other modules may use of the plans module's embedded checkout records: the repository itself stays
 * private to plans (the lint rule in eslint.config.js refuses another module's repository).
 */
export { deleteEmbeddedSessionsCreatedBefore } from '../repositories/embedded-checkout-repository';
