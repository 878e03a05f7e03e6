import { describe, expect, it } from 'vitest';
import { careerFit } from './career-fit';
import type { CareerFit, CareerProfile, OccupationFacts } from './career-fit-types';
import { fitWhy } from './fit-why';

const CLIENT: CareerProfile = {
  interests: [60, 50, 40, 50, 45, 55],
  extraversion: null,
  judging: null,
  educationLevel: null,
  moreEducation: null,
  minimumSalary: null,
};
const JOB: OccupationFacts = { interests: [6, 3, 1, 4, 2, 5], highPoints: [], extraversion: '', judging: '', educationLevel: -1, medianWage: null };

const why = (profile: Partial<CareerProfile>, occupation: Partial<OccupationFacts>): string =>
  fitWhy(careerFit({ ...CLIENT, ...profile }, { ...JOB, ...occupation }) as CareerFit);

describe('fitWhy', () => {
  it('gives the two interest sentences when nothing else is known', () => {
    expect(why({}, {})).toBe("Your top themes Realistic and Conventional are this job's first two. Your interests and this job's match closely.");
  });

  it('gives the three strongest reasons', () => {
    expect(why({ extraversion: 'E', judging: 'J', minimumSalary: 60_000 }, { extraversion: 'E', judging: 'J', medianWage: 48_000 })).toBe(
      "Your top themes Realistic and Conventional are this job's first two. Its median pay ($48,000) is below the $60,000 you asked for. Its profile leans to an extravert (E), as you are.",
    );
  });

  it('explains a poor fit', () => {
    expect(why({ extraversion: 'I', educationLevel: 1, moreEducation: 'course' }, { interests: [2, 6, 4, 3, 5, 1], extraversion: 'E', educationLevel: 5 })).toBe(
      // E/I (-4) and education (-4) weigh the same: E/I comes first.
      "Your interests and this job's run in opposite directions. Its profile leans to an extravert (E); you are an introvert (I). " +
        "It usually needs a bachelor's degree; you have a high school diploma and would take a short course.",
    );
  });

  it('fills up to two reasons with a neutral fact', () => {
    expect(why({ interests: [50, 50, 50, 50, 50, 50], educationLevel: 5 }, { educationLevel: 1 })).toBe(
      "Your six interest scores are all equal, so they favour no job over another. You have the education it usually needs (a high school diploma).",
    );
  });

  it('takes the reasons in the order given, and gives an empty text for none', () => {
    expect(fitWhy({ reasons: [] })).toBe('');
    expect(fitWhy({ reasons: [{ text: 'A.', strength: 9 }, { text: 'B.', strength: 5 }, { text: 'C.', strength: 2 }, { text: 'D.', strength: 1 }] })).toBe('A. B. C.');
  });
});
