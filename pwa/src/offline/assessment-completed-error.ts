import { StorageError } from './storage-error';

export const ASSESSMENT_COMPLETED_MESSAGE = 'This assessment is completed, so its answers can no longer be changed.';

/** saveAnswer on an assessment the server has completed: it is read-only. */
export class AssessmentCompletedError extends StorageError {
  constructor() {
    super(ASSESSMENT_COMPLETED_MESSAGE);
  }
}
