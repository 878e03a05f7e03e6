import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, JOB_TITLE_MAX, RECORD_CODES, RECORD_FIELDS } from '../contract/record-dto';
import {
  FALLBACK_KEYS,
  MBTI_DERIVATION_WEIGHTS,
  RIASEC_LETTERS,
  mapOccupations,
  topThreeThemes,
} from './career-seed-mapping';
import type { OnetOccupation, RiasecLetter, SeedRecord, WorkValue } from './career-seed-mapping';
import { loadOnetOccupations } from './load-onet-occupations';

type Riasec = Record<RiasecLetter, number>;

const FLAT: Riasec = { R: 3, I: 3, A: 3, S: 3, E: 3, C: 3 };

/** A hand-made occupation: plain values unless the test says otherwise. */
function occupation(soc: string, overrides: Partial<OnetOccupation> = {}): OnetOccupation {
  return {
    soc,
    soc2018: soc.slice(0, 7),
    title: `Occupation ${soc}`,
    description: ' Does the work of the occupation. ',
    family: 'Management Occupations',
    familyCode: `${soc.slice(0, 2)}-0000`,
    riasec: FLAT,
    highPoint: null,
    jobZone: 3,
    education: { modalCategory: 6, modalLabel: "Bachelor's Degree", modalPct: 50 },
    stress: 3,
    medianWage: 50_000,
    workValues: null,
    workValueHighPoints: null,
    ...overrides,
  };
}

/** A Sales occupation, so that every Management one has a family next door. */
const SALES_NEIGHBOUR = occupation('41-1011.00', { family: 'Sales and Related Occupations' });

function recordOf(records: readonly SeedRecord[], sourceKey: string): SeedRecord {
  const record = records.find((candidate) => candidate.sourceKey === sourceKey);
  if (!record) throw new Error(`no record ${sourceKey}`);
  return record;
}

describe('career seed mapping on the O*NET 29.3 extract', () => {
  const occupations = loadOnetOccupations();
  const { records, skipped, fallbacks } = mapOccupations(occupations);

  it('maps the 923 rated occupations and skips the 93 unrated ones with the reason', () => {
    expect(occupations).toHaveLength(1016);
    expect(records).toHaveLength(923);
    expect(skipped).toHaveLength(93);
    expect(new Set(skipped.map((entry) => entry.reason))).toEqual(new Set(['no interest ratings']));
    expect(skipped.map((entry) => entry.sourceKey).sort()).toEqual(occupations.filter((o) => !o.riasec).map((o) => o.soc).sort());
    expect(skipped).toContainEqual({ sourceKey: '11-9199.00', title: 'Managers, All Other', reason: 'no interest ratings' });
    expect(new Set(records.map((record) => record.sourceKey)).size).toBe(923);
  });

  it('counts every fallback rule it used', () => {
    expect(fallbacks).toEqual({
      wageFromMinorGroup: 127,
      wageFromMajorGroup: 3,
      stressFromMinorGroup: 44,
      stressFromMajorGroup: 0,
      educationFromJobZone: 65,
      mbtiWithoutWorkValues: 49,
    });
  });

  it('fills all twelve fields with allowed values and a non-empty description', () => {
    for (const record of records) {
      for (const field of RECORD_FIELDS) expect(record[field], `${record.sourceKey} ${field}`).toBeTruthy();
      for (const [field, codes] of Object.entries(RECORD_CODES)) {
        expect(codes, `${record.sourceKey} ${field}`).toContain(record[field as keyof typeof RECORD_CODES]);
      }
      expect(record.secondaryFamily).not.toBe(record.familyType);
      expect(record.jobTitle.length).toBeLessThanOrEqual(JOB_TITLE_MAX);
      expect(record.description).toBe(record.description.trim());
      expect(record.description.length).toBeGreaterThan(0);
      expect(record.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    }
  });

  it('uses every MBTI letter, each for at least 8% of the records (no letter is degenerate)', () => {
    const share = (matches: (record: SeedRecord) => boolean) => records.filter(matches).length / records.length;
    const letters: [string, (record: SeedRecord) => string][] = [
      ['E', (r) => r.MBTI_1],
      ['I', (r) => r.MBTI_1],
      ['S', (r) => r.MBTI_2.charAt(0)],
      ['N', (r) => r.MBTI_2.charAt(0)],
      ['T', (r) => r.MBTI_2.charAt(1)],
      ['F', (r) => r.MBTI_2.charAt(1)],
      ['J', (r) => r.MBTI_3],
      ['P', (r) => r.MBTI_3],
    ];
    for (const [letter, of] of letters) expect(share((record) => of(record) === letter), letter).toBeGreaterThanOrEqual(0.08);
  });

  it('derives the letters the MBTI literature reports for well-known occupations', () => {
    const type = (soc: string) => {
      const record = recordOf(records, soc);
      return record ? `${record.MBTI_1}${record.MBTI_2}${record.MBTI_3}` : undefined;
    };
    expect(type('11-1011.00')).toBe('ESTJ'); // Chief Executives
    expect(type('13-2011.00')).toBe('ESTJ'); // Accountants and Auditors
    expect(type('23-1011.00')).toBe('ENTJ'); // Lawyers
    expect(type('29-1141.00')).toBe('ISFJ'); // Registered Nurses
    expect(type('27-1024.00')).toBe('INFP'); // Graphic Designers
  });

  it('maps Chief Executives as O*NET rates them', () => {
    expect(recordOf(records, '11-1011.00')).toMatchObject({
      jobTitle: 'Chief Executives',
      familyType: 'Management Occupations',
      SII_1: 'Enterprising',
      SII_2: 'Conventional',
      SII_3: 'Social',
      salary: '2',
      stress_level: 'H',
      min_edu: "Master's Degree",
    });
  });

  it('gives a missing wage its minor group median before its major group median', () => {
    const anesthesiologists = occupations.find((o) => o.soc === '29-1211.00');
    expect(anesthesiologists?.medianWage).toBeNull();
    // 29-12's known wages (205,590, 201,590, 175,310, 76,220) have the median 188,450: '2'. The
    // median of all of 29 (about 73,000) would give '1'.
    expect(recordOf(records, '29-1211.00').salary).toBe('2');
    // No known wage in 39-70: the median of major group 39 (about 26,000).
    expect(recordOf(records, '39-7011.00').salary).toBe('1');
  });

  it('takes min_edu from the Job Zone when O*NET has no education survey', () => {
    const legislators = occupations.find((o) => o.soc === '11-1031.00');
    expect(legislators).toMatchObject({ education: null, jobZone: 4 });
    expect(recordOf(records, '11-1031.00').min_edu).toBe("Bachelor's Degree");
  });
});

describe('career seed mapping rules', () => {
  it('breaks top-three ties in hexagon order R, I, A, S, E, C', () => {
    expect(topThreeThemes(FLAT)).toEqual(['Realistic', 'Investigative', 'Artistic']);
    expect(topThreeThemes({ R: 2, I: 5, A: 5, S: 5, E: 5, C: 2 })).toEqual(['Investigative', 'Artistic', 'Social']);
    expect(topThreeThemes({ R: 1, I: 1, A: 1, S: 4, E: 4, C: 4 })).toEqual(['Social', 'Enterprising', 'Conventional']);
    expect(topThreeThemes({ R: 6, I: 4, A: 4, S: 1, E: 6, C: 4 })).toEqual(['Realistic', 'Enterprising', 'Investigative']);
    const { records } = mapOccupations([occupation('11-1011.00', { riasec: { R: 1, I: 1, A: 1, S: 4, E: 4, C: 4 } }), SALES_NEIGHBOUR]);
    expect(recordOf(records, '11-1011.00')).toMatchObject({ SII_1: 'Social', SII_2: 'Enterprising', SII_3: 'Conventional' });
  });

  it("puts a median wage of exactly 100,000 in '2' and anything below in '1'", () => {
    const { records } = mapOccupations([
      occupation('11-1011.00', { medianWage: 100_000 }),
      occupation('11-1021.00', { medianWage: 99_999.99 }),
      occupation('11-1031.00', { medianWage: 208_000 }),
      SALES_NEIGHBOUR,
    ]);
    expect(records.map((record) => record.salary)).toEqual(['2', '1', '2', '1']);
  });

  it("puts a Stress Tolerance importance of exactly 4.0 in 'H' and anything below in 'L'", () => {
    const { records } = mapOccupations([
      occupation('11-1011.00', { stress: 4.0 }),
      occupation('11-1021.00', { stress: 3.99 }),
      occupation('11-1031.00', { stress: 5 }),
      SALES_NEIGHBOUR,
    ]);
    expect(records.map((record) => record.stress_level)).toEqual(['H', 'L', 'H', 'L']);
  });

  it('falls back to the minor group median, then the major group median, for wage and stress', () => {
    const { records, fallbacks } = mapOccupations([
      occupation('11-1011.00', { medianWage: null, stress: null }),
      occupation('11-1021.00', { medianWage: 120_000, stress: 4.2 }),
      occupation('11-1031.00', { medianWage: 130_000, stress: 4.0 }),
      occupation('11-2011.00', { medianWage: 20_000, stress: 2 }),
      occupation('11-2021.00', { medianWage: 20_000, stress: 2 }),
      occupation('11-2031.00', { medianWage: 20_000, stress: 2 }),
      occupation('11-3011.00', { medianWage: null, stress: null }),
      SALES_NEIGHBOUR,
    ]);
    // 11-10: median of 120,000 and 130,000 (and 4.2, 4.0) although 11 as a whole is lower.
    expect(recordOf(records, '11-1011.00')).toMatchObject({ salary: '2', stress_level: 'H' });
    // 11-30 has nothing known: the median of 11 is 20,000 (and 2).
    expect(recordOf(records, '11-3011.00')).toMatchObject({ salary: '1', stress_level: 'L' });
    expect(fallbacks).toMatchObject({ wageFromMinorGroup: 1, wageFromMajorGroup: 1, stressFromMinorGroup: 1, stressFromMajorGroup: 1 });
  });

  it('lets unrated rows lend their known wages to their group', () => {
    const { records, skipped } = mapOccupations([
      occupation('11-1011.00', { medianWage: null }),
      occupation('11-1099.00', { title: 'Top Executives, All Other', riasec: null, medianWage: 150_000 }),
      occupation('11-2011.00', { medianWage: 40_000 }),
      SALES_NEIGHBOUR,
    ]);
    expect(recordOf(records, '11-1011.00').salary).toBe('2');
    expect(skipped.map((entry) => entry.sourceKey)).toEqual(['11-1099.00']);
  });

  it('takes min_edu from the modal category, else from the Job Zone', () => {
    const zones = [1, 2, 3, 4, 5].map((jobZone) => occupation(`11-10${jobZone}1.00`, { education: null, jobZone }));
    const modal = occupation('11-2011.00', { education: { modalCategory: 11, modalLabel: 'Doctoral Degree', modalPct: 60 }, jobZone: 5 });
    const { records, fallbacks, skipped } = mapOccupations([
      ...zones,
      modal,
      occupation('11-3011.00', { education: null, jobZone: null }),
      SALES_NEIGHBOUR,
    ]);
    expect(records.slice(0, 6).map((record) => record.min_edu)).toEqual([
      'Less than High School',
      'High School',
      "Associate's Degree",
      "Bachelor's Degree",
      "Master's Degree",
      'Doctoral Degree',
    ]);
    expect(fallbacks.educationFromJobZone).toBe(5);
    expect(skipped.map((entry) => entry.sourceKey)).toEqual(['11-3011.00']);
  });

  it('skips occupations without interest ratings and trims descriptions', () => {
    const { records, skipped } = mapOccupations([
      occupation('11-1011.00'),
      occupation('11-9199.00', { title: 'Managers, All Other', riasec: null }),
      SALES_NEIGHBOUR,
    ]);
    expect(records.map((record) => record.sourceKey)).toEqual(['11-1011.00', '41-1011.00']);
    expect(records[0]?.description).toBe('Does the work of the occupation.');
    expect(skipped).toEqual([{ sourceKey: '11-9199.00', title: 'Managers, All Other', reason: 'no interest ratings' }]);
  });

  it('takes secondaryFamily from the nearest profile of another family, never its own', () => {
    const profile: Riasec = { R: 1, I: 2, A: 3, S: 4, E: 5, C: 6 };
    const { records } = mapOccupations([
      occupation('11-1011.00', { riasec: profile }),
      // Identical profile, same family: ignored.
      occupation('11-1021.00', { riasec: profile }),
      occupation('23-1011.00', { family: 'Legal Occupations', riasec: { ...profile, E: 3 } }),
      occupation('41-1011.00', { family: 'Sales and Related Occupations', riasec: { ...profile, E: 4 } }),
      // As near as Sales (distance 1), but a higher SOC code.
      occupation('43-1011.00', { family: 'Office and Administrative Support Occupations', riasec: { ...profile, C: 5 } }),
    ]);
    expect(recordOf(records, '11-1011.00').secondaryFamily).toBe('Sales and Related Occupations');
    expect(recordOf(records, '11-1021.00').secondaryFamily).toBe('Sales and Related Occupations');
    expect(recordOf(records, '23-1011.00').secondaryFamily).toBe('Sales and Related Occupations');
    expect(recordOf(records, '41-1011.00').secondaryFamily).toBe('Management Occupations');
    for (const record of records) expect(record.secondaryFamily).not.toBe(record.familyType);
  });

  describe('derived MBTI letters', () => {
    const socialArtistic: Riasec = { R: 1, I: 2, A: 6.5, S: 7, E: 3, C: 1.5 };
    const realisticConventional: Riasec = { R: 7, I: 2.5, A: 1, S: 1.5, E: 2, C: 6 };
    const middles: Riasec[] = [
      { R: 4, I: 4, A: 3, S: 3, E: 4, C: 4 },
      { R: 3, I: 5, A: 4, S: 3, E: 3, C: 3 },
      { R: 3, I: 3, A: 3, S: 5, E: 5, C: 4 },
    ];

    it('reads Social+Artistic as F and Realistic+Conventional as S, T, J', () => {
      const { records } = mapOccupations([
        occupation('11-1011.00', { riasec: socialArtistic }),
        occupation('11-1021.00', { riasec: realisticConventional }),
        ...middles.map((riasec, index) => occupation(`41-10${index}1.00`, { family: 'Sales and Related Occupations', riasec })),
      ]);
      const sa = recordOf(records, '11-1011.00');
      const rc = recordOf(records, '11-1021.00');
      expect(sa).toMatchObject({ MBTI_1: 'E', MBTI_2: 'NF', MBTI_3: 'P' });
      expect(rc).toMatchObject({ MBTI_1: 'I', MBTI_2: 'ST', MBTI_3: 'J' });
    });

    it('tilts T/F by the work values', () => {
      const values = (people: number, self: number): Record<WorkValue, number> => ({
        Achievement: self,
        'Working Conditions': 4,
        Recognition: 4,
        Relationships: people,
        Support: people,
        Independence: self,
      });
      const { records } = mapOccupations([
        occupation('11-1011.00', { workValues: values(7, 1) }),
        occupation('11-1021.00', { workValues: values(1, 7) }),
        SALES_NEIGHBOUR,
      ]);
      expect(recordOf(records, '11-1011.00').MBTI_2.charAt(1)).toBe('F');
      expect(recordOf(records, '11-1021.00').MBTI_2.charAt(1)).toBe('T');
    });

    it('gives a score equal to the median E, N, F and J', () => {
      const { records } = mapOccupations([occupation('11-1011.00'), SALES_NEIGHBOUR]);
      for (const record of records) expect(record).toMatchObject({ MBTI_1: 'E', MBTI_2: 'NF', MBTI_3: 'J' });
    });

    it('keeps each side of every dimension at a total weight of 1', () => {
      for (const { themes, workValues } of Object.values(MBTI_DERIVATION_WEIGHTS)) {
        const weights = RIASEC_LETTERS.map((letter) => themes[letter] ?? 0);
        const positive = weights.filter((weight) => weight > 0).reduce((sum, weight) => sum + weight, 0);
        const negative = weights.filter((weight) => weight < 0).reduce((sum, weight) => sum + weight, 0);
        expect(positive).toBeCloseTo(1, 12);
        expect(negative).toBeCloseTo(-1, 12);
        expect(Object.values(workValues).reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(0, 12);
      }
    });
  });

  it('reports every fallback key, 0 when unused', () => {
    const { fallbacks } = mapOccupations([occupation('11-1011.00'), SALES_NEIGHBOUR]);
    expect(Object.keys(fallbacks)).toEqual([...FALLBACK_KEYS]);
    expect(fallbacks.mbtiWithoutWorkValues).toBe(2);
  });
});
