/**
 * What other modules may use of the public module's contact records: the repository itself stays
 * private to public (the lint rule in eslint.config.js refuses another module's repository).
 */
export { deleteContactSubmissionsReceivedBefore } from '../repositories/contact-repository';
