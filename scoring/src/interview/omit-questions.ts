import { ScoringError } from '../scoring-error';
import type { InterviewQuestion, InterviewQuestionVersion, InterviewSection, ShowIf } from './interview-types';

/** Maps a number of the full list to its number once `omitted` are removed (undefined if omitted). */
export function renumberAfterOmitting(number: number, omitted: readonly number[]): number | undefined {
  if (omitted.includes(number)) return undefined;
  return number - omitted.filter((n) => n < number).length;
}

function renumberShowIf(condition: ShowIf, omitted: readonly number[]): ShowIf {
  if ('all' in condition) return { all: condition.all.map((c) => renumberShowIf(c, omitted)) };
  if ('any' in condition) return { any: condition.any.map((c) => renumberShowIf(c, omitted)) };
  if ('not' in condition) return { not: renumberShowIf(condition.not, omitted) };
  const question = renumberAfterOmitting(condition.question, omitted);
  if (question === undefined) {
    throw new ScoringError('unknown_question', `A showIf points at omitted question ${condition.question}`, condition.question);
  }
  return { ...condition, question };
}

/**
 * A question version without the given (1-based) questions: the rest are renumbered, showIf
 * references and section ranges follow, and sections left empty are dropped.
 */
export function omitQuestions(
  version: InterviewQuestionVersion,
  omitted: readonly number[],
  newVersion: string,
): InterviewQuestionVersion {
  const questions: InterviewQuestion[] = [];
  version.questions.questions.forEach((question, index) => {
    if (omitted.includes(index + 1)) return;
    questions.push(question.showIf === undefined ? question : { ...question, showIf: renumberShowIf(question.showIf, omitted) });
  });
  const sections: InterviewSection[] = [];
  for (const section of version.questions.sections) {
    const from = section.from - omitted.filter((n) => n < section.from).length;
    const to = section.to - omitted.filter((n) => n <= section.to).length;
    if (to >= from) sections.push({ ...section, from, to });
  }
  return { version: newVersion, questions: { sections, questions } };
}
