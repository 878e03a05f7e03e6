/**
 * What other modules may use of the provider module's phone code records: the repository itself stays
 * private to provider (the lint rule in eslint.config.js refuses another module's repository).
 */
export { deletePhoneCodesExpiredBefore } from '../repositories/phone-code-repository';
