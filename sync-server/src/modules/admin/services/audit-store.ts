/**
 * What other modules may use of the admin module's audit records: the repository itself stays
 * private to admin (the lint rule in eslint.config.js refuses another module's repository).
 */
export { anonymiseAuditEntriesOf } from '../repositories/audit-repository';
