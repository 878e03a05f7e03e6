import { describe, expect, it } from 'vitest';
import { INTERVIEW_QUESTION_VERSIONS } from '../interview/interview-versions';
import type { RadioQuestion } from '../interview/interview-types';
import { ONET_EDUCATION_LEVELS } from './career-fit-types';
import { CAREER_WISH_QUESTIONS, INTERVIEW_EDUCATION_LEVELS, INTERVIEW_MORE_EDUCATION, careerWishesOf } from './career-wishes';

const NONE = { educationLevel: null, educationLabel: null, moreEducation: null, minimumSalary: null };

describe('careerWishesOf', () => {
  it('reads version 2 answers (questions 5, 12 and 42)', () => {
    const answers = { '5': { selection: "Bachelor's degree" }, '12': { selection: 'Yes, a short course or certificate' }, '42': '45000', '1': 'Because.' };
    expect(careerWishesOf(answers, '2')).toEqual({ educationLevel: 5, educationLabel: "Bachelor's degree", moreEducation: 'course', minimumSalary: 45_000 });
  });

  it('reads version 1 answers by their own numbering (5 and 40), which has no more-education question', () => {
    const answers = { '5': { selection: "Master's degree" }, '12': { selection: 'Yes, a full degree' }, '40': ' 60000 ' };
    // Version 1's question 12 is another question: it is not read as the more-education answer.
    expect(careerWishesOf(answers, '1')).toEqual({ educationLevel: 7, educationLabel: "Master's degree", moreEducation: null, minimumSalary: 60_000 });
  });

  it('gives nulls for no answers, an unknown version, or malformed answers', () => {
    expect(careerWishesOf({}, '2')).toEqual(NONE);
    expect(careerWishesOf({ '5': { selection: "Bachelor's degree" }, '42': '45000' }, '9')).toEqual(NONE);
    expect(careerWishesOf({ '5': "Bachelor's degree", '12': { selection: '' }, '42': 45000 }, '2')).toEqual(NONE);
  });

  it.each(['0', '-100', '45,000', '$45000', '4.5e4', '45000.50', '', 'lots'])('gives no salary for %j', (text) => {
    expect(careerWishesOf({ '42': text }, '2').minimumSalary).toBeNull();
  });

  it("maps 'Other' to no level, with its text as the label", () => {
    expect(careerWishesOf({ '5': { selection: 'Other', other: ' Apprenticeship ' } }, '2')).toMatchObject({ educationLevel: null, educationLabel: 'Apprenticeship' });
    expect(careerWishesOf({ '5': { selection: 'Other' } }, '2')).toMatchObject({ educationLevel: null, educationLabel: 'Other' });
  });

  it.each([
    ['Yes, a full degree', 'degree'],
    ['Only if an employer paid for it', 'employer-paid'],
    ['No', 'no'],
    ['Not sure', null],
  ])('maps %j to %j', (selection, moreEducation) => {
    expect(careerWishesOf({ '12': { selection } }, '2').moreEducation).toBe(moreEducation);
  });

  it('covers every choice of the interview and finds every question in version 2', () => {
    const questions = INTERVIEW_QUESTION_VERSIONS['2']?.questions.questions ?? [];
    const choicesOf = (text: string): readonly string[] => (questions.find((q) => q.question === text) as RadioQuestion).choices;
    expect([...Object.keys(INTERVIEW_EDUCATION_LEVELS), 'Other'].sort()).toEqual([...choicesOf(CAREER_WISH_QUESTIONS.education)].sort());
    expect(Object.keys(INTERVIEW_MORE_EDUCATION).sort()).toEqual([...choicesOf(CAREER_WISH_QUESTIONS.moreEducation)].sort());
    expect(questions.some((q) => q.question === CAREER_WISH_QUESTIONS.minimumSalary)).toBe(true);
    expect(Object.values(INTERVIEW_EDUCATION_LEVELS).map((level) => ONET_EDUCATION_LEVELS[level])).toEqual([
      'Less than High School',
      'High School',
      'Post-Secondary Certificate',
      'Some College',
      "Associate's Degree",
      "Bachelor's Degree",
      "Master's Degree",
      'Doctoral Degree',
    ]);
  });
});
