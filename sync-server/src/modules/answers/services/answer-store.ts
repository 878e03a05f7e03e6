/**
 * What other modules may use of the answers module's answer records: the repository itself stays
 * private to answers (the lint rule in eslint.config.js refuses another module's repository).
 */
export type { StoredAnswer } from '../repositories/answer-repository';
export { listAnswers, listAnswersOfUser } from '../repositories/answer-repository';
