import { describe, expect, it } from 'vitest';
import { careerFit } from './career-fit';
import type { CareerFit, CareerProfile, OccupationFacts } from './career-fit-types';
import { fitReasonTexts } from './fit-why';

const CLIENT: CareerProfile = { interests: [60, 50, 40, 50, 45, 55], values: null, educationLevel: null, moreEducation: null, minimumSalary: null };
const JOB: OccupationFacts = { interests: [6, 3, 1, 4, 2, 5], highPoints: [], workValues: null, educationLevel: -1, medianWage: null };

const texts = (profile: Partial<CareerProfile>, occupation: Partial<OccupationFacts>) => fitReasonTexts(careerFit({ ...CLIENT, ...profile }, { ...JOB, ...occupation }) as CareerFit);

describe('fitReasonTexts', () => {
  it('gives the two interest sentences when nothing else is known, and nothing worth knowing', () => {
    expect(texts({}, {})).toEqual({ why: ["Your top themes Realistic and Conventional are this job's first two.", "The pattern of your interests closely resembles this job's."], worthKnowing: [] });
  });

  it('gives the three strongest reasons for (the supporting interest sentence right after its leader), and every reason against', () => {
    const result = texts(
      { values: [4, 3, 2, 1, 0, 2], minimumSalary: 50_000, educationLevel: 1, moreEducation: 'course' },
      { workValues: [7, 5, 3, 1, 1, 4], medianWage: 80_000, educationLevel: 5 },
    );
    expect(result.why).toEqual([
      "Your top themes Realistic and Conventional are this job's first two.",
      "The pattern of your interests closely resembles this job's.",
      "Achievement and Working Conditions, your top values, are this job's strongest.",
    ]);
    expect(result.worthKnowing).toEqual(["It usually needs a bachelor's degree; you have a high school diploma and would take a short course."]);
  });

  it('explains a poor fit under "Worth knowing", strongest first', () => {
    expect(texts({ educationLevel: 1, moreEducation: 'no', minimumSalary: 60_000 }, { interests: [2, 6, 4, 3, 5, 1], educationLevel: 5, medianWage: 57_000 })).toEqual({
      why: [],
      worthKnowing: [
        "The pattern of your interests runs counter to this job's.",
        "This job's main theme is Investigative; yours is Realistic.",
        "It usually needs a bachelor's degree; you have a high school diploma and would not study more.",
        'Its median pay ($57,000) is below the $60,000 you asked for.',
      ],
    });
  });

  it('takes the reasons in the order given', () => {
    const reason = (text: string, strength: number) => ({ text, strength });
    expect(fitReasonTexts({ reasonsFor: [], worthKnowing: [] })).toEqual({ why: [], worthKnowing: [] });
    expect(fitReasonTexts({ reasonsFor: ['A.', 'B.', 'C.', 'D.'].map((text, i) => reason(text, 9 - i)), worthKnowing: ['E.', 'F.', 'G.', 'H.'].map((text) => reason(text, 1)) })).toEqual({
      why: ['A.', 'B.', 'C.'],
      worthKnowing: ['E.', 'F.', 'G.', 'H.'],
    });
  });
});
