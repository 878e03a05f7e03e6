import { describe, expect, it } from 'vitest';
import { evaluateShowIf } from './evaluate-show-if';
import type { InterviewAnswers, InterviewQuestion, ShowIf } from './interview-types';

const QUESTIONS: InterviewQuestion[] = [
  { type: 'radio', question: 'Q1', choices: ['Yes', 'No', 'Other'], characterLimit: 20 },
  { type: 'checkbox', question: 'Q2', choices: ['A', 'B', 'Other'], characterLimit: 20 },
  { type: 'text', question: 'Q3', characterLimit: 10, lines: 1 },
  { type: 'multiText', question: 'Q4', textFields: [{ label: 'x', characterLimit: 5 }] },
];

const ANSWERS: InterviewAnswers = {
  '1': { selection: 'Yes' },
  '2': { A: true, B: false, Other: '' },
  '3': 'hello',
  '4': ['Yes'],
};

describe('evaluateShowIf', () => {
  it.each<[string, ShowIf, InterviewAnswers, boolean]>([
    ['radio equals (on)', { question: 1, equals: 'Yes' }, ANSWERS, true],
    ['radio equals (off)', { question: 1, equals: 'No' }, ANSWERS, false],
    ['radio equals, unanswered', { question: 1, equals: 'Yes' }, {}, false],
    ['radio oneOf (on)', { question: 1, oneOf: ['No', 'Yes'] }, ANSWERS, true],
    ['radio oneOf (off)', { question: 1, oneOf: ['No', 'Other'] }, ANSWERS, false],
    ['text equals (on)', { question: 3, equals: 'hello' }, ANSWERS, true],
    ['text equals is exact', { question: 3, equals: 'Hello' }, ANSWERS, false],
    ['checkbox includes true', { question: 2, includes: 'A' }, ANSWERS, true],
    ['checkbox includes false', { question: 2, includes: 'B' }, ANSWERS, false],
    ['checkbox includes other text (even empty)', { question: 2, includes: 'Other' }, ANSWERS, true],
    ['checkbox includes absent', { question: 2, includes: 'C' }, ANSWERS, false],
    ['includes on a radio is false', { question: 1, includes: 'Yes' }, ANSWERS, false],
    ['equals on a checkbox is false', { question: 2, equals: 'A' }, ANSWERS, false],
    ['equals on a multiText is false', { question: 4, equals: 'Yes' }, ANSWERS, false],
    ['unknown question is false', { question: 9, equals: 'Yes' }, ANSWERS, false],
    ['not', { not: { question: 1, equals: 'No' } }, ANSWERS, true],
    ['not of unanswered is true', { not: { question: 1, equals: 'Yes' } }, {}, true],
    ['all (on)', { all: [{ question: 1, equals: 'Yes' }, { question: 2, includes: 'A' }] }, ANSWERS, true],
    ['all (off)', { all: [{ question: 1, equals: 'Yes' }, { question: 2, includes: 'B' }] }, ANSWERS, false],
    ['any (on)', { any: [{ question: 1, equals: 'No' }, { question: 2, includes: 'A' }] }, ANSWERS, true],
    ['any (off)', { any: [{ question: 1, equals: 'No' }, { question: 2, includes: 'B' }] }, ANSWERS, false],
    ['empty all is true', { all: [] }, ANSWERS, true],
    ['empty any is false', { any: [] }, ANSWERS, false],
  ])('%s', (_name, condition, answers, expected) => {
    expect(evaluateShowIf(condition, answers, QUESTIONS)).toBe(expected);
  });
});
