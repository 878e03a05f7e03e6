import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { AnswerKey, AnswersResponse, AnswerValue } from '@career/sync-server/answers/contract/answer-dto';
import type { AnswerRecord } from './local-db';

export interface ServerAnswer {
  key: AnswerKey;
  value: AnswerValue;
  stamp: number;
}

/** The server's answers by key (a list is keyed by index); entries the server never stored are skipped. */
export function serverAnswers(response: AnswersResponse): ServerAnswer[] {
  const entries: [AnswerKey, AnswerValue][] = Array.isArray(response.answers)
    ? response.answers.map((value, index): [AnswerKey, AnswerValue] => [String(index), value])
    : Object.entries(response.answers);
  const answers: ServerAnswer[] = [];
  for (const [key, value] of entries) {
    const stamp = response.stamps[key];
    const stored = typeof stamp === 'number' && Number.isFinite(stamp);
    if (value === undefined || (value === null && !stored)) continue;
    answers.push({ key, value, stamp: stored ? stamp : 0 });
  }
  return answers;
}

export interface MergePlan {
  put: AnswerRecord[];
  /** Keys to delete (a completed assessment holds only the server's answers). */
  remove: AnswerKey[];
}

/**
 * Newest stamp wins, per answer:
 * - server newer than the local row (or no local row): the server's value, not dirty;
 * - same stamp: the server holds this very change, so it is no longer dirty;
 * - local newer: kept as it is (a dirty answer stays dirty and is uploaded).
 * When the server has completed the assessment its answers are final: they replace the local ones.
 */
export function planMerge(userId: string, assessmentId: AssessmentId, local: readonly AnswerRecord[], server: readonly ServerAnswer[], completed: boolean): MergePlan {
  const byKey = new Map(local.map((row) => [row.key, row]));
  const put: AnswerRecord[] = [];
  for (const answer of server) {
    const row = byKey.get(answer.key);
    byKey.delete(answer.key);
    const serverRow: AnswerRecord = { userId, assessmentId, key: answer.key, value: answer.value, stamp: answer.stamp, dirty: 0, frozenStamp: answer.stamp };
    if (!row || completed || row.stamp < answer.stamp) put.push(serverRow);
    else if (row.stamp === answer.stamp && row.dirty === 1) put.push({ ...row, dirty: 0, frozenStamp: Math.max(row.frozenStamp, row.stamp) });
  }
  return { put, remove: completed ? [...byKey.keys()] : [] };
}
