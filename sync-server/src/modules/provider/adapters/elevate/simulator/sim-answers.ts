import type { SimQuestionnaire } from './sim-questionnaires';
import { questionsOf } from './sim-questionnaires';

/** Answers by question id (q1, bis1, ...): the value of the chosen radio. */
export type SimAnswers = Readonly<Record<string, number>>;

export interface ReadAnswers {
  answers: Record<string, number>;
  /** The ids of the questions left unanswered (or sent with a value that is not a choice), in page order. */
  missing: string[];
}

/** Reads a posted form: keeps only the values that are choices of their question; anything else is ignored. */
export function readSimAnswers(questionnaire: SimQuestionnaire, form: Readonly<Record<string, unknown>>): ReadAnswers {
  const answers: Record<string, number> = {};
  const missing: string[] = [];
  for (const question of questionsOf(questionnaire)) {
    const raw = form[question.id];
    const choice = typeof raw === 'string' ? question.choices.find((c) => String(c.value) === raw) : undefined;
    if (choice) answers[question.id] = choice.value;
    else missing.push(question.id);
  }
  return { answers, missing };
}

/** One answer, which must be an integer in min..max (a scorer's guard: forms are read by readSimAnswers). */
export function answerOf(answers: SimAnswers, id: string, min: number, max: number): number {
  const value = answers[id];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`Simulator answer ${id} must be an integer in ${min}..${max}`);
  }
  return value;
}
