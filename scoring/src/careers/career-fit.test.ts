import { describe, expect, it } from 'vitest';
import { ScoringError } from '../scoring-error';
import { careerFit } from './career-fit';
import type { CareerFit, CareerProfile, OccupationFacts } from './career-fit-types';
import { EXAMPLE_PROFILES, SEEDED_OCCUPATIONS } from './careers-test-fixtures';
import { FIT_WEIGHTS } from './fit-weights';
import type { FitWeights } from './fit-weights';

// Client x = [60, 50, 40, 50, 45, 55] (R I A S E C): mean 50, dx = [10, 0, -10, 0, -5, 5], sum dx^2 = 250.
const CLIENT: CareerProfile = {
  interests: [60, 50, 40, 50, 45, 55],
  values: null,
  educationLevel: null,
  moreEducation: null,
  minimumSalary: null,
};

// r = 0 with CLIENT: dy = [0, 1, 0, -1, 0, 0] meets dx only where dx = 0. Interest part 50 x 0 = 0.
const NEUTRAL_JOB: OccupationFacts = {
  interests: [3, 4, 3, 2, 3, 3],
  highPoints: ['Investigative', 'Realistic', 'Artistic'],
  workValues: null,
  educationLevel: -1,
  medianWage: null,
};

const job = (overrides: Partial<OccupationFacts>): OccupationFacts => ({ ...NEUTRAL_JOB, ...overrides });
const client = (overrides: Partial<CareerProfile>): CareerProfile => ({ ...CLIENT, ...overrides });
const fitOf = (profile: CareerProfile, occupation: OccupationFacts, weights?: FitWeights): CareerFit => {
  const result = careerFit(profile, occupation, weights);
  if (result === null) throw new Error('no fit');
  return result;
};
const scoreOf = (profile: CareerProfile, occupation: OccupationFacts, weights?: FitWeights): number => fitOf(profile, occupation, weights).score;

describe('careerFit: the interest part, 50 x r, neither clamped nor rounded', () => {
  it.each([
    // sum dx dy / sqrt(250 x sum dy^2), every dy below sums to 17.5 squared: sqrt(4375) = 66.1438.
    ['[5,3,1,3,2,4] (y = x / 5 - 7)', [5, 3, 1, 3, 2, 4], 1],
    ['[6,3,1,4,2,5]: 65 / 66.1438', [6, 3, 1, 4, 2, 5], 0.98271], // 49.1356 points
    ['[4,5,1,2,3,6]: 45 / 66.1438', [4, 5, 1, 2, 3, 6], 0.68034], // 34.0170
    ['[3,4,3,2,3,3]: 0 / 66.1438', [3, 4, 3, 2, 3, 3], 0],
    ['[2,6,4,3,5,1]: -40 / 66.1438', [2, 6, 4, 3, 5, 1], -0.60474], // -30.2372
    ['[1,3,5,3,4,2] (y = 13 - x / 5)', [1, 3, 5, 3, 4, 2], -1],
  ])('client [60,50,40,50,45,55] vs %s: r = %s, score 50 r', (_label, ratings, r) => {
    const result = fitOf(CLIENT, job({ interests: ratings }));
    expect(result.correlation).toBeCloseTo(r, 5);
    expect(result.parts.interests).toBeCloseTo(50 * r, 3);
    expect(result.score).toBe(result.parts.interests);
  });

  it('keeps the fractions, so near-equal matches stay apart (no rounding to whole points)', () => {
    // r = 0.98271 and 0.98271 + a little: the scores differ where a rounded fit would tie.
    const a = scoreOf(CLIENT, job({ interests: [6, 3, 1, 4, 2, 5] }));
    const b = scoreOf(CLIENT, job({ interests: [6, 3, 1, 4, 2, 5.01] }));
    expect(a).not.toBe(b);
    expect(Math.round(a)).toBe(Math.round(b));
  });

  it('is null when the client has no interest scores (SII not synced)', () => {
    expect(careerFit(client({ interests: null }), NEUTRAL_JOB)).toBeNull();
  });

  it('gives r = 0 and an interest part of 0 for a client whose six scores are equal', () => {
    const result = fitOf(client({ interests: [50, 50, 50, 50, 50, 50] }), job({ interests: [6, 3, 1, 4, 2, 5] }));
    expect(result).toMatchObject({ score: 0, correlation: 0 });
    expect(result.worthKnowing[0]?.text).toBe('Your six interest scores are all equal, so they favour no job over another.');
  });

  it('refuses client interests or values that are not six finite numbers', () => {
    expect(() => careerFit(client({ interests: [50, 50, 50] }), NEUTRAL_JOB)).toThrow(ScoringError);
    expect(() => careerFit(client({ interests: [50, 50, 50, 50, 50, Number.NaN] }), NEUTRAL_JOB)).toThrow(/not a finite number/);
    expect(() => careerFit(client({ values: [1, 2, 3] }), NEUTRAL_JOB)).toThrow(/Expected 6 work values/);
  });

  it('derives the ratings of a record without them from its high points', () => {
    // Client [40,50,60,70,40,40]: mean 50, dx = [-10, 0, 10, 20, -10, -10], sum dx^2 = 800.
    // High points Social, Artistic, Investigative -> y = [1.9, 3.5, 4.6, 6.3, 1.9, 1.9]: mean 20.1 / 6 = 3.35,
    // dy = [-1.45, 0.15, 1.25, 2.95, -1.45, -1.45], sum dy^2 = 16.595, sum dx dy = 14.5 + 12.5 + 59 + 14.5 + 14.5 = 115,
    // r = 115 / sqrt(800 x 16.595) = 115 / 115.2215 = 0.99808.
    const profile = client({ interests: [40, 50, 60, 70, 40, 40] });
    const derived = fitOf(profile, job({ interests: null, highPoints: ['Social', 'Artistic', 'Investigative'] }));
    expect(derived.correlation).toBeCloseTo(0.99808, 5);
    expect(derived.correlation).toBe(fitOf(profile, job({ interests: [1.9, 3.5, 4.6, 6.3, 1.9, 1.9] })).correlation);
    expect(derived.reasonsFor[0]?.text).toBe("Your top themes Social and Artistic are this job's first two.");
  });

  it('gives r = 0 for a record with neither ratings nor high points', () => {
    const result = fitOf(CLIENT, job({ interests: null, highPoints: [] }));
    expect(result).toMatchObject({ score: 0, correlation: 0 });
    expect(result.worthKnowing[0]?.text).toBe("This job's interest profile has no highs or lows to compare with yours.");
  });
});

describe('careerFit: the other parts move the score by their weight (interest part 0)', () => {
  it.each([
    ['would not study more', 'no', -12],
    ['not sure or not asked', null, -8],
    ['only if an employer paid', 'employer-paid', -6],
    ['a short course', 'course', -4],
    ['a full degree', 'degree', -2],
  ] as const)('job needs more education than the client has, %s: %s', (_label, moreEducation, score) => {
    // Job: Master's Degree (7); client: Bachelor's Degree (5).
    expect(scoreOf(client({ educationLevel: 5, moreEducation }), job({ educationLevel: 7 }))).toBe(score);
  });

  it('leaves the score alone when the client has the education, or either side is unknown', () => {
    expect(scoreOf(client({ educationLevel: 7, moreEducation: 'no' }), job({ educationLevel: 7 }))).toBe(0);
    expect(scoreOf(client({ educationLevel: 10, moreEducation: 'no' }), job({ educationLevel: 1 }))).toBe(0);
    expect(scoreOf(client({ educationLevel: null, moreEducation: 'no' }), job({ educationLevel: 7 }))).toBe(0);
    expect(scoreOf(client({ educationLevel: 1, moreEducation: 'no' }), job({ educationLevel: -1 }))).toBe(0);
  });

  it.each([
    // shortfall (60,000 - wage) / 60,000; penalty -15 x min(1, shortfall / 0.25).
    ['$30,000: shortfall 0.5, full penalty -15', 30_000, -15],
    ['$48,000: shortfall 0.2, -15 x 0.8 = -12', 48_000, -12],
    ['$57,000: shortfall 0.05, -15 x 0.2 = -3', 57_000, -3],
    ['$60,000: meets the minimum, 0', 60_000, 0],
    ['$70,000: above, under 1.25 x, 0', 70_000, 0],
    ['$75,000: 1.25 x the minimum, +3', 75_000, 3],
    ['unknown wage, 0', null, 0],
  ] as const)('median wage %s against a minimum of 60,000 USD', (_label, medianWage, score) => {
    expect(scoreOf(client({ minimumSalary: 60_000 }), job({ medianWage }))).toBeCloseTo(score, 10);
  });

  it('adds the values part, 10 x valuesFit, only when both sides have values', () => {
    // Client values [4, 3, 2, 1, 0, 2]: mean 2, d = [2, 1, 0, -1, -2, 0]; job [7, 5, 3, 1, 1, 4] (no interest shape
    // needed: NEUTRAL_JOB's interests give r = 0): mean 3.5, d = [3.5, 1.5, -0.5, -2.5, -2.5, 0.5], sum d^2 = 27.5;
    // sum dx dy = 7 + 1.5 + 0 + 2.5 + 5 + 0 = 16, r = 16 / sqrt(10 x 27.5) = 16 / 16.5831 = 0.96484.
    const valued = fitOf(client({ values: [4, 3, 2, 1, 0, 2] }), job({ workValues: [7, 5, 3, 1, 1, 4] }));
    expect(valued.valuesFit).toBeCloseTo(0.96484, 5);
    expect(valued.parts.values).toBeCloseTo(9.6484, 4);
    expect(valued.score).toBe(valued.parts.values);
    expect(fitOf(client({ values: [4, 3, 2, 1, 0, 2] }), job({ workValues: null }))).toMatchObject({ valuesFit: null, parts: { values: 0 } });
    expect(fitOf(client({ values: null }), job({ workValues: [7, 5, 3, 1, 1, 4] }))).toMatchObject({ valuesFit: null, parts: { values: 0 } });
    // A flat side has no shape: valuesFit 0, like interests.
    expect(fitOf(client({ values: [2, 2, 2, 2, 2, 2] }), job({ workValues: [7, 5, 3, 1, 1, 4] }))).toMatchObject({ valuesFit: 0, parts: { values: 0 } });
  });

  it('records the points of each part, and the score is their sum', () => {
    const result = fitOf(
      client({ educationLevel: 1, moreEducation: 'course', minimumSalary: 60_000, values: [4, 3, 2, 1, 0, 2] }),
      job({ interests: [6, 3, 1, 4, 2, 5], educationLevel: 5, medianWage: 48_000, workValues: [7, 5, 3, 1, 1, 4] }),
    );
    expect(result.parts).toEqual({ interests: expect.closeTo(49.1356, 3), values: expect.closeTo(9.6484, 3), education: -4, salary: expect.closeTo(-12, 10) });
    expect(result.score).toBe(result.parts.interests + result.parts.values + result.parts.education + result.parts.salary);
    expect(result.score).toBeCloseTo(49.1356 + 9.6484 - 4 - 12, 3);
  });

  it('is never clamped: a perfect match with everything else in favour goes above 50, an opposite one below -50', () => {
    const perfect = job({ interests: [5, 3, 1, 3, 2, 4], workValues: [7, 5, 3, 1, 1, 4], medianWage: 100_000 });
    expect(scoreOf(client({ values: [4, 3, 2, 1, 0, 2], minimumSalary: 50_000 }), perfect)).toBeCloseTo(50 + 9.6484 + 3, 3);
    const opposite = job({ interests: [1, 3, 5, 3, 4, 2], workValues: [1, 1, 3, 5, 7, 4], educationLevel: 10, medianWage: 20_000 });
    expect(scoreOf(client({ values: [4, 3, 2, 1, 0, 2], educationLevel: 1, moreEducation: 'no', minimumSalary: 50_000 }), opposite)).toBeLessThan(-50 - 12 - 15);
  });

  it('takes another weight table', () => {
    const weights: FitWeights = { ...FIT_WEIGHTS, interests: { perCorrelation: 100 }, values: { perCorrelation: 0 } };
    const result = fitOf(client({ values: [4, 3, 2, 1, 0, 2] }), job({ interests: [5, 3, 1, 3, 2, 4], workValues: [7, 5, 3, 1, 1, 4] }), weights);
    expect(result.score).toBeCloseTo(100, 10);
    expect(result.parts.values).toBe(0);
  });
});

const VALUES = [4, 3, 2, 1, 0, 2];

describe('careerFit: the band', () => {
  it('bands by the match level r + 0.2 valuesFit: strong from .70, good from .50, some from .20', () => {
    expect(fitOf(CLIENT, job({ interests: [5, 3, 1, 3, 2, 4] })).band).toBe('strong'); // r = 1
    expect(fitOf(CLIENT, job({ interests: [4, 5, 1, 2, 3, 6] })).band).toBe('good'); // r = 0.680
    // The same job with values that agree (valuesFit 0.965): 0.680 + 0.193 = 0.873.
    expect(fitOf(client({ values: VALUES }), job({ interests: [4, 5, 1, 2, 3, 6], workValues: [7, 5, 3, 1, 1, 4] })).band).toBe('strong');
    expect(fitOf(CLIENT, job({ interests: [3, 4, 3, 2, 3, 3] })).band).toBe('weak'); // r = 0
    expect(fitOf(CLIENT, job({ interests: [1, 3, 5, 3, 4, 2] })).band).toBe('weak'); // r = -1
  });

  it('lowers the band one step for each serious drawback', () => {
    const perfect = { interests: [5, 3, 1, 3, 2, 4], educationLevel: 7 };
    // Needs a master's; the client has a bachelor's and would not study (or is not sure): one step.
    expect(fitOf(client({ educationLevel: 5, moreEducation: 'no' }), job(perfect)).band).toBe('good');
    expect(fitOf(client({ educationLevel: 5, moreEducation: null }), job(perfect)).band).toBe('good');
    expect(fitOf(client({ educationLevel: 5, moreEducation: 'employer-paid' }), job(perfect)).band).toBe('strong');
    // Pay 10 % below the minimum is a drawback, 9 % is not.
    expect(fitOf(client({ minimumSalary: 60_000 }), job({ ...perfect, medianWage: 54_000 })).band).toBe('good');
    expect(fitOf(client({ minimumSalary: 60_000 }), job({ ...perfect, medianWage: 54_600 })).band).toBe('strong');
    // Both: two steps.
    expect(fitOf(client({ educationLevel: 5, moreEducation: 'no', minimumSalary: 60_000 }), job({ ...perfect, medianWage: 30_000 })).band).toBe('some');
    // Values that largely differ (valuesFit <= -0.5) on a good interest match: 0.68 - 0.19 = 0.49 (some), one step lower.
    const against = fitOf(client({ values: VALUES }), job({ interests: [4, 5, 1, 2, 3, 6], workValues: [1, 1, 3, 5, 7, 4] }));
    expect(against.valuesFit).toBeLessThanOrEqual(-0.5);
    expect(against.band).toBe('weak');
  });

  it("bands no idea above 'some' when the client's interests are undifferentiated", () => {
    // [51, 50, 49, 50, 52, 50]: 52 - (49 + 50 + 50) / 3 = 2.33 T, below 8.94; its own shape still gives r = 1.
    const flat = client({ interests: [51, 50, 49, 50, 52, 50] });
    const same = fitOf(flat, job({ interests: [5.1, 5, 4.9, 5, 5.2, 5] }));
    expect(same.correlation).toBeCloseTo(1, 10);
    expect(same.band).toBe('some');
    expect(fitOf(flat, job({ interests: [4.9, 5, 5.1, 5, 4.8, 5] })).band).toBe('weak');
  });
});

describe('careerFit: reasons', () => {
  it('puts reasons for under "Why it may fit" and the rest under "Worth knowing", each strongest first', () => {
    const result = fitOf(
      client({ educationLevel: 5, moreEducation: 'no', minimumSalary: 60_000 }),
      job({ interests: [6, 3, 1, 4, 2, 5], educationLevel: 7, medianWage: 45_000 }),
    );
    expect(result.reasonsFor.map((reason) => reason.text)).toEqual([
      "Your top themes Realistic and Conventional are this job's first two.",
      "The pattern of your interests closely resembles this job's.",
    ]);
    expect(result.worthKnowing.map((reason) => reason.text)).toEqual([
      'Its median pay ($45,000) is below the $60,000 you asked for.',
      "It usually needs a master's degree; you have a bachelor's degree and would not study more.",
    ]);
    expect(result.reasonsFor[0]?.strength).toBeCloseTo(50 * 0.98271, 3);
    expect(result.worthKnowing.map((reason) => reason.strength)).toEqual([15, 12]);
  });

  it('lists the interests under "Worth knowing" when r is below 0.2', () => {
    const result = fitOf(client({ educationLevel: 5 }), job({ interests: [2, 6, 4, 3, 5, 1], educationLevel: 1 }));
    expect(result.worthKnowing.map((reason) => reason.text)).toEqual([
      "The pattern of your interests runs counter to this job's.",
      "This job's main theme is Investigative; yours is Realistic.",
    ]);
    expect(result.reasonsFor).toEqual([{ text: 'You have the education it usually needs (a high school diploma).', strength: 0 }]);
  });

  it('says when the education is enough and the pay meets the wish (neutral facts, strength 0)', () => {
    const result = fitOf(client({ educationLevel: 5, minimumSalary: 60_000 }), job({ educationLevel: 1, medianWage: 65_000 }));
    expect(result.reasonsFor).toEqual([
      { text: 'You have the education it usually needs (a high school diploma).', strength: 0 },
      { text: 'Its median pay ($65,000) meets the $60,000 you asked for.', strength: 0 },
    ]);
  });

  it("names the values in the fit's reasons, in the counselor's voice too", () => {
    // Client values: Achievement 4 > Working Conditions 3 > ...; job: Achievement 7 > Working Conditions 5 > Independence 4.
    const toClient = fitOf(client({ values: VALUES }), job({ workValues: [7, 5, 3, 1, 1, 4] }));
    expect(toClient.reasonsFor[0]).toEqual({ text: 'Achievement and Working Conditions, your top values, are this job\'s strongest.', strength: expect.closeTo(9.6484, 3) });
    const toCounselor = careerFit(client({ values: VALUES }), job({ workValues: [7, 5, 3, 1, 1, 4] }), FIT_WEIGHTS, { kind: 'counselor', name: 'Casey' });
    expect(toCounselor?.reasonsFor[0]?.text).toBe("Achievement and Working Conditions, Casey's top values, are this job's strongest.");
  });
});

describe('careerFit: reasons for an undifferentiated client', () => {
  const CAVEAT = 'Your six interest scores are close together, so how well this job fits your interests is uncertain.';
  const RESEMBLANCE = /resembles|closely|largely/;
  // The flat example, [51, 50, 49, 50, 52, 50]: 2.33 T, undifferentiated but not flat.
  const flat = EXAMPLE_PROFILES.flat;

  /** The seeded occupations (by index) whose reasons break `check`, with their texts. */
  function failing(profile: CareerProfile, check: (fit: CareerFit, texts: string[]) => boolean): { index: number; texts: string[] }[] {
    return SEEDED_OCCUPATIONS.flatMap((occupation, index) => {
      const fit = fitOf(profile, occupation);
      const texts = [...fit.reasonsFor, ...fit.worthKnowing].map((reason) => reason.text);
      return check(fit, texts) ? [] : [{ index, texts }];
    });
  }

  it.each([
    ['interests only', { ...flat, values: null }],
    ['with education and pay', { ...flat, values: null, educationLevel: 5, moreEducation: 'no' as const, minimumSalary: 60_000 }],
  ])('gives the caveat first under "Worth knowing", and no sentence of resemblance, for all 923 seeded occupations (%s)', (_label, profile) => {
    const bad = failing(profile, (fit, texts) => fit.worthKnowing[0]?.text === CAVEAT && texts.filter((text) => text === CAVEAT).length === 1 && !texts.some((text) => RESEMBLANCE.test(text) || /theme/.test(text)));
    expect(bad).toEqual([]);
  });

  it('with the card sort too: the caveat is the only sentence on interests; a resemblance of values may still be said', () => {
    const bad = failing(flat, (fit, texts) => {
      const onInterests = texts.filter((text) => /interest|theme/.test(text));
      return fit.worthKnowing[0]?.text === CAVEAT && onInterests.length === 1 && onInterests[0] === CAVEAT;
    });
    expect(bad).toEqual([]);
    expect(SEEDED_OCCUPATIONS.some((occupation) => fitOf(flat, occupation).reasonsFor.some((reason) => /^The pattern of your work values (closely|largely) resembles/.test(reason.text)))).toBe(true);
  });

  it('gives a differentiated client no caveat (the demo client, 22.67 T)', () => {
    expect(failing(EXAMPLE_PROFILES.demo, (_fit, texts) => !texts.includes(CAVEAT) && texts.some((text) => text.startsWith('The pattern of your interests ')))).toEqual([]);
  });
});
