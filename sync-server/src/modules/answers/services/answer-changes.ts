import type { AnswerChange } from '../contract/answer-dto';
import { AppError } from '../../../http/app-error';
import type { AnswerWrite } from '../repositories/answer-repository';
import type { AnswerRules } from './answer-rules';
import { answerProblem } from './answer-rules';

function invalid(field: string, message: string): AppError {
  return new AppError('validation', message, { [field]: message });
}

function byKey(a: AnswerWrite, b: AnswerWrite): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

export interface PreparedChanges {
  /** One write per key, sorted by key. */
  writes: AnswerWrite[];
  /** Changes that lost to a newer change of the same key in the same batch. */
  superseded: number;
}

/**
 * Checks every change of a batch against the assessment's rules (400 naming the first bad key)
 * and keeps one change per key: the newest stamp, the earlier one of equal stamps (as if they
 * were applied in order, an equal stamp keeping what is there).
 */
export function prepareBatchChanges(rules: AnswerRules, changes: readonly AnswerChange[]): PreparedChanges {
  const newest = new Map<string, AnswerWrite>();
  for (const change of changes) {
    const problem = answerProblem(rules, change.key, change.value);
    if (problem) throw invalid('changes', problem);
    const kept = newest.get(change.key);
    // A change is a write (key, value, stamp): kept as it is.
    if (!kept || change.stamp > kept.stamp) newest.set(change.key, change);
  }
  return { writes: [...newest.values()].sort(byKey), superseded: changes.length - newest.size };
}

/**
 * The whole-answers form as writes stamped `stamp`: it replaces the assessment's answers, so
 * every key of the instrument is written, the ones it does not hold as cleared (null). A list
 * instrument takes a list (or a map by index), the card sort and the interview a map.
 */
export function wholeAnswerWrites(rules: AnswerRules, answers: unknown[] | Record<string, unknown>, stamp: number): AnswerWrite[] {
  let given: Map<string, unknown>;
  if (Array.isArray(answers)) {
    if (rules.shape === 'map') throw invalid('answers', `answers must be a map for ${rules.name}.`);
    if (answers.length > rules.totalQuestions) {
      throw invalid('answers', `answers holds ${answers.length} entries; ${rules.name} has ${rules.totalQuestions} questions.`);
    }
    given = new Map(answers.map((value, index) => [String(index), value ?? null]));
  } else {
    given = new Map(Object.entries(answers));
  }
  for (const [key, value] of given) {
    const problem = answerProblem(rules, key, value);
    if (problem) throw invalid('answers', problem);
  }
  return rules.keys.map((key) => ({ key, value: given.get(key) ?? null, stamp })).sort(byKey);
}
