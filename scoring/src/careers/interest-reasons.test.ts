import { describe, expect, it } from 'vitest';
import type { FitReason } from './career-fit-types';
import { interestReasons, overallInterestText } from './interest-reasons';
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
    expect(texts(CLIENT, [6, 3, 1, 4, 2, 5])).toEqual(["Your top themes Realistic and Conventional are this job's first two.", "Your interests and this job's match closely."]);
  });

  it("places the client's strongest theme in the job's top three (r = 0.68034)", () => {
    // Job: C 6, I 5, R 4, ...
    expect(texts(CLIENT, [4, 5, 1, 2, 3, 6])).toEqual(["Your strongest theme, Realistic, is one of this job's top three.", "Your interests and this job's largely match."]);
  });

  it('says the interests barely overlap at r = 0, and compares the main themes', () => {
    expect(texts(CLIENT, [3, 4, 3, 2, 3, 3])).toEqual(["Your interests and this job's barely overlap.", "This job's main theme is Investigative; yours is Realistic."]);
  });

  it("names the job's main theme among the client's two weakest when r is negative", () => {
    // y = [1, 2, 6, 2, 4, 1]: mean 8/3, sum dx dy = -50/3 - 100/3 - 20/3 - 25/3 = -65: r = -0.8536.
    expect(texts(CLIENT, [1, 2, 6, 2, 4, 1])).toEqual([
      "This job's main theme, Artistic, is one of your two weakest.",
      "Your interests and this job's run in opposite directions.",
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
    expect(untold[0]).toMatch(/^Your interests and this job's (partly overlap|largely match|match closely)\.$/);
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
    [0.8, 'match closely'],
    [0.79, 'largely match'],
    [0.5, 'largely match'],
    [0.2, 'partly overlap'],
    [0.19, 'barely overlap'],
    [-0.19, 'barely overlap'],
    [-0.2, 'run in opposite directions'],
  ])('r = %d: %s', (r, words) => {
    expect(overallInterestText(r)).toContain(words);
  });
});
