/**
 * What other modules may use of the answers module's progress records: the repository itself stays
 * private to answers (the lint rule in eslint.config.js refuses another module's repository).
 */
export type { ProgressFacts } from '../repositories/progress-repository';
export { findProgress, findProgressResults, listProgressFacts, listProgressOfUser, lockProgress, storeProgressResults } from '../repositories/progress-repository';
export { listUsersWithOutdatedResults } from '../repositories/outdated-results-repository';
