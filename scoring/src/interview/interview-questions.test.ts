import { describe, expect, it } from 'vitest';
import { INTERVIEW_DEFINITION } from './interview-definition';
import type { InterviewQuestion, InterviewQuestionVersion, ShowIf } from './interview-types';
import { INTERVIEW_QUESTION_VERSIONS } from './interview-versions';
import { toCurrentQuestionNumber } from './map-interview-answers';

const V1 = INTERVIEW_QUESTION_VERSIONS['1'] as InterviewQuestionVersion;
const V2 = INTERVIEW_QUESTION_VERSIONS['2'] as InterviewQuestionVersion;

function leaves(condition: ShowIf): Exclude<ShowIf, { all: unknown } | { any: unknown } | { not: unknown }>[] {
  if ('all' in condition) return condition.all.flatMap(leaves);
  if ('any' in condition) return condition.any.flatMap(leaves);
  if ('not' in condition) return leaves(condition.not);
  return [condition];
}

function describeVersion(version: InterviewQuestionVersion) {
  const questions = version.questions.questions;
  it('has sections that cover every question once, in order', () => {
    let next = 1;
    for (const section of version.questions.sections) {
      expect(section.from).toBe(next);
      expect(section.to).toBeGreaterThanOrEqual(section.from);
      expect(section.title.length).toBeGreaterThan(0);
      expect(section.subtitle.length).toBeGreaterThan(0);
      next = section.to + 1;
    }
    expect(next - 1).toBe(questions.length);
  });

  it('has showIf conditions that point at earlier questions and real choices', () => {
    questions.forEach((question, index) => {
      if (question.showIf === undefined) return;
      for (const leaf of leaves(question.showIf)) {
        expect(leaf.question).toBeLessThan(index + 1);
        const target = questions[leaf.question - 1] as InterviewQuestion;
        const values = 'equals' in leaf ? [leaf.equals] : 'oneOf' in leaf ? leaf.oneOf : [leaf.includes];
        if ('includes' in leaf) expect(target.type).toBe('checkbox');
        else expect(target.type).toBe('radio');
        if (target.type === 'radio' || target.type === 'checkbox') {
          for (const value of values) expect(target.choices).toContain(value);
        }
      }
    });
  });

  it('gives every question with an Other choice a limit for its text, and sane limits', () => {
    for (const question of questions) {
      expect(question.question.length).toBeGreaterThan(0);
      if (question.type === 'radio' || question.type === 'checkbox') {
        expect(new Set(question.choices).size).toBe(question.choices.length);
        if (question.choices.includes('Other')) expect(question.characterLimit).toBeGreaterThan(0);
      }
      if (question.type === 'text') {
        expect(question.characterLimit).toBeGreaterThan(0);
        expect(question.lines).toBeGreaterThanOrEqual(1);
      }
      if (question.type === 'multiText') {
        for (const field of question.textFields) expect(field.characterLimit).toBeGreaterThan(0);
      }
    }
  });
}

describe('interview version 2 (current)', () => {
  describeVersion(V2);
  const questions = V2.questions.questions;

  it('has 52 questions in 7 sections over the spec topics', () => {
    expect(questions).toHaveLength(52);
    expect(V2.questions.sections.map((s) => [s.title, s.from, s.to])).toEqual([
      ['Getting Started', 1, 4],
      ['Education', 5, 12],
      ['Work History', 13, 27],
      ['Family', 28, 34],
      ['Health and Well-being', 35, 40],
      ['Finances', 41, 45],
      ['Goals', 46, 52],
    ]);
  });

  it('uses every question type, number validation and showIf', () => {
    const types = new Set(questions.map((q) => q.type));
    expect([...types].sort()).toEqual(['checkbox', 'multiText', 'radio', 'text']);
    const numbers = questions.flatMap((q, i) => (q.type === 'text' && q.validation === 'number' ? [i + 1] : []));
    expect(numbers).toEqual([14, 26, 29, 40, 42]);
    const conditional = questions.flatMap((q, i) => (q.showIf ? [i + 1] : []));
    expect(conditional).toEqual([6, 10, 14, 15, 16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 33, 37]);
    expect(questions.filter((q) => q.type === 'multiText').map((q) => questions.indexOf(q) + 1)).toEqual([6, 15, 21, 47]);
  });

  it('never conditions on the questions version 1 lacks (11, 12, 48)', () => {
    for (const question of questions) {
      if (question.showIf) for (const leaf of leaves(question.showIf)) expect([11, 12, 48]).not.toContain(leaf.question);
    }
  });

  it('numbers the questions added in version 2 as 11, 12 and 48', () => {
    expect(questions[10]?.question).toBe('Which licences or certificates do you hold?');
    expect(questions[11]?.question).toBe('Would you take on more education or training for a new career?');
    expect(questions[47]?.question).toBe('Would you move to a new city or region for the right job?');
  });
});

describe('interview version 1 (answers completed before 2023-10-01)', () => {
  describeVersion(V1);
  const questions = V1.questions.questions;

  it('is version 2 without questions 11, 12 and 48, renumbered', () => {
    expect(V1.version).toBe('1');
    expect(questions).toHaveLength(49);
    questions.forEach((question, index) => {
      const current = V2.questions.questions[toCurrentQuestionNumber(index + 1, [11, 12, 48]) - 1];
      expect(question.question).toBe(current?.question);
    });
    expect(V1.questions.sections.map((s) => [s.title, s.from, s.to])).toEqual([
      ['Getting Started', 1, 4],
      ['Education', 5, 10],
      ['Work History', 11, 25],
      ['Family', 26, 32],
      ['Health and Well-being', 33, 38],
      ['Finances', 39, 43],
      ['Goals', 44, 49],
    ]);
  });

  it('renumbers showIf references', () => {
    expect(questions[9]?.showIf).toEqual({ question: 9, oneOf: ['Yes, full-time', 'Yes, part-time'] });
    expect(questions[18]?.showIf).toEqual({ question: 18, equals: 'Yes' });
    expect(questions[30]?.showIf).toEqual({ question: 30, equals: 'Yes' });
  });
});

describe('interview definition', () => {
  it('describes the current version', () => {
    expect(INTERVIEW_DEFINITION).toMatchObject({ id: 'interview', instrumentVersion: '2', currentVersion: '2', totalQuestions: 52 });
    expect(Object.keys(INTERVIEW_DEFINITION.questionVersions).sort()).toEqual(['1', '2']);
    expect(INTERVIEW_DEFINITION.versionRules).toEqual([{ version: '1', completedBefore: '2023-10-01', missingCurrentQuestions: [11, 12, 48] }]);
  });
});
