import { ScoringError } from '../scoring-error';
import type { InterviewAnswer, InterviewAnswers, InterviewQuestion, InterviewQuestionVersion } from './interview-types';
import { OTHER_CHOICE } from './interview-types';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkAnswer(question: InterviewQuestion, answer: unknown, key: string): InterviewAnswer {
  const invalid = (why: string) => new ScoringError('invalid_answer', `Question ${key}: ${why}`, key);
  switch (question.type) {
    case 'text':
      if (typeof answer !== 'string') throw invalid('a text answer must be a string');
      return answer;
    case 'radio': {
      if (!isPlainObject(answer) || typeof answer.selection !== 'string') throw invalid('a radio answer needs a selection');
      if (!question.choices.includes(answer.selection)) throw invalid(`"${answer.selection}" is not a choice`);
      if (answer.other !== undefined && typeof answer.other !== 'string') throw invalid('the other text must be a string');
      for (const field of Object.keys(answer)) {
        if (field !== 'selection' && field !== 'other') throw invalid(`unexpected field "${field}"`);
      }
      return answer.other === undefined ? { selection: answer.selection } : { selection: answer.selection, other: answer.other };
    }
    case 'checkbox': {
      if (!isPlainObject(answer)) throw invalid('a checkbox answer must be a map of choices');
      for (const [choice, value] of Object.entries(answer)) {
        if (!question.choices.includes(choice)) throw invalid(`"${choice}" is not a choice`);
        const textAllowed = choice === OTHER_CHOICE && typeof value === 'string';
        if (typeof value !== 'boolean' && !textAllowed) throw invalid(`"${choice}" must be true, false or the other text`);
      }
      return { ...(answer as Record<string, boolean | string>) };
    }
    case 'multiText':
      if (!Array.isArray(answer) || answer.some((value) => typeof value !== 'string')) {
        throw invalid('a multi-text answer must be a list of strings');
      }
      if (answer.length > question.textFields.length) {
        throw new ScoringError('wrong_length', `Question ${key}: ${answer.length} values for ${question.textFields.length} fields`, key);
      }
      return [...(answer as string[])];
  }
}

/**
 * Checks the structure of interview answers for a question version (keys '1'..'N', each answer
 * of its question's type, choices from the question) and returns a typed copy. Checks shape
 * only: limits, numbers and required fields are user-facing validation (validate-interview-answer).
 * Throws ScoringError 'invalid_answer', 'unknown_question' or 'wrong_length'.
 */
export function checkInterviewAnswers(version: InterviewQuestionVersion, answers: unknown): InterviewAnswers {
  if (!isPlainObject(answers)) throw new ScoringError('invalid_answer', 'Interview answers must be an object');
  const questions = version.questions.questions;
  const checked: InterviewAnswers = {};
  for (const [key, answer] of Object.entries(answers)) {
    const question = /^[1-9]\d*$/.test(key) ? questions[Number(key) - 1] : undefined;
    if (question === undefined) {
      throw new ScoringError('unknown_question', `Version ${version.version} has no question "${key}"`, key);
    }
    checked[key] = checkAnswer(question, answer, key);
  }
  return checked;
}
