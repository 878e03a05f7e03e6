import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siiThemeCode, topBasicInterests, topThemeMeasures } from './rank-sii-measures';
import { themeMeasures } from './sii-test-fixtures';
import type { ThemeMeasure } from './sii-types';

const got = (values: number[]) => themeMeasures(values) as ThemeMeasure[];

describe('siiThemeCode', () => {
  it.each<[string, number[], string]>([
    ['a clear top three', [45, 62, 58, 66, 49, 41], 'SIA'],
    ['all minimum (all tied): RIASEC order', [25, 25, 25, 25, 25, 25], 'RIA'],
    ['all maximum (all tied)', [75, 75, 75, 75, 75, 75], 'RIA'],
    ['a tie for third goes to the earlier RIASEC theme', [40, 41, 60, 70, 60, 60], 'SAE'],
    ['a tie for first', [50, 50, 50, 65, 40, 65], 'SCR'],
    ['decimals count', [55.1, 55.0, 30, 30, 30, 55.05], 'RCI'],
    ['conventional-enterprising-realistic', [58, 44, 31, 39, 61, 70], 'CER'],
  ])('%s -> %s', (_name, values, code) => {
    expect(siiThemeCode(got(values))).toBe(code);
  });

  it('does not depend on the input order and takes the highest values (property)', () => {
    const value = fc.integer({ min: 25, max: 75 });
    fc.assert(
      fc.property(fc.array(value, { minLength: 6, maxLength: 6 }), fc.array(fc.nat(), { minLength: 6, maxLength: 6 }), (values, keys) => {
        const measures = got(values);
        const shuffled = measures.map((m, i) => ({ m, k: keys[i] ?? 0 })).sort((a, b) => a.k - b.k).map((x) => x.m);
        const code = siiThemeCode(measures);
        expect(siiThemeCode(shuffled)).toBe(code);
        expect(new Set(code).size).toBe(3);
        const chosen = measures.filter((m) => code.includes(m.themeCode));
        const others = measures.filter((m) => !code.includes(m.themeCode));
        expect(Math.min(...chosen.map((m) => m.value))).toBeGreaterThanOrEqual(Math.max(...others.map((m) => m.value)));
      }),
    );
  });
});

describe('topBasicInterests', () => {
  const bis = (entries: [string, string, string, number][]): ThemeMeasure[] =>
    entries.map(([name, theme, themeCode, value]) => ({ name, theme, themeCode, value }) as ThemeMeasure);

  it('takes the 5 highest, ties by RIASEC then name', () => {
    const top = topBasicInterests(
      bis([
        ['Sales', 'enterprising', 'E', 61],
        ['Science', 'investigative', 'I', 63],
        ['Teaching', 'social', 'S', 61],
        ['Athletics', 'realistic', 'R', 61],
        ['Writing', 'artistic', 'A', 61],
        ['Research', 'investigative', 'I', 61],
        ['Counseling', 'social', 'S', 68],
        ['Law', 'enterprising', 'E', 40],
      ]),
    );
    expect(top.map((m) => m.name)).toEqual(['Counseling', 'Science', 'Athletics', 'Research', 'Writing']);
  });

  it('returns all when fewer than 5', () => {
    expect(topThemeMeasures(bis([['Law', 'enterprising', 'E', 40]]), 5)).toHaveLength(1);
  });
});
