import { describe, expect, it } from 'vitest';
import { careerFit } from './career-fit';
import { FIT_BANDS } from './career-fit-types';
import type { CareerProfile, FitBand } from './career-fit-types';
import { EXAMPLE_PROFILES, SEEDED_OCCUPATIONS } from './careers-test-fixtures';
import { FIT_BAND_CUTOFFS, fitBand, fitDrawbacks, fitMatchLevel } from './fit-bands';
import type { DrawbackFacts, FitBandCutoffs } from './fit-bands';
import { buildFitTable, scoreFitTable } from './fit-table';
import type { FitScores } from './fit-table';
import { FIT_WEIGHTS } from './fit-weights';
import { rankByScore } from './rank-by-score';
import { CLIENT_VOICE } from './fit-voice';

const NONE = { education: false, pay: false, values: false };
const FACTS: DrawbackFacts = { clientEducation: 5, jobEducation: 5, moreEducation: null, minimumSalary: 60_000, medianWage: 60_000, valuesFit: 0 };

describe('fitBand', () => {
  it.each([
    [0.7, 'strong'],
    [0.6999, 'good'],
    [0.5, 'good'],
    [0.4999, 'some'],
    [0.2, 'some'],
    [0.1999, 'weak'],
    [-1, 'weak'],
  ] as const)('match level %s: %s', (level, band) => {
    expect(fitBand(level, NONE, false)).toBe(band);
  });

  it('lowers one band per drawback, never below weak', () => {
    expect(fitBand(0.9, { ...NONE, education: true }, false)).toBe('good');
    expect(fitBand(0.9, { education: true, pay: true, values: false }, false)).toBe('some');
    expect(fitBand(0.9, { education: true, pay: true, values: true }, false)).toBe('weak');
    expect(fitBand(0.3, { education: true, pay: true, values: true }, false)).toBe('weak');
  });

  it("caps an undifferentiated client's bands at 'some', and leaves lower ones", () => {
    expect(fitBand(0.95, NONE, true)).toBe('some');
    expect(fitBand(0.1, NONE, true)).toBe('weak');
  });

  it('reads a replaced table', () => {
    const cutoffs: FitBandCutoffs = { ...FIT_BAND_CUTOFFS, matchLevel: { strong: 0.9, good: 0.8, some: 0.1 }, undifferentiatedCap: 'good' };
    expect(fitBand(0.85, NONE, false, cutoffs)).toBe('good');
    expect(fitBand(0.95, NONE, true, cutoffs)).toBe('good');
  });
});

describe('fitMatchLevel', () => {
  it('is r plus the values part over the interest weight (r + 0.2 valuesFit)', () => {
    expect(fitMatchLevel({ interests: 30, values: 5, education: -12, salary: 3 }, 0.6, FIT_WEIGHTS)).toBeCloseTo(0.7, 12);
    expect(fitMatchLevel({ interests: 30, values: 0, education: 0, salary: 0 }, 0.6, FIT_WEIGHTS)).toBe(0.6);
    expect(fitMatchLevel({ interests: 0, values: 5, education: 0, salary: 0 }, 0.6, { ...FIT_WEIGHTS, interests: { perCorrelation: 0 } })).toBe(0.6);
  });
});

describe('fitDrawbacks', () => {
  it('counts an education gap the client would not cross, or is not sure about', () => {
    expect(fitDrawbacks({ ...FACTS, jobEducation: 7, moreEducation: 'no' }).education).toBe(true);
    expect(fitDrawbacks({ ...FACTS, jobEducation: 7, moreEducation: null }).education).toBe(true);
    for (const moreEducation of ['employer-paid', 'course', 'degree'] as const) expect(fitDrawbacks({ ...FACTS, jobEducation: 7, moreEducation }).education).toBe(false);
    expect(fitDrawbacks({ ...FACTS, jobEducation: 5, moreEducation: 'no' }).education).toBe(false);
    expect(fitDrawbacks({ ...FACTS, clientEducation: -1, jobEducation: 7, moreEducation: 'no' }).education).toBe(false);
  });

  it('counts pay 10 % or more below the minimum', () => {
    expect(fitDrawbacks({ ...FACTS, medianWage: 54_000 }).pay).toBe(true);
    expect(fitDrawbacks({ ...FACTS, medianWage: 54_001 }).pay).toBe(false);
    expect(fitDrawbacks({ ...FACTS, medianWage: Number.NaN }).pay).toBe(false);
    expect(fitDrawbacks({ ...FACTS, minimumSalary: Number.NaN, medianWage: 1_000 }).pay).toBe(false);
  });

  it('counts values that largely differ (valuesFit at most -0.5), when known', () => {
    expect(fitDrawbacks({ ...FACTS, valuesFit: -0.5 }).values).toBe(true);
    expect(fitDrawbacks({ ...FACTS, valuesFit: -0.49 }).values).toBe(false);
    expect(fitDrawbacks({ ...FACTS, valuesFit: null }).values).toBe(false);
  });
});

describe('the bands on the 923 seeded occupations (the counts provenance.md reports)', () => {
  const countBands = (profile: CareerProfile, cutoffs: FitBandCutoffs = FIT_BAND_CUTOFFS): Record<FitBand, number> => {
    const counts = Object.fromEntries(FIT_BANDS.map((band) => [band, 0])) as Record<FitBand, number>;
    for (const occupation of SEEDED_OCCUPATIONS) {
      const fit = careerFit(profile, occupation, FIT_WEIGHTS, CLIENT_VOICE, cutoffs);
      if (fit) counts[fit.band] += 1;
    }
    return counts;
  };

  it.each([
    ['demo', { strong: 23, good: 47, some: 62, weak: 791 }],
    ['realistic', { strong: 421, good: 76, some: 124, weak: 302 }],
    ['flat', { strong: 0, good: 0, some: 483, weak: 440 }],
  ] as const)('%s client', (name, counts) => {
    expect(countBands(EXAMPLE_PROFILES[name])).toEqual(counts);
  });

  it('would lower 182 of the demo client\'s 874 valued jobs at valuesFit < 0, 23 at <= -0.5 (the chosen cut-off)', () => {
    const valuesFits = SEEDED_OCCUPATIONS.map((occupation) => careerFit(EXAMPLE_PROFILES.demo, occupation)?.valuesFit ?? null).filter((fit): fit is number => fit !== null);
    expect(valuesFits).toHaveLength(874);
    expect(valuesFits.filter((fit) => fit < 0)).toHaveLength(182);
    expect(valuesFits.filter((fit) => fit <= -0.5)).toHaveLength(23);
    // At < 0 the bands would be: 23 strong, 39 good, 49 some, 812 weak.
    expect(countBands(EXAMPLE_PROFILES.demo, { ...FIT_BAND_CUTOFFS, valuesFitAtMost: -1e-12 })).toEqual({ strong: 23, good: 39, some: 49, weak: 812 });
  });

  it.each(Object.keys(EXAMPLE_PROFILES) as (keyof typeof EXAMPLE_PROFILES)[])('never shows a lower band above a higher one in the first 20 ideas (%s)', (name) => {
    const profile = EXAMPLE_PROFILES[name];
    const order = rankByScore(scoreFitTable(buildFitTable(SEEDED_OCCUPATIONS), profile) as FitScores).subarray(0, 20);
    const bands = Array.from(order, (index) => FIT_BANDS.indexOf(careerFit(profile, SEEDED_OCCUPATIONS[index] as (typeof SEEDED_OCCUPATIONS)[number])?.band ?? 'weak'));
    expect(bands).toEqual([...bands].sort((a, b) => a - b));
  });
});
