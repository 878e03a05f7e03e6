import type { AssessmentId } from '@career/scoring/assessment-ids';

/**
 * The answers sync protocol (POST and GET /api/answers). Browser-safe types only: the PWA imports
 * this file; the zod schemas live in answer-schemas.ts on the server.
 *
 * Answers are addressed by key:
 * - list instruments (consent, depression-screening, readiness-for-change, neo, myers-briggs):
 *   the question's index as a decimal string, '0' .. String(totalQuestions - 1);
 * - career-values: the list id ('start', 'always', 'often', 'sometimes', 'seldom', 'never',
 *   'rank'), whose value is the list of card ids;
 * - interview: the question id.
 * A value of null clears the answer.
 */
export type AnswerKey = string;
export type AnswerValue = unknown;

/** The most changes one batch may carry (a whole NEO fits in one). */
export const MAX_CHANGES_PER_BATCH = 300;

export interface AnswerChange {
  key: AnswerKey;
  value: AnswerValue;
  /**
   * The client's clock when the answer was chosen (milliseconds since the epoch, strictly
   * increasing per device). Per answer, the newest stamp wins; an equal stamp keeps the stored one.
   */
  stamp: number;
}

/**
 * The finish manifest: the client asks to complete the assessment and states how many answered
 * items it holds. The server completes (and scores, exactly once) only when, after applying the
 * batch's changes, it holds that many answered items; otherwise it answers 409
 * manifest_mismatch and the client re-sends all its answers.
 */
export interface FinishManifest {
  answered: number;
}

/** POST /api/answers, batch form (what the PWA's sync engine sends). */
export interface AnswerBatchRequest {
  /** UUID chosen by the client when the batch is frozen; the idempotency key. */
  batchId: string;
  userId: string;
  assessmentId: AssessmentId;
  totalQuestions: number;
  changes: AnswerChange[];
  finish?: FinishManifest;
}

/**
 * POST /api/answers, the spec's whole-answers form: answers is the full list (or map for the card
 * sort and interview). Its answers are stamped with the server's clock. markComplete, or every
 * question answered, completes the assessment.
 */
export interface AnswerSaveRequest {
  userId: string;
  assessmentId: AssessmentId;
  totalQuestions: number;
  answers: AnswerValue[] | Record<string, AnswerValue>;
  markComplete?: boolean;
}

/** The answer to both forms. A replayed batch gets the stored copy of its first answer. */
export interface AnswerSaveResponse {
  saved: true;
  batchId: string | null;
  assessmentId: AssessmentId;
  /** Changes that were stored (newer than what the server held). */
  applied: number;
  /** Changes the server already held in a newer (or the same) version. */
  ignored: number;
  questionsAnswered: number;
  totalQuestions: number;
  completed: boolean;
  completedAt: string | null;
}

/** GET /api/answers?userId&assessmentId */
export interface AnswersResponse {
  assessmentId: AssessmentId;
  /** The instrument version the answers were given to. */
  version: string;
  /** The spec's shape: a list indexed by question number minus one, or a map (card sort, interview). */
  answers: AnswerValue[] | Record<string, AnswerValue>;
  /** The stamp of every stored answer, by key, for the client's merge. */
  stamps: Record<AnswerKey, number>;
  questionsAnswered: number;
  totalQuestions: number;
  completed: boolean;
  completedAt: string | null;
}
