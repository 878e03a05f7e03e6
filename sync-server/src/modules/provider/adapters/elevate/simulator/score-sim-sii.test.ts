import { interpretSii } from '@career/scoring/sii/interpret-sii';
import { osLevel } from '@career/scoring/sii/sii-level';
import { levelOfT } from '@career/scoring/t-score-level';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siiProviderResult } from '../elevate-api';
import { occupationValue, scoreSimSii } from './score-sim-sii';
import { SII_BIS_ITEMS, SII_PSS_ITEMS, SII_SCI_ITEMS } from './sim-questionnaires';

function answers(bis: (index: number) => number, pss: number, sci: number): Record<string, number> {
  return {
    ...Object.fromEntries(SII_BIS_ITEMS.map((item, i) => [item.id, bis(i)])),
    ...Object.fromEntries(SII_PSS_ITEMS.map((item) => [item.id, pss])),
    ...Object.fromEntries(SII_SCI_ITEMS.map((item) => [item.id, sci])),
  };
}

describe('scoreSimSii (simulator arithmetic)', () => {
  it('scores BIS 30 + 10 x rating, GOT as the rounded theme mean, PSS 20 + 15 x rating, SCI as the rating', () => {
    // Artistic (bis5..bis7) 4, 3, 2 -> 70, 60, 50 -> 60; Realistic (bis1, bis2) 0, 1 -> 30, 40 -> 35.
    const ratings = [0, 1, 2, 2, 4, 3, 2, 3, 3, 1, 0, 0, 1];
    const result = scoreSimSii(answers((i) => ratings[i] ?? 0, 1, 4), 'f');
    expect(result.gender).toBe('f');
    expect(result.siiMeasures.BIS[0]).toEqual({ name: 'Nature & Agriculture', theme: 'realistic', themeCode: 'R', value: 30 });
    expect(result.siiMeasures.BIS.map((m) => m.value)).toEqual([30, 40, 50, 50, 70, 60, 50, 60, 60, 40, 30, 30, 40]);
    expect(result.siiMeasures.GOT).toEqual([
      { name: 'Realistic', theme: 'realistic', themeCode: 'R', value: 35 },
      { name: 'Investigative', theme: 'investigative', themeCode: 'I', value: 50 },
      { name: 'Artistic', theme: 'artistic', themeCode: 'A', value: 60 },
      { name: 'Social', theme: 'social', themeCode: 'S', value: 60 },
      { name: 'Enterprising', theme: 'enterprising', themeCode: 'E', value: 35 },
      { name: 'Conventional', theme: 'conventional', themeCode: 'C', value: 35 },
    ]);
    // Graphic Designer (A 60) -> 56; Librarian (A 60, C 35 -> 47.5) -> 36; Sales Manager (E 35) -> 16.
    expect(result.siiMeasures.OS.map((m) => [m.name, m.themeCode, m.value])).toEqual([
      ['Graphic Designer', 'A', 56],
      ['Librarian', 'AC', 36],
      ['Counselor', 'SA', 56],
      ['Psychologist', 'IA', 48],
      ['Accountant', 'C', 16],
      ['Sales Manager', 'E', 16],
    ]);
    expect(result.siiMeasures.PSS[0]).toEqual({ name: 'Work Style', theme: '', themeCode: '', value: 35 });
    expect(result.siiMeasures.SCI.every((m) => m.value === 4)).toBe(true);
    expect(result.pdfData).toEqual({ got: result.siiMeasures.GOT.map(({ themeCode, value }) => ({ themeCode, value })), sci: expect.any(Array) });
  });

  it('clamps occupations to 0..70', () => {
    expect(occupationValue([30])).toBe(8);
    expect(occupationValue([70])).toBe(70);
    expect(occupationValue([10])).toBe(0);
  });

  it('refuses a missing or out-of-range answer', () => {
    expect(() => scoreSimSii({ ...answers(() => 2, 2, 3), sci1: 0 }, 'm')).toThrow(RangeError);
    expect(() => scoreSimSii({ ...answers(() => 2, 2, 3), pss3: 5 }, 'm')).toThrow(RangeError);
    const { bis4: _bis4, ...missing } = answers(() => 2, 2, 3);
    expect(() => scoreSimSii(missing, 'm')).toThrow(RangeError);
  });

  it("gives the issue's Realistic 55 and Artistic 57 one and the same level, the spec's (issue 30)", () => {
    // Realistic (bis1, bis2) 3, 2 -> 60, 50 -> 55; Artistic (bis5..bis7) 4, 2, 2 -> 70, 50, 50 -> 57.
    const ratings = [3, 2, 2, 2, 4, 2, 2, 2, 2, 2, 2, 2, 2];
    const result = scoreSimSii(answers((i) => ratings[i] ?? 2, 2, 3), 'f');
    // The simulator sends scores only: the levels are the documented rule's (docs/results.md).
    expect(result.siiMeasures.GOT.some((m) => 'level' in m)).toBe(false);
    const got = interpretSii(result).got;
    expect(got.filter((m) => m.theme === 'realistic' || m.theme === 'artistic').map((m) => [m.name, m.value, m.level, m.levelSource])).toEqual([
      ['Realistic', 55, 'Average', 'spec'],
      ['Artistic', 57, 'Average', 'spec'],
    ]);
  });

  it("keeps a provider's level through the wire contract, so that it is the one shown", () => {
    const sent = scoreSimSii(answers(() => 2, 2, 3), 'm');
    const withLevel = { ...sent, siiMeasures: { ...sent.siiMeasures, GOT: sent.siiMeasures.GOT.map((m, i) => (i === 0 ? { ...m, level: 'Very Little' } : m)) } };
    const parsed = siiProviderResult.parse(withLevel);
    expect(parsed.siiMeasures.GOT[0]?.level).toBe('Very Little');
    expect(interpretSii(parsed).got[0]).toMatchObject({ value: 50, level: 'Very Little', levelSource: 'provider' });
    expect(() => siiProviderResult.parse({ ...sent, siiMeasures: { ...sent.siiMeasures, OS: [{ ...sent.siiMeasures.OS[0], level: 'x'.repeat(61) }] } })).toThrow();
  });

  it('always fits the wire schema and interprets without error, for every gender', () => {
    const rating = (min: number, max: number, n: number) => fc.array(fc.integer({ min, max }), { minLength: n, maxLength: n });
    fc.assert(
      fc.property(rating(0, 4, 13), rating(0, 4, 5), rating(1, 5, 6), fc.constantFrom('m' as const, 'f' as const, 'other' as const), (bis, pss, sci, gender) => {
        const given = {
          ...Object.fromEntries(bis.map((value, i) => [`bis${i + 1}`, value])),
          ...Object.fromEntries(pss.map((value, i) => [`pss${i + 1}`, value])),
          ...Object.fromEntries(sci.map((value, i) => [`sci${i + 1}`, value])),
        };
        const result = scoreSimSii(given, gender);
        expect(siiProviderResult.parse(result)).toEqual(result);
        const interpreted = interpretSii(result);
        expect(interpreted.got).toHaveLength(6);
        expect(interpreted.pss.every((m) => m.lowPole !== undefined)).toBe(true);
        // One level per score: any level the simulator sends agrees with the rule on its score,
        // and every shown level is the rule's level of its score.
        const { GOT, BIS, OS, PSS, SCI } = result.siiMeasures;
        for (const m of [...GOT, ...BIS]) expect(m.level ?? levelOfT(m.value)).toBe(levelOfT(m.value));
        // the simulator sends no Occupational Scale levels: each is the Strong's reading of its score
        expect(OS.every((m) => m.level === undefined)).toBe(true);
        for (const m of interpreted.os) expect(m).toMatchObject({ level: osLevel(m).level, levelSource: 'strong-os' });
        expect([...PSS, ...SCI].every((m) => m.level === undefined)).toBe(true);
        for (const m of [...interpreted.got, ...interpreted.topThemes, ...interpreted.bis, ...interpreted.topInterests]) {
          expect(m.level).toBe(levelOfT(m.value));
        }
      }),
      { numRuns: 200 },
    );
  });
});
