/**
 * What other modules may use of the safety module's flags: the repository itself stays private
 * (the lint rule in eslint.config.js refuses another module's repository).
 */
export type { SafetyFlagRecord } from '../repositories/safety-flag-repository';
export { listFlagsOfUser, listOpenFlags } from '../repositories/safety-flag-repository';
