/** Why a set of answers could not be scored. Malformed answers never produce a score. */
export type ScoringErrorCode =
  | 'wrong_length'
  | 'out_of_range'
  | 'invalid_answer'
  | 'missing_answer'
  | 'unknown_card'
  | 'duplicate_card'
  | 'unknown_question'
  | 'missing_norms';

export class ScoringError extends Error {
  override readonly name = 'ScoringError';

  constructor(
    readonly code: ScoringErrorCode,
    message: string,
    /** Zero-based answer index or card/question id the error is about, when there is one. */
    readonly at?: number | string,
  ) {
    super(message);
  }
}
