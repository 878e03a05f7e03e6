import { z } from 'zod';
import { ASSESSMENT_IDS } from '@career/scoring/assessment-ids';
import { MAX_CHANGES_PER_BATCH } from './answer-dto';
import { MAX_ANSWER_DEPTH, isBoundedJson, isPlainObject } from '../../../contract/bounded-json';

/**
 * Zod schemas of POST and GET /api/answers (types in answer-dto.ts). They check the envelope;
 * keys and values are checked per assessment by the server (modules/answers/services/answer-rules.ts).
 */

/** The most entries a whole-answers body may hold (the longest instrument has 240). */
export const MAX_WHOLE_ANSWERS = 1000;
/** Answer keys are short: an index, a card list id or a question id. */
const MAX_KEY_LENGTH = 64;

const userIdField = z
  .string({ error: (issue) => (issue.input === undefined ? 'userId is required' : 'userId must be text') })
  .min(1, 'userId is required')
  .max(64, 'userId is invalid');

const assessmentIdField = z.enum(ASSESSMENT_IDS, {
  error: (issue) => (issue.input === undefined ? 'assessmentId is required' : 'Unknown assessment'),
});

const totalQuestionsField = z
  .number({ error: 'totalQuestions must be a number' })
  .int('totalQuestions must be a whole number')
  .min(0, 'totalQuestions must not be negative')
  .max(100_000, 'totalQuestions is too large');

const answerValue = z.custom<unknown>(
  (value) => value !== undefined && isBoundedJson(value, MAX_ANSWER_DEPTH),
  `value is required (null clears the answer) and must be JSON nested at most ${MAX_ANSWER_DEPTH} levels`,
);

// The fields of a change and of a batch are declared in sorted order: zod writes its output in
// this order, and a batch's payload hash (modules/answers/services/payload-hash.ts) is quickest on sorted keys.
const answerChange = z.strictObject({
  key: z.string({ error: 'key must be text' }).min(1, 'key is required').max(MAX_KEY_LENGTH, 'key is too long'),
  stamp: z
    .number({ error: 'stamp must be a number' })
    .int('stamp must be a whole number')
    .positive('stamp must be positive')
    .max(Number.MAX_SAFE_INTEGER, 'stamp is too large'),
  value: answerValue,
});

export const answerBatchBody = z.strictObject({
  assessmentId: assessmentIdField,
  batchId: z.uuid('batchId must be a UUID'),
  changes: z
    .array(answerChange, { error: 'changes must be a list' })
    .max(MAX_CHANGES_PER_BATCH, `A batch holds at most ${MAX_CHANGES_PER_BATCH} changes`),
  finish: z
    .strictObject({
      answered: z.number({ error: 'finish.answered must be a number' }).int('finish.answered must be a whole number').min(0, 'finish.answered must not be negative'),
    })
    .optional(),
  totalQuestions: totalQuestionsField,
  userId: userIdField,
});

const wholeAnswers = z.custom<unknown[] | Record<string, unknown>>(
  (value) =>
    (Array.isArray(value) ? value.length <= MAX_WHOLE_ANSWERS : isPlainObject(value) && Object.keys(value).length <= MAX_WHOLE_ANSWERS) &&
    isBoundedJson(value, MAX_ANSWER_DEPTH + 1),
  `answers must be a list or a map of at most ${MAX_WHOLE_ANSWERS} answers`,
);

export const answerSaveBody = z.strictObject({
  userId: userIdField,
  assessmentId: assessmentIdField,
  totalQuestions: totalQuestionsField,
  answers: wholeAnswers,
  markComplete: z.boolean({ error: 'markComplete must be true or false' }).optional(),
});

export type AnswerBatchBody = z.output<typeof answerBatchBody>;
export type AnswerSaveBody = z.output<typeof answerSaveBody>;
export type AnswersPostBody = AnswerBatchBody | AnswerSaveBody;

/** The body is the batch form when it carries a batchId, otherwise the whole-answers form. */
export function isBatchBody(body: AnswersPostBody): body is AnswerBatchBody {
  return 'batchId' in body;
}

/**
 * POST /api/answers: the schema of the body's form, told apart by the presence of batchId. A
 * chooser rather than one schema wrapping both in a transform: zod parsed a 240-answer batch two
 * to three times slower inside a transform.
 */
export function answersPostSchema(value: unknown): typeof answerBatchBody | typeof answerSaveBody {
  return isPlainObject(value) && 'batchId' in value ? answerBatchBody : answerSaveBody;
}

/** GET /api/answers?userId&assessmentId */
export const answersQuery = z.strictObject({
  userId: userIdField,
  assessmentId: assessmentIdField,
});
export type AnswersQuery = z.output<typeof answersQuery>;

