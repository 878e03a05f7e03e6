import type { AnswerWrite } from '../repositories/answer-repository';
import type { AnswerRules } from './answer-rules';

/** What one POST does once its body is checked: the same steps for both forms. */
export interface SavePlan {
  userId: string;
  rules: AnswerRules;
  writes: AnswerWrite[];
  /** Changes of the request already decided as not stored (superseded within the batch). */
  ignored: number;
  /** Finish requested: with the answered count the client holds (batch) or without a manifest. */
  finish: { answered: number | undefined } | undefined;
  /** Whole-answers form: complete when every question is answered (list instruments only). */
  completeWhenAllAnswered: boolean;
  batch: { batchId: string; payloadHash: string } | undefined;
}

/** A save in the batch form. */
export type BatchPlan = SavePlan & { batch: NonNullable<SavePlan['batch']> };
