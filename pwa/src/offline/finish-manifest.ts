import type { AssessmentId } from '@career/scoring/assessment-ids';
import { questionsAnswered } from '@career/scoring/progress/questions-answered';
import type { FinishManifest } from '@career/sync-server/answers/contract/answer-dto';
import type { AnswerRecord } from './local-db';

/** Assessments whose answers are a map by key (card sort: list ids; interview: question ids). */
const MAP_SHAPED: readonly AssessmentId[] = ['career-values', 'interview'];

/** This device's answers in the spec's shape, as the server builds them: a list (null = unanswered) or a map of set keys. */
export function localSpecAnswers(assessmentId: AssessmentId, rows: readonly AnswerRecord[], totalQuestions: number): unknown[] | Record<string, unknown> {
  const set = rows.filter((row) => row.value !== null && row.value !== undefined);
  if (MAP_SHAPED.includes(assessmentId)) return Object.fromEntries(set.map((row) => [row.key, row.value]));
  const list: unknown[] = Array.from({ length: totalQuestions }, () => null);
  for (const row of set) {
    const index = Number(row.key);
    if (Number.isInteger(index) && index >= 0 && index < totalQuestions) list[index] = row.value;
  }
  return list;
}

/**
 * The finish manifest: how many answered items this device holds, counted exactly as the server
 * counts them (the scoring package's questionsAnswered, built on isAnswered/countAnswered), so a
 * device holding every answer never gets a manifest mismatch.
 */
export function finishManifest(assessmentId: AssessmentId, rows: readonly AnswerRecord[], totalQuestions: number): FinishManifest {
  return { answered: questionsAnswered(assessmentId, localSpecAnswers(assessmentId, rows, totalQuestions), totalQuestions) };
}
