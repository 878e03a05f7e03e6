import { describe, expect, it } from 'vitest';
import type { FitReason } from './career-fit-types';
import { CLIENT_INTEREST_GAP, interestReasons, overallInterestText } from './interest-reasons';
import { unitCorrelation, unitProfile } from './profile-correlation';

const FLAT = { client: false, job: false };
const texts = (client: number[], job: number[]): string[] => {
  const r = unitCorrelation(unitProfile(client), 0, unitProfile(job), 0);
  const sided = interestReasons(client, job, r, FLAT);
  return [...sided.reasonsFor, ...sided.worthKnowing].map((reason: FitReason) => reason.text);
};

// Client [60, 50, 40, 50, 45, 55]: R 60, C 55, I 50 = S 50, E 45, A 40.
const CLIENT = [60, 50, 40, 50, 45, 55];

describe('interestReasons', () => {
  it('names the shared top two themes (r = 0.98271)', () => {
    expect(texts(CLIENT, [6, 3, 1, 4, 2, 5])).toEqual(["Your top themes Realistic and Conventional are this job's first two.", "The pattern of your interests closely resembles this job's."]);
  });

  it("places the client's strongest theme in the job's top three (r = 0.68034)", () => {
    // Job: C 6, I 5, R 4, ...
    expect(texts(CLIENT, [4, 5, 1, 2, 3, 6])).toEqual(["Your strongest theme, Realistic, is one of this job's top three.", "The pattern of your interests largely resembles this job's."]);
  });

  it('says the patterns barely resemble each other at r = 0, and compares the main themes', () => {
    expect(texts(CLIENT, [3, 4, 3, 2, 3, 3])).toEqual(["The pattern of your interests barely resembles this job's.", "This job's main theme is Investigative; yours is Realistic."]);
  });

  it("names the job's main theme among the client's two weakest when r is negative", () => {
    // y = [1, 2, 6, 2, 4, 1]: mean 8/3, sum dx dy = -50/3 - 100/3 - 20/3 - 25/3 = -65: r = -0.8536.
    expect(texts(CLIENT, [1, 2, 6, 2, 4, 1])).toEqual([
      "This job's main theme, Artistic, is one of your two weakest.",
      "The pattern of your interests runs counter to this job's.",
    ]);
  });

  it('makes no claim the numbers do not settle (ties)', () => {
    // Client's 2nd and 3rd tie (I 55 = A 55): no "top themes" claim, but the strongest theme is settled.
    expect(texts([60, 55, 55, 50, 45, 40], [6, 5, 2, 3, 1, 4])[0]).toBe("Your strongest theme, Realistic, is this job's main one.");
    // Client's top two tie (R 60 = I 60) but are settled as a pair above the rest.
    expect(texts([60, 60, 50, 45, 40, 40], [6, 5, 2, 3, 1, 4])[0]).toBe("Your top themes Realistic and Investigative are this job's first two.");
    // ... and against a job whose first two are R and A: no theme claim at all, and no main-theme comparison.
    const untold = texts([60, 60, 50, 45, 40, 40], [6, 2, 5, 3, 1, 4]);
    expect(untold).toHaveLength(1);
    expect(untold[0]).toMatch(/^The pattern of your interests (partly|largely|closely) resembles this job's\.$/);
    // The job's 2nd and 3rd tie (I 4 = S 4): no "first two" claim although the client's top two are R and I.
    expect(texts([60, 50, 40, 45, 45, 40], [6, 4, 2, 4, 1, 3])[0]).toBe("Your strongest theme, Realistic, is this job's main one.");
  });

  it('leads with a strength of at least 25, above any other part, and the supporting sentence keeps it to follow', () => {
    const reasons = interestReasons(CLIENT, [3, 4, 3, 2, 3, 3], 0, FLAT);
    expect(reasons.worthKnowing.map((reason) => reason.strength)).toEqual([50, 50]);
    expect(interestReasons(CLIENT, [6, 3, 1, 4, 2, 5], 0.5, FLAT).reasonsFor[0]?.strength).toBe(25);
  });

  it('puts the leader and its supporting sentence under "Why it may fit" from r = 0.2, else under "Worth knowing"', () => {
    const at = (r: number) => interestReasons(CLIENT, [6, 3, 1, 4, 2, 5], r, FLAT);
    expect(at(0.2).reasonsFor).toHaveLength(2);
    expect(at(0.2).worthKnowing).toEqual([]);
    expect(at(0.19).reasonsFor).toEqual([]);
    expect(at(0.19).worthKnowing).toHaveLength(2);
    expect(interestReasons([50, 50, 50, 50, 50, 50], [6, 3, 1, 4, 2, 5], 0, { client: true, job: false }).worthKnowing).toEqual([
      { text: 'Your six interest scores are all equal, so they favour no job over another.', strength: 50 },
    ]);
  });

  it.each([
    [0.8, 'closely resembles this job\'s'],
    [0.79, 'largely resembles this job\'s'],
    [0.5, 'largely resembles this job\'s'],
    [0.2, 'partly resembles this job\'s'],
    [0.19, 'barely resembles this job\'s'],
    [-0.19, 'barely resembles this job\'s'],
    [-0.2, 'runs counter to this job\'s'],
  ])('r = %d: %s', (r, words) => {
    expect(overallInterestText(r)).toBe(`The pattern of your interests ${words}.`);
  });

  it("speaks of the pattern of the client's interests by name to a counselor", () => {
    expect(overallInterestText(0.9, { kind: 'counselor', name: 'Casey' })).toBe("The pattern of Casey's interests closely resembles this job's.");
  });
});

describe("interestReasons: the client's themes are ranked in words only a standard error of a difference apart", () => {
  it('takes CLIENT_INTEREST_GAP = SEM x sqrt 2 = 4.47 T (SEM 3.16)', () => {
    expect(CLIENT_INTEREST_GAP).toBeCloseTo(4.4721, 4);
  });

  it('withholds "Your strongest theme ..." when the top two are 3 T apart, and says it when they are 5 T apart', () => {
    // Job: R 6 > A 5 > C 4 ...; the client's 2nd (I) is not the job's, so no "top themes" claim either way.
    // R 60, I 57 (3 T): not settled, no theme claim and no main-theme comparison; r = 0.36620.
    expect(texts([60, 57, 45, 45, 40, 40], [6, 2, 5, 3, 1, 4])).toEqual(["The pattern of your interests partly resembles this job's."]);
    // R 62, I 57 (5 T): settled; r = 0.40107.
    expect(texts([62, 57, 45, 45, 40, 40], [6, 2, 5, 3, 1, 4])).toEqual([
      "Your strongest theme, Realistic, is this job's main one.",
      "The pattern of your interests partly resembles this job's.",
    ]);
    // Without a claim (r = -0.16118, then -0.16870), the main-theme comparison needs the same 5 T.
    expect(texts([60, 57, 45, 45, 40, 40], [3, 3, 3, 5, 3, 3])).toEqual(["The pattern of your interests barely resembles this job's."]);
    expect(texts([62, 57, 45, 45, 40, 40], [3, 3, 3, 5, 3, 3])).toEqual([
      "The pattern of your interests barely resembles this job's.",
      "This job's main theme is Social; yours is Realistic.",
    ]);
  });

  it('withholds "Your top themes ..." when the 2nd and 3rd are 3 T apart, and says it when they are 5 T apart', () => {
    // Job: R 6 > I 5 > C 4 ...; the client's R leads by 10 T either way.
    expect(texts([62, 52, 49, 45, 40, 40], [6, 5, 2, 3, 1, 4])[0]).toBe("Your strongest theme, Realistic, is this job's main one.");
    expect(texts([62, 54, 49, 45, 40, 40], [6, 5, 2, 3, 1, 4])[0]).toBe("Your top themes Realistic and Investigative are this job's first two.");
  });

  it('withholds "one of your two weakest" when the 4th and 5th are 3 T apart, and says it when they are 7 T apart', () => {
    // Job: C 6 > E 5 > ... (r = -0.98822, then -0.99323).
    expect(texts([60, 55, 50, 45, 42, 40], [1, 2, 3, 4, 5, 6])).toEqual([
      "The pattern of your interests runs counter to this job's.",
      "This job's main theme is Conventional; yours is Realistic.",
    ]);
    expect(texts([60, 55, 50, 47, 40, 40], [1, 2, 3, 4, 5, 6])[0]).toBe("This job's main theme, Conventional, is one of your two weakest.");
  });

  it("ranks the job's ratings by any difference (O*NET publishes no error for them)", () => {
    // Job: C 6, I 5, R 4 | S 3.9: its top three are settled 0.1 apart; with S 4 they are not.
    expect(texts(CLIENT, [4, 5, 1, 3.9, 3, 6])[0]).toBe("Your strongest theme, Realistic, is one of this job's top three.");
    expect(texts(CLIENT, [4, 5, 1, 4, 3, 6])[0]).toBe("The pattern of your interests largely resembles this job's.");
  });
});

describe('interestReasons: an undifferentiated client', () => {
  const CAVEAT = 'Your six interest scores are close together, so how well this job fits your interests is uncertain.';
  // [51, 50, 49, 50, 52, 50]: 52 - (49 + 50 + 50) / 3 = 2.33 T, below 8.94.
  const CLOSE = [51, 50, 49, 50, 52, 50];

  it.each([1, 0.5, 0.2, 0, -0.5, -1])('gives only the caveat, worth knowing, at r = %d', (r) => {
    expect(interestReasons(CLOSE, [5.1, 5, 4.9, 5, 5.2, 5], r, FLAT, undefined, true)).toEqual({
      reasonsFor: [],
      worthKnowing: [{ text: CAVEAT, strength: 50 * Math.max(Math.abs(r), 1 - Math.abs(r)) }],
    });
  });

  it('gives it for a job without highs or lows too, and in the counselor\'s voice', () => {
    expect(interestReasons(CLOSE, [4, 4, 4, 4, 4, 4], 0, { client: false, job: true }, undefined, true).worthKnowing.map((reason) => reason.text)).toEqual([CAVEAT]);
    expect(interestReasons(CLOSE, [6, 3, 1, 4, 2, 5], 0.9, FLAT, { kind: 'counselor', name: 'Casey' }, true).worthKnowing.map((reason) => reason.text)).toEqual([
      "Casey's six interest scores are close together, so how well this job fits Casey's interests is uncertain.",
    ]);
  });

  it('still says so when the six scores are all equal (the flat sentence, not the caveat)', () => {
    expect(interestReasons([50, 50, 50, 50, 50, 50], [6, 3, 1, 4, 2, 5], 0, { client: true, job: false }, undefined, true).worthKnowing.map((reason) => reason.text)).toEqual([
      'Your six interest scores are all equal, so they favour no job over another.',
    ]);
  });

  it('makes its claims as before when the flag is not given (undifferentiated = false)', () => {
    expect(texts(CLOSE, [5.1, 5, 4.9, 5, 5.2, 5])).toEqual(["The pattern of your interests closely resembles this job's."]);
  });
});
