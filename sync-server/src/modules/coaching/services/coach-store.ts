/**
 * What other modules may use of the coaching module's coach records: the repository itself stays
 * private to coaching (the lint rule in eslint.config.js refuses another module's repository).
 */
export { listCoachContacts, seedCoachesIfNone } from '../repositories/coach-repository';
