import { describe, expect, it } from 'vitest';
import { careerFit } from './career-fit';
import type { CareerProfile, OccupationFacts } from './career-fit-types';
import { educationReasons, payReasons } from './education-pay-reasons';
import { FIT_WEIGHTS } from './fit-weights';
import { fitReasonTexts } from './fit-why';
import { interestReasons } from './interest-reasons';
import { voiceWords } from './fit-voice';

const CASEY = { kind: 'counselor', name: 'Casey' } as const;
const all = (sided: { reasonsFor: { text: string }[]; worthKnowing: { text: string }[] }): string =>
  [...sided.reasonsFor, ...sided.worthKnowing].map((reason) => reason.text).join(' ');

describe('the voice of a fit reason', () => {
  it('speaks to the client as "you", and of the client by name to a counselor, with the verbs agreeing', () => {
    expect(all(educationReasons(3, 5, 'degree', -2))).toMatch(/; you have some college and would study/);
    expect(all(educationReasons(3, 5, 'degree', -2, CASEY))).toBe("It usually needs a bachelor's degree; Casey has some college and would study for a degree.");
    expect(all(educationReasons(5, 3, null, 0, CASEY))).toBe('Casey has the education it usually needs (some college).');
    expect(all(payReasons(50_000, 40_000, -5, CASEY))).toBe('Its median pay ($40,000) is below the $50,000 Casey asked for.');
  });

  it("names the client's themes to a counselor", () => {
    const reasons = all(interestReasons([70, 40, 60, 45, 50, 42], [7, 2, 5, 3, 4, 1], 0.9, { client: false, job: false }, CASEY));
    expect(reasons).toMatch(/^Casey's /);
    expect(reasons).not.toMatch(/\byour?\b/i);
    expect(voiceWords({ kind: 'counselor', name: 'Chris' }).Possessive).toBe("Chris'");
    expect(voiceWords({ kind: 'counselor', name: '  ' }).Subject).toBe('The client');
  });

  it('keeps every sentence of a whole fit in the counselor\'s voice', () => {
    const profile: CareerProfile = { interests: [60, 50, 40, 50, 45, 55], values: [4, 3, 2, 1, 0, 2], educationLevel: 5, moreEducation: 'no', minimumSalary: 60_000 };
    const occupation: OccupationFacts = { interests: [6, 3, 1, 4, 2, 5], highPoints: [], workValues: [7, 5, 3, 1, 1, 4], educationLevel: 7, medianWage: 48_000 };
    const fit = careerFit(profile, occupation, FIT_WEIGHTS, CASEY);
    const { why, worthKnowing } = fitReasonTexts(fit ?? { reasonsFor: [], worthKnowing: [] });
    const text = [...why, ...worthKnowing].join(' ');
    expect(why).toHaveLength(3);
    expect(worthKnowing).toHaveLength(2);
    expect(text).toMatch(/Casey's top themes/);
    expect(text).toMatch(/Casey's top values/);
    expect(text).toMatch(/Casey has a bachelor's degree/);
    expect(text).not.toMatch(/\byou(r)?\b/i);
  });
});
