import { describe, expect, it } from 'vitest';
import { ScoringError } from '../scoring-error';
import { careerFit } from './career-fit';
import type { CareerProfile, OccupationFacts } from './career-fit-types';
import { FIT_WEIGHTS } from './fit-weights';
import type { FitWeights } from './fit-weights';

// Client x = [60, 50, 40, 50, 45, 55] (R I A S E C): mean 50, dx = [10, 0, -10, 0, -5, 5], sum dx^2 = 250.
const CLIENT: CareerProfile = {
  interests: [60, 50, 40, 50, 45, 55],
  extraversion: null,
  judging: null,
  educationLevel: null,
  moreEducation: null,
  minimumSalary: null,
};

// r = 0 with CLIENT: dy = [0, 1, 0, -1, 0, 0] meets dx only where dx = 0. Base fit 50 + 50 x 0 = 50.
const NEUTRAL_JOB: OccupationFacts = {
  interests: [3, 4, 3, 2, 3, 3],
  highPoints: ['Investigative', 'Realistic', 'Artistic'],
  extraversion: '',
  judging: '',
  educationLevel: -1,
  medianWage: null,
};

const job = (overrides: Partial<OccupationFacts>): OccupationFacts => ({ ...NEUTRAL_JOB, ...overrides });
const client = (overrides: Partial<CareerProfile>): CareerProfile => ({ ...CLIENT, ...overrides });
const fitOf = (profile: CareerProfile, occupation: OccupationFacts, weights?: FitWeights): number => {
  const result = careerFit(profile, occupation, weights);
  if (result === null) throw new Error('no fit');
  return result.fit;
};

describe('careerFit: the interest part, 50 + 50 x r', () => {
  it.each([
    // sum dx dy / sqrt(250 x sum dy^2), every dy below sums to 17.5 squared: sqrt(4375) = 66.1438.
    ['[5,3,1,3,2,4] (y = x / 5 - 7)', [5, 3, 1, 3, 2, 4], 1, 100],
    ['[6,3,1,4,2,5]: 65 / 66.1438', [6, 3, 1, 4, 2, 5], 0.98271, 99], // 50 + 49.14 = 99.14
    ['[4,5,1,2,3,6]: 45 / 66.1438', [4, 5, 1, 2, 3, 6], 0.68034, 84], // 50 + 34.02 = 84.02
    ['[3,4,3,2,3,3]: 0 / 66.1438', [3, 4, 3, 2, 3, 3], 0, 50],
    ['[2,6,4,3,5,1]: -40 / 66.1438', [2, 6, 4, 3, 5, 1], -0.60474, 20], // 50 - 30.24 = 19.76
    ['[1,3,5,3,4,2] (y = 13 - x / 5)', [1, 3, 5, 3, 4, 2], -1, 0],
  ])('client [60,50,40,50,45,55] vs %s: r = %d, fit %d', (_label, ratings, r, fit) => {
    const result = careerFit(CLIENT, job({ interests: ratings }));
    expect(result?.correlation).toBeCloseTo(r, 5);
    expect(result?.fit).toBe(fit);
    expect(result?.points.interests).toBeCloseTo(50 + 50 * r, 3);
  });

  it('is null when the client has no interest scores (SII not synced)', () => {
    expect(careerFit(client({ interests: null }), NEUTRAL_JOB)).toBeNull();
  });

  it('gives r = 0 and fit 50 (before adjustments) for a client whose six scores are equal', () => {
    const result = careerFit(client({ interests: [50, 50, 50, 50, 50, 50] }), job({ interests: [6, 3, 1, 4, 2, 5] }));
    expect(result).toMatchObject({ fit: 50, correlation: 0 });
    expect(result?.reasons[0]?.text).toBe('Your six interest scores are all equal, so they favour no job over another.');
  });

  it('refuses client interests that are not six finite numbers', () => {
    expect(() => careerFit(client({ interests: [50, 50, 50] }), NEUTRAL_JOB)).toThrow(ScoringError);
    expect(() => careerFit(client({ interests: [50, 50, 50, 50, 50, Number.NaN] }), NEUTRAL_JOB)).toThrow(/not a finite number/);
  });

  it('derives the ratings of a record without them from its high points', () => {
    // Client [40,50,60,70,40,40]: mean 50, dx = [-10, 0, 10, 20, -10, -10], sum dx^2 = 800.
    // High points Social, Artistic, Investigative -> y = [1.9, 3.5, 4.6, 6.3, 1.9, 1.9]: mean 20.1 / 6 = 3.35,
    // dy = [-1.45, 0.15, 1.25, 2.95, -1.45, -1.45], sum dy^2 = 16.595, sum dx dy = 14.5 + 12.5 + 59 + 14.5 + 14.5 = 115,
    // r = 115 / sqrt(800 x 16.595) = 115 / 115.2215 = 0.99808; fit 50 + 49.90 = 99.90 -> 100.
    const profile = client({ interests: [40, 50, 60, 70, 40, 40] });
    const derived = careerFit(profile, job({ interests: null, highPoints: ['Social', 'Artistic', 'Investigative'] }));
    expect(derived?.correlation).toBeCloseTo(0.99808, 5);
    expect(derived?.fit).toBe(100);
    expect(derived?.correlation).toBe(careerFit(profile, job({ interests: [1.9, 3.5, 4.6, 6.3, 1.9, 1.9] }))?.correlation);
    expect(derived?.reasons[0]?.text).toBe("Your top themes Social and Artistic are this job's first two.");
  });

  it('gives r = 0 for a record with neither ratings nor high points', () => {
    const result = careerFit(CLIENT, job({ interests: null, highPoints: [] }));
    expect(result).toMatchObject({ fit: 50, correlation: 0 });
    expect(result?.reasons[0]?.text).toBe("This job's interest profile has no highs or lows to compare with yours.");
  });
});

describe('careerFit: each adjustment moves the fit by its weight (base 50, r = 0)', () => {
  it.each([
    ['E client, E job: agree', { extraversion: 'E' }, { extraversion: 'E' }, 54],
    ['I client, I job: agree', { extraversion: 'I' }, { extraversion: 'I' }, 54],
    ['E client, I job: disagree', { extraversion: 'E' }, { extraversion: 'I' }, 46],
    ['J client, J job: agree', { judging: 'J' }, { judging: 'J' }, 52],
    ['P client, J job: disagree', { judging: 'P' }, { judging: 'J' }, 48],
    ['E and J both agree', { extraversion: 'E', judging: 'J' }, { extraversion: 'E', judging: 'J' }, 56],
    ['unknown client letters', {}, { extraversion: 'E', judging: 'J' }, 50],
    ['job letters other than E/I/J/P', { extraversion: 'E', judging: 'J' }, { extraversion: 'ST', judging: 'j' }, 50],
  ] as const)('%s', (_label, profile, occupation, fit) => {
    expect(fitOf(client(profile), job(occupation))).toBe(fit);
  });

  it.each([
    ['would not study more', 'no', 38],
    ['not sure or not asked', null, 42],
    ['only if an employer paid', 'employer-paid', 44],
    ['a short course', 'course', 46],
    ['a full degree', 'degree', 48],
  ] as const)('job needs more education than the client has, %s: %d', (_label, moreEducation, fit) => {
    // Job: Master's Degree (7); client: Bachelor's Degree (5).
    expect(fitOf(client({ educationLevel: 5, moreEducation }), job({ educationLevel: 7 }))).toBe(fit);
  });

  it('leaves the fit alone when the client has the education, or either side is unknown', () => {
    expect(fitOf(client({ educationLevel: 7, moreEducation: 'no' }), job({ educationLevel: 7 }))).toBe(50);
    expect(fitOf(client({ educationLevel: 10, moreEducation: 'no' }), job({ educationLevel: 1 }))).toBe(50);
    expect(fitOf(client({ educationLevel: null, moreEducation: 'no' }), job({ educationLevel: 7 }))).toBe(50);
    expect(fitOf(client({ educationLevel: 1, moreEducation: 'no' }), job({ educationLevel: -1 }))).toBe(50);
  });

  it.each([
    // shortfall (60,000 - wage) / 60,000; penalty -15 x min(1, shortfall / 0.25).
    ['$30,000: shortfall 0.5, full penalty -15', 30_000, 35],
    ['$48,000: shortfall 0.2, -15 x 0.8 = -12', 48_000, 38],
    ['$57,000: shortfall 0.05, -15 x 0.2 = -3', 57_000, 47],
    ['$60,000: meets the minimum, 0', 60_000, 50],
    ['$70,000: above, under 1.25 x, 0', 70_000, 50],
    ['$75,000: 1.25 x the minimum, +3', 75_000, 53],
    ['unknown wage, 0', null, 50],
  ] as const)('median wage %s against a minimum of 60,000 USD', (_label, medianWage, fit) => {
    expect(fitOf(client({ minimumSalary: 60_000 }), job({ medianWage }))).toBe(fit);
  });

  it('records the points of each part', () => {
    const result = careerFit(
      client({ extraversion: 'I', judging: 'J', educationLevel: 1, moreEducation: 'course', minimumSalary: 60_000 }),
      job({ extraversion: 'E', judging: 'J', educationLevel: 5, medianWage: 48_000 }),
    );
    expect(result?.points).toEqual({ interests: 50, extraversion: -4, judging: 2, education: -4, salary: expect.closeTo(-12, 10) });
    expect(result?.fit).toBe(32); // 50 - 4 + 2 - 4 - 12
  });

  it('clamps to 0..100 and rounds to an integer', () => {
    const perfect = job({ interests: [5, 3, 1, 3, 2, 4], extraversion: 'E', judging: 'J', medianWage: 100_000 });
    const everythingAgrees = client({ extraversion: 'E', judging: 'J', minimumSalary: 50_000 });
    expect(fitOf(everythingAgrees, perfect)).toBe(100); // 100 + 4 + 2 + 3 = 109 -> 100
    const opposite = job({ interests: [1, 3, 5, 3, 4, 2], extraversion: 'I', judging: 'P', educationLevel: 10, medianWage: 20_000 });
    const nothingAgrees = client({ extraversion: 'E', judging: 'J', educationLevel: 1, moreEducation: 'no', minimumSalary: 50_000 });
    expect(fitOf(nothingAgrees, opposite)).toBe(0); // 0 - 4 - 2 - 12 - 15 = -33 -> 0
    expect(Number.isInteger(fitOf(CLIENT, job({ interests: [4, 5, 1, 2, 3, 6] })))).toBe(true);
  });

  it('takes another weight table', () => {
    const weights: FitWeights = { ...FIT_WEIGHTS, extraversion: { agree: 10, disagree: -10 } };
    expect(fitOf(client({ extraversion: 'E' }), job({ extraversion: 'E' }), weights)).toBe(60);
  });
});

describe('careerFit: reasons', () => {
  it('lists the interest reason first, then the adjustments by strength', () => {
    const result = careerFit(
      client({ extraversion: 'E', judging: 'J', educationLevel: 5, moreEducation: 'no', minimumSalary: 60_000 }),
      job({ interests: [6, 3, 1, 4, 2, 5], extraversion: 'E', judging: 'P', educationLevel: 7, medianWage: 48_000 }),
    );
    expect(result?.reasons.map((reason) => reason.text)).toEqual([
      "Your top themes Realistic and Conventional are this job's first two.",
      'It usually needs a master\'s degree; you have a bachelor\'s degree and would not study more.',
      'Its median pay ($48,000) is below the $60,000 you asked for.',
      'Its profile leans to an extravert (E), as you are.',
      'Its profile leans to someone who likes to keep options open (P); you prefer to plan and decide (J).',
      "Your interests and this job's match closely.",
    ]);
    const strengths = result?.reasons.map((reason) => reason.strength) ?? [];
    expect(strengths).toEqual([...strengths].sort((a, b) => b - a));
    expect(strengths[0]).toBeCloseTo(50 * 0.98271, 3);
  });

  it('says when the education is enough and the pay meets the wish (strength 0)', () => {
    const result = careerFit(client({ educationLevel: 5, minimumSalary: 60_000 }), job({ educationLevel: 1, medianWage: 65_000 }));
    expect(result?.reasons.slice(-2)).toEqual([
      { text: 'You have the education it usually needs (a high school diploma).', strength: 0 },
      { text: 'Its median pay ($65,000) meets the $60,000 you asked for.', strength: 0 },
    ]);
  });
});
