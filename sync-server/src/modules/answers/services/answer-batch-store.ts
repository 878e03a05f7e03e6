/**
 * What other modules may use of the answers module's answer batch records: the repository itself stays
 * private to answers (the lint rule in eslint.config.js refuses another module's repository).
 */
export { deleteBatchesCreatedBefore } from '../repositories/answer-batch-repository';
