/** The 409 assessment_completed message: a completed assessment takes no more answers. */
export const COMPLETED_MESSAGE = 'This assessment is completed and can no longer be changed.';
