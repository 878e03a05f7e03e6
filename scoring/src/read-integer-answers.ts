import { ScoringError } from './scoring-error';

/** A canonical integer string: '0', '4', '-2'; no '+', spaces, decimals or leading zeros. */
const INTEGER_TEXT = /^(0|-?[1-9]\d*)$/;

/**
 * Reads one answer stored as an integer string ('0'..'4', '-2'..'2'). Integer numbers are
 * accepted too. Anything else is a typed error at that zero-based index, never a guess.
 */
export function readIntegerAnswer(value: unknown, index: number, min: number, max: number): number {
  if (value === null || value === undefined || value === '') {
    throw new ScoringError('missing_answer', `Answer ${index + 1} is missing.`, index);
  }
  let parsed: number;
  if (typeof value === 'number' && Number.isInteger(value)) {
    parsed = value;
  } else if (typeof value === 'string' && INTEGER_TEXT.test(value)) {
    parsed = Number(value);
  } else {
    throw new ScoringError('invalid_answer', `Answer ${index + 1} is not a whole number: ${JSON.stringify(value)}.`, index);
  }
  if (parsed < min || parsed > max) {
    throw new ScoringError('out_of_range', `Answer ${index + 1} is ${parsed}; expected ${min} to ${max}.`, index);
  }
  return parsed;
}

/** Checks that `answers` is a list of exactly `length` entries and returns it. */
export function readAnswerList(answers: unknown, length: number): readonly unknown[] {
  if (!Array.isArray(answers)) {
    throw new ScoringError('invalid_answer', 'Answers must be a list.');
  }
  const list: readonly unknown[] = answers;
  if (list.length !== length) {
    throw new ScoringError('wrong_length', `Expected ${length} answers, got ${list.length}.`);
  }
  return list;
}

/** Reads a complete answer list of exactly `length` integers in [min, max]. */
export function readIntegerAnswers(answers: unknown, length: number, min: number, max: number): number[] {
  const list = readAnswerList(answers, length);
  const values: number[] = [];
  // A for loop (not map) so that holes in a sparse array are reported as missing.
  for (let index = 0; index < length; index += 1) {
    values.push(readIntegerAnswer(list[index], index, min, max));
  }
  return values;
}

/** The smallest and largest numeric option values of a choice scale (options are data). */
export function optionRange(options: readonly { value: string }[]): { min: number; max: number } {
  const values = options.map((option) => Number(option.value));
  if (values.length === 0 || values.some((value) => !Number.isInteger(value))) {
    throw new Error('Option values must be whole numbers.');
  }
  return { min: Math.min(...values), max: Math.max(...values) };
}
