import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InterviewAnswers, InterviewQuestionVersion } from './interview-types';
import { INTERVIEW_QUESTION_VERSIONS } from './interview-versions';
import { dropHiddenAnswers, visibleQuestions, visibleSectionQuestions } from './visible-questions';

const V2 = INTERVIEW_QUESTION_VERSIONS['2'] as InterviewQuestionVersion;
const numbers = (answers: InterviewAnswers) => visibleQuestions(V2, answers).map((q) => q.number);
const ALWAYS = [1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 22, 27, 28, 29, 30, 31, 32, 34, 35, 36, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52];

describe('visibleQuestions', () => {
  it('without answers shows the 36 unconditional questions', () => {
    expect(numbers({})).toEqual(ALWAYS);
  });

  it.each<[string, InterviewAnswers, number[]]>([
    ['education beyond high school shows 6', { '5': { selection: "Bachelor's degree" } }, [6]],
    ['some high school hides 6', { '5': { selection: 'Some high school' } }, []],
    ['studying shows 10', { '9': { selection: 'Yes, part-time' } }, [10]],
    ['not studying hides 10', { '9': { selection: 'No' } }, []],
    ['having worked shows the work questions', { '13': { selection: 'Yes' } }, [14, 15, 16, 17, 18, 19, 20, 23, 25]],
    ['never worked hides them', { '13': { selection: 'No' } }, []],
    ['earlier jobs show 21', { '13': { selection: 'Yes' }, '20': { selection: 'Yes' } }, [14, 15, 16, 17, 18, 19, 20, 21, 23, 25]],
    ['a layoff shows 24', { '13': { selection: 'Yes' }, '23': { selection: 'Yes, I was laid off' } }, [14, 15, 16, 17, 18, 19, 20, 23, 24, 25]],
    ['managing in the past shows 26', { '13': { selection: 'Yes' }, '25': { selection: 'Not now, but I have in the past' } }, [14, 15, 16, 17, 18, 19, 20, 23, 25, 26]],
    ['family in the field shows 33', { '32': { selection: 'Yes' } }, [33]],
    ['a health condition shows 37', { '36': { selection: 'Yes' } }, [37]],
  ])('%s', (_name, answers, extra) => {
    expect(numbers(answers)).toEqual([...ALWAYS, ...extra].sort((a, b) => a - b));
  });

  it('cascades: a stale answer of a hidden question does not show its dependants', () => {
    const answers: InterviewAnswers = { '13': { selection: 'No' }, '20': { selection: 'Yes' }, '21': ['a', 'b', 'c'] };
    expect(numbers(answers)).toEqual(ALWAYS);
    expect(dropHiddenAnswers(V2, answers)).toEqual({ '13': { selection: 'No' } });
  });

  it('pages by section', () => {
    expect(visibleSectionQuestions(V2, {}, 1).map((q) => q.number)).toEqual([5, 7, 8, 9, 11, 12]);
    expect(visibleSectionQuestions(V2, { '13': { selection: 'Yes' } }, 2).map((q) => q.number)).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 22, 23, 25, 27]);
    expect(visibleSectionQuestions(V2, {}, 7)).toEqual([]);
  });
});

describe('dropHiddenAnswers', () => {
  it('drops answers of hidden questions and keeps visible ones', () => {
    const answers: InterviewAnswers = { '1': 'why', '9': { selection: 'No' }, '10': 'old text', '36': { selection: 'Yes' }, '37': 'ramp' };
    expect(dropHiddenAnswers(V2, answers)).toEqual({ '1': 'why', '9': { selection: 'No' }, '36': { selection: 'Yes' }, '37': 'ramp' });
  });

  it('is idempotent and only keeps visible answers (property)', () => {
    const radio = (n: number) => {
      const q = V2.questions.questions[n - 1];
      const choices = q && 'choices' in q ? [...q.choices] : ['Yes'];
      return fc.constantFrom(...choices).map((selection) => ({ selection }));
    };
    const answers = fc.record(
      { '5': radio(5), '9': radio(9), '13': radio(13), '20': radio(20), '23': radio(23), '25': radio(25), '32': radio(32), '36': radio(36), '10': fc.string(), '14': fc.string(), '24': fc.string(), '37': fc.string() },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(answers, (a) => {
        const kept = dropHiddenAnswers(V2, a);
        expect(dropHiddenAnswers(V2, kept)).toEqual(kept);
        expect(visibleQuestions(V2, kept)).toEqual(visibleQuestions(V2, a));
        const visible = new Set(numbers(a).map(String));
        for (const key of Object.keys(kept)) expect(visible.has(key)).toBe(true);
      }),
    );
  });
});
