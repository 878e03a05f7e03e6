import { describe, expect, it } from 'vitest';
import { unitCorrelation, unitProfile } from './profile-correlation';
import { CLIENT_VALUE_GAP, overallValuesText, valuesReasons } from './values-reasons';

// Order: Achievement, Working Conditions, Recognition, Relationships, Support, Independence.
// Client: Relationships 3.75 > Independence 3 > Achievement 2.25 > Support 2 > Working Conditions 1.5 > Recognition 0.5:
// the top value and the top two settled (0.75 star above the next, more than CLIENT_VALUE_GAP).
const CLIENT = [2.25, 1.5, 0.5, 3.75, 2, 3];

const texts = (client: readonly number[], job: readonly number[]) => {
  const valuesFit = unitCorrelation(unitProfile(client), 0, unitProfile(job), 0);
  const sided = valuesReasons(client, job, valuesFit, 10 * valuesFit);
  return { valuesFit, for: sided.reasonsFor.map((reason) => reason.text), against: sided.worthKnowing.map((reason) => reason.text) };
};

describe('valuesReasons', () => {
  it("names the client's top two values when they are the job's top two", () => {
    // Job: Independence 6.5, Relationships 6 > 4.5 ...
    const result = texts(CLIENT, [4.5, 4, 3, 6, 4, 6.5]);
    expect(result.valuesFit).toBeGreaterThan(0.2);
    expect(result.for).toEqual(["Relationships and Independence, your top values, are this job's strongest."]);
    expect(result.against).toEqual([]);
  });

  it("names the top value alone when it is the job's strongest, or one of its strongest three", () => {
    expect(texts(CLIENT, [5, 3, 2, 6.5, 4, 4.5]).for).toEqual(["Your top value, Relationships, is this job's strongest."]);
    expect(texts(CLIENT, [6.5, 3, 2, 5, 4, 4.5]).for).toEqual(["Your top value, Relationships, is one of this job's strongest three."]);
  });

  it('claims nothing a tie leaves open, and falls back on the overall sentence', () => {
    // Client's top two tie with the third (Relationships 3 = Independence 3 = Achievement 3): no "top values" claim,
    // and no single top value.
    const tied = texts([3, 1.5, 0.5, 3, 2, 3], [4.5, 4, 3, 6, 4, 6.5]);
    expect(tied.for).toEqual([expect.stringMatching(/^The pattern of your work values (partly|largely|closely) resembles this job's\.$/)]);
    // The job's 3rd and 4th tie (Achievement 5 = Support 5): "one of its strongest three" is not settled.
    expect(texts(CLIENT, [5, 3, 2, 4.5, 5, 6.5]).for[0]).not.toMatch(/top value/);
  });

  it("says, whatever the overall fit, when the client's top value is one of the job's two weakest", () => {
    // Job: Achievement 6, Independence 5.5, Working Conditions 5, Support 4.5, Relationships 2, Recognition 1.
    const result = texts(CLIENT, [6, 5, 1, 2, 4.5, 5.5]);
    expect(result.against).toEqual(["Your top value, Relationships, is one of this job's weakest."]);
  });

  it('gives the overall sentence against when the values differ and no value can be named', () => {
    const result = texts(CLIENT, [3, 6, 6.5, 3.5, 2, 1]);
    expect(result.valuesFit).toBeLessThan(-0.5);
    expect(result.for).toEqual([]);
    expect(result.against).toEqual(["The pattern of your work values largely differs from this job's."]);
  });

  it('says nothing when the values barely relate (|valuesFit| < 0.2)', () => {
    expect(valuesReasons(CLIENT, [4, 4, 4, 4, 4, 4], 0, 0)).toEqual({ reasonsFor: [], worthKnowing: [] });
  });

  it('weighs a reason by the points of the values part', () => {
    const sided = valuesReasons(CLIENT, [4.5, 4, 3, 6, 4, 6.5], 0.8, 8);
    expect(sided.reasonsFor[0]?.strength).toBe(8);
  });

  it.each([
    [0.8, 'closely resembles'],
    [0.5, 'largely resembles'],
    [0.2, 'partly resembles'],
    [-0.2, 'partly differs from'],
    [-0.5, 'largely differs from'],
  ])('valuesFit %s: %s', (valuesFit, words) => {
    expect(overallValuesText(valuesFit)).toBe(`The pattern of your work values ${words} this job's.`);
  });

  it('speaks of the client by name to a counselor', () => {
    expect(overallValuesText(0.9, { kind: 'counselor', name: 'Casey' })).toBe("The pattern of Casey's work values closely resembles this job's.");
    expect(valuesReasons(CLIENT, [6, 5, 1, 2, 4.5, 5.5], 0.1, 1, { kind: 'counselor', name: 'Casey' }).worthKnowing[0]?.text).toBe(
      "Casey's top value, Relationships, is one of this job's weakest.",
    );
  });

  it("withholds a claim on the client's top value when it leads the next by 0.3 star", () => {
    expect(CLIENT_VALUE_GAP).toBe(0.5);
    // Relationships 3.3, Independence 3: the job's strongest (Relationships 6.5) and its two weakest (Relationships 2,
    // Recognition 1) are settled, the client's top value is not: only the overall sentence, and nothing against.
    const close = [2.25, 1.5, 0.5, 3.3, 2, 3];
    expect(texts(close, [5, 3, 2, 6.5, 4, 4.5]).for).toEqual(["The pattern of your work values closely resembles this job's."]);
    const weakest = texts(close, [6, 5, 1, 2, 4.5, 5.5]);
    expect(weakest.valuesFit).toBeGreaterThan(0.2);
    expect(weakest.for).toEqual(["The pattern of your work values partly resembles this job's."]);
    expect(weakest.against).toEqual([]);
    // Exactly half a star is not more than half a star: Relationships 3.5, Independence 3.
    expect(texts([2.25, 1.5, 0.5, 3.5, 2, 3], [5, 3, 2, 6.5, 4, 4.5]).for[0]).not.toMatch(/top value/);
    // ... even where the subtraction rounds above 0.5 (2.2 - 1.7 = 0.5000000000000002).
    expect(texts([1.5, 1, 0.5, 2.2, 1.25, 1.7], [5, 3, 2, 6.5, 4, 4.5]).for[0]).not.toMatch(/top value/);
  });

  it("withholds the top two when the client's 2nd leads the 3rd by 0.3 star, and falls back on the top value", () => {
    // Relationships 3.75 > Independence 3 > Achievement 2.7: the job's top two are Independence and Relationships.
    const result = texts([2.7, 1.5, 0.5, 3.75, 2, 3], [4.5, 4, 3, 6, 4, 6.5]);
    expect(result.for).toEqual(["Your top value, Relationships, is one of this job's strongest three."]);
  });
});
