import type { InterviewAnswer, InterviewAnswers, InterviewQuestion, ShowIf } from './interview-types';
import { isTicked } from './interview-answer-values';

/** The comparable text of an answer: a radio selection or a text answer, else undefined. */
function answerText(question: InterviewQuestion | undefined, answer: InterviewAnswer | undefined): string | undefined {
  if (question === undefined || answer === undefined) return undefined;
  if (question.type === 'text' && typeof answer === 'string') return answer;
  if (question.type === 'radio' && typeof answer === 'object' && !Array.isArray(answer)) {
    const selection = (answer as { selection?: unknown }).selection;
    return typeof selection === 'string' ? selection : undefined;
  }
  return undefined;
}

/**
 * Evaluates a showIf condition against answers keyed by 1-based question number.
 * `questions` is the version's question list (question n is questions[n - 1]).
 */
export function evaluateShowIf(
  condition: ShowIf,
  answers: InterviewAnswers,
  questions: readonly InterviewQuestion[],
): boolean {
  if ('all' in condition) return condition.all.every((c) => evaluateShowIf(c, answers, questions));
  if ('any' in condition) return condition.any.some((c) => evaluateShowIf(c, answers, questions));
  if ('not' in condition) return !evaluateShowIf(condition.not, answers, questions);
  const question = questions[condition.question - 1];
  const answer = answers[String(condition.question)];
  if ('includes' in condition) {
    if (question?.type !== 'checkbox' || answer === undefined || typeof answer !== 'object' || Array.isArray(answer)) {
      return false;
    }
    return isTicked((answer as Record<string, unknown>)[condition.includes]);
  }
  const text = answerText(question, answer);
  if (text === undefined) return false;
  if ('equals' in condition) return text === condition.equals;
  return condition.oneOf.includes(text);
}
