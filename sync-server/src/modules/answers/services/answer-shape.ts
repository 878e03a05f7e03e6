import { CARD_SORT_DEFINITION } from '@career/scoring/card-sort/card-sort-definition';
import { VALUE_BIN_IDS } from '@career/scoring/card-sort/card-sort-types';
import { CARD_SORT_START_BIN, questionsAnswered } from '@career/scoring/progress/questions-answered';
import type { StoredAnswer } from '../repositories/answer-repository';
import type { AnswerRules } from './answer-rules';

/** The spec's shape of an assessment's answers: a list indexed by question number - 1, or a map. */
export type SpecAnswers = unknown[] | Record<string, unknown>;

/**
 * Stored answers in the spec's shape: for list instruments a list of totalQuestions entries with
 * null for unanswered items, for the card sort and interview a map of the answered keys. Empty
 * ([] or {}) while nothing is answered.
 */
export function toSpecAnswers(rules: AnswerRules, stored: readonly Pick<StoredAnswer, 'key' | 'value'>[]): SpecAnswers {
  const answered = stored.filter((answer) => answer.value !== null);
  if (rules.shape === 'map') {
    const byKey = new Map(answered.map((answer) => [answer.key, answer.value]));
    return Object.fromEntries(rules.keys.filter((key) => byKey.has(key)).map((key) => [key, byKey.get(key)]));
  }
  if (answered.length === 0) return [];
  const list: unknown[] = Array.from({ length: rules.totalQuestions }, () => null);
  for (const answer of answered) {
    const index = Number(answer.key);
    if (Number.isInteger(index) && index >= 0 && index < list.length) list[index] = answer.value;
  }
  return list;
}

/**
 * Card-sort answers as scoring reads them: every list present (missing bins empty, rank empty);
 * without a stored start list, the start pile holds the cards that are in no bin (so answers that
 * only name some bins are not counted as fully sorted).
 */
export function normalizeCardSort(answers: Record<string, unknown>): Record<string, unknown> {
  const bins = Object.fromEntries(VALUE_BIN_IDS.map((binId) => [binId, Array.isArray(answers[binId]) ? answers[binId] : []]));
  const placed = new Set(Object.values(bins).flat());
  const start = Array.isArray(answers[CARD_SORT_START_BIN])
    ? answers[CARD_SORT_START_BIN]
    : CARD_SORT_DEFINITION.questions.cards.map((card) => card.id).filter((id) => !placed.has(id));
  return { [CARD_SORT_START_BIN]: start, ...bins, rank: Array.isArray(answers.rank) ? answers.rank : [] };
}

/** The answers scoring functions read: the spec's shape, the card sort normalised. */
export function scoringInput(rules: AnswerRules, answers: SpecAnswers): SpecAnswers {
  return rules.assessmentId === 'career-values' && !Array.isArray(answers) ? normalizeCardSort(answers) : answers;
}

/** questionsAnswered (the scoring package's rules, spec "Progress after a save") of answers in the spec's shape. */
export function answeredOf(rules: AnswerRules, answers: SpecAnswers): number {
  return questionsAnswered(rules.assessmentId, scoringInput(rules, answers), rules.totalQuestions);
}

const answeredByStoredCount = new Map<string, number>();

/**
 * questionsAnswered of a list instrument from the count of its stored values: every stored value
 * was checked against the item's options, so each one counts as answered. Worked out once per
 * assessment and count (it is asked on every save).
 */
export function answeredOfStoredCount(rules: AnswerRules, storedValues: number): number {
  const key = `${rules.assessmentId}:${rules.totalQuestions}:${storedValues}`;
  let answered = answeredByStoredCount.get(key);
  if (answered === undefined) {
    answered = questionsAnswered(rules.assessmentId, Array.from({ length: storedValues }, () => 'answered'), rules.totalQuestions);
    // Counts above the total come only from stored rows of an older version: not kept.
    if (storedValues <= rules.totalQuestions) answeredByStoredCount.set(key, answered);
  }
  return answered;
}
