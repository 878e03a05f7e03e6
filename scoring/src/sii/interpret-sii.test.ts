import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCORING_VERSION } from '../scoring-version';
import { interpretSii } from './interpret-sii';
import { SII_DEFINITION } from './sii-definition';
import { siiInput, themeMeasures } from './sii-test-fixtures';
import { siiTableView } from './sii-table-view';
import { levelOfT } from '../t-score-level';
import { chartPercent, pssClarity, sciBarPercent } from './sii-scales';

describe('interpretSii', () => {
  it('interprets a realistic result for a woman', () => {
    const result = interpretSii(siiInput('f'));
    expect(result.scoringVersion).toBe(SCORING_VERSION);
    expect(result.instrumentVersion).toBe('1');
    expect(result).toMatchObject({ gender: 'f', normGroup: 'female', themeCode: 'SIA' });
    // GOT [45, 62, 58, 66, 49, 41]: no provider levels, so spec section 9 (> 60 High, < 40 Low).
    expect(result.got.map((g) => [g.themeCode, g.value, g.level, g.levelSource])).toEqual([
      ['R', 45, 'Average', 'spec'],
      ['I', 62, 'High', 'spec'],
      ['A', 58, 'Average', 'spec'],
      ['S', 66, 'High', 'spec'],
      ['E', 49, 'Average', 'spec'],
      ['C', 41, 'Average', 'spec'],
    ]);
    expect(result.got[0]).not.toHaveProperty('band');
    expect(result.topThemes.map((g) => g.name)).toEqual(['Social', 'Investigative', 'Artistic']);
    expect(result.got[0]?.chartPercent).toBe(40);
    expect(result.topInterests.map((b) => [b.name, b.level])).toEqual([
      ['Counseling & Helping', 'High'],
      ['Science', 'High'],
      ['Research', 'High'],
      ['Writing & Mass Communication', 'High'],
      ['Teaching & Education', 'High'],
    ]);
    expect(result.bis.find((b) => b.name === 'Sales')?.level).toBe('Low');
    expect(result.bis.find((b) => b.name === 'Office Management')?.level).toBe('Average');
    // Occupational Scales as the Strong reads them: 40+ similar, 30-39 mid-range, below 30 dissimilar
    expect(result.os.map((o) => [o.name, o.value, o.level, o.levelSource])).toEqual([
      ['Psychologist', 52, 'Similar interests', 'strong-os'],
      ['Accountant', -4, 'Dissimilar interests', 'strong-os'],
      ['Social Worker', 60, 'Similar interests', 'strong-os'],
    ]);
    expect(result.pss.map((p) => [p.name, p.value, p.clarity, p.leaning, p.chartPercent])).toEqual([
      ['Work Style', 66, 'Clear', 'high', 76.67],
      ['Learning Environment', 65, 'Midrange', 'high', 75],
      ['Leadership Style', 35, 'Midrange', 'low', 25],
      ['Risk Taking', 34, 'Clear', 'low', 23.33],
      ['Team Orientation', 50, 'Midrange', null, 50],
    ]);
    expect(result.pss[0]).toMatchObject({ lowPole: 'Prefers working alone, with ideas, data or things', highPole: 'Prefers working with people' });
    expect(result.sci.map((s) => [s.themeCode, s.value, s.barPercent])).toEqual([
      ['R', 1, 20],
      ['I', 3.4, 68],
      ['A', 4.2, 84],
      ['S', 5, 100],
      ['E', 2.5, 50],
      ['C', 1.8, 36],
    ]);
    expect(result.sci[3]?.skillAreas).toBe('Teaching, counselling, caring, teamwork');
  });

  it('gives the same score the same level whatever the gender (no gender bands of our own)', () => {
    // Issue 30: a woman's Realistic 55 and Artistic 57 were 'High' and 'Average' by our estimated
    // gender bands beside 'Average' for both by section 9; now each has one level, section 9's.
    for (const gender of ['m', 'f', 'other']) {
      const result = interpretSii(siiInput(gender, [55, 50, 57, 50, 50, 50]));
      expect(result.got.slice(0, 3).map((g) => [g.name, g.value, g.level])).toEqual([
        ['Realistic', 55, 'Average'],
        ['Investigative', 50, 'Average'],
        ['Artistic', 57, 'Average'],
      ]);
    }
    expect(interpretSii(siiInput('other')).normGroup).toBe('combined');
  });

  it("shows the provider's level where it sends one (trimmed) and section 9's elsewhere", () => {
    const input = siiInput('f', [55, 50, 57, 50, 50, 50]);
    input.siiMeasures.GOT = input.siiMeasures.GOT.map((m) => (m.theme === 'realistic' ? { ...m, level: ' Very High ' } : m));
    input.siiMeasures.BIS = input.siiMeasures.BIS.map((m) => (m.name === 'Sales' ? { ...m, level: 'Moderate' } : m.name === 'Science' ? { ...m, level: '  ' } : m));
    input.siiMeasures.OS = input.siiMeasures.OS.map((m) => (m.name === 'Accountant' ? { ...m, level: 'Dissimilar' } : { ...m, level: null as unknown as string }));
    const result = interpretSii(input);
    expect(result.got.map((g) => [g.name, g.level, g.levelSource])).toEqual([
      ['Realistic', 'Very High', 'provider'],
      ['Investigative', 'Average', 'spec'],
      ['Artistic', 'Average', 'spec'],
      ['Social', 'Average', 'spec'],
      ['Enterprising', 'Average', 'spec'],
      ['Conventional', 'Average', 'spec'],
    ]);
    expect(result.bis.find((b) => b.name === 'Sales')).toMatchObject({ value: 39, level: 'Moderate', levelSource: 'provider' });
    // A blank level is none: Science 63 is High by section 9.
    expect(result.bis.find((b) => b.name === 'Science')).toMatchObject({ value: 63, level: 'High', levelSource: 'spec' });
    expect(result.os.map((o) => [o.name, o.level, o.levelSource])).toEqual([
      ['Psychologist', 'Similar interests', 'strong-os'],
      ['Accountant', 'Dissimilar', 'provider'],
      ['Social Worker', 'Similar interests', 'strong-os'],
    ]);
    // The top three themes are the same objects' levels, never a second label.
    expect(result.topThemes.every((top) => result.got.some((g) => g.theme === top.theme && g.level === top.level))).toBe(true);
  });

  it('drops a level sent on a Personal Style or Skills Confidence scale (they show clarity and a 1-5 score)', () => {
    const input = siiInput('m');
    input.siiMeasures.PSS = input.siiMeasures.PSS.map((m) => ({ ...m, level: 'High' }));
    input.siiMeasures.SCI = input.siiMeasures.SCI.map((m) => ({ ...m, level: 'Very High' }));
    const result = interpretSii(input);
    expect(result.pss.some((p) => 'level' in p)).toBe(false);
    expect(result.sci.some((s) => 'level' in s)).toBe(false);
  });

  it('accepts theme names and letters in any case and orders GOT and SCI by RIASEC', () => {
    const input = siiInput('m');
    input.siiMeasures.GOT = [...themeMeasures([45, 62, 58, 66, 49, 41])].reverse().map((m) => ({ ...m, theme: m.theme.toUpperCase(), themeCode: m.themeCode.toLowerCase() }));
    const result = interpretSii(input);
    expect(result.got.map((g) => [g.theme, g.themeCode])).toEqual([
      ['realistic', 'R'],
      ['investigative', 'I'],
      ['artistic', 'A'],
      ['social', 'S'],
      ['enterprising', 'E'],
      ['conventional', 'C'],
    ]);
    expect(result.themeCode).toBe('SIA');
  });

  it('ignores pdfData and accepts its absence; unknown PSS names get no poles', () => {
    const { pdfData: _pdfData, ...rest } = siiInput('m');
    rest.siiMeasures.PSS = [{ name: 'Something New', theme: '', themeCode: '', value: 70 }];
    const result = interpretSii(rest);
    expect(result.pss[0]).toEqual({ name: 'Something New', theme: '', themeCode: '', value: 70, clarity: 'Clear', leaning: 'high', chartPercent: 83.33 });
  });

  const mutate = (fn: (input: ReturnType<typeof siiInput>) => void) => {
    const input = siiInput('m');
    fn(input);
    return input;
  };
  it.each<[string, unknown, string]>([
    ['not an object', null, 'invalid_answer'],
    ['missing gender', mutate((i) => (i.gender = '')), 'missing_answer'],
    ['legacy gender 1', mutate((i) => (i.gender = '1')), 'invalid_answer'],
    ['missing siiMeasures', { gender: 'm' }, 'missing_answer'],
    ['missing BIS', mutate((i) => delete (i.siiMeasures as Partial<typeof i.siiMeasures>).BIS), 'missing_answer'],
    ['five GOT themes', mutate((i) => i.siiMeasures.GOT.pop()), 'wrong_length'],
    ['a GOT theme twice', mutate((i) => (i.siiMeasures.GOT[5] = { name: 'Realistic', theme: 'realistic', themeCode: 'R', value: 50 })), 'invalid_answer'],
    ['an unknown theme', mutate((i) => ((i.siiMeasures.BIS[0] as { theme: string }).theme = 'musical')), 'invalid_answer'],
    ['a letter that does not match', mutate((i) => ((i.siiMeasures.BIS[0] as { themeCode: string }).themeCode = 'I')), 'invalid_answer'],
    ['a GOT value above 100', mutate((i) => ((i.siiMeasures.GOT[0] as { value: number }).value = 101)), 'out_of_range'],
    ['a PSS value below 0', mutate((i) => ((i.siiMeasures.PSS[0] as { value: number }).value = -1)), 'out_of_range'],
    ['an OS value below -100', mutate((i) => ((i.siiMeasures.OS[0] as { value: number }).value = -101)), 'out_of_range'],
    ['SCI 0.9', mutate((i) => ((i.siiMeasures.SCI[0] as { value: number }).value = 0.9)), 'out_of_range'],
    ['SCI 5.1', mutate((i) => ((i.siiMeasures.SCI[0] as { value: number }).value = 5.1)), 'out_of_range'],
    ['a string value', mutate((i) => ((i.siiMeasures.GOT[0] as { value: unknown }).value = '50')), 'invalid_answer'],
    ['NaN', mutate((i) => ((i.siiMeasures.GOT[0] as { value: unknown }).value = Number.NaN)), 'invalid_answer'],
    ['an empty name', mutate((i) => ((i.siiMeasures.OS[0] as { name: string }).name = ' ')), 'invalid_answer'],
    ['pdfData not an object', mutate((i) => ((i as { pdfData: unknown }).pdfData = 'x')), 'invalid_answer'],
    ['a level that is not a string', mutate((i) => ((i.siiMeasures.GOT[0] as { level?: unknown }).level = 3)), 'invalid_answer'],
    ['a level longer than 60 characters', mutate((i) => ((i.siiMeasures.BIS[0] as { level?: unknown }).level = 'H'.repeat(61))), 'invalid_answer'],
  ])('rejects %s', (_name, input, code) => {
    expect(() => interpretSii(input)).toThrow(expect.objectContaining({ code }) as unknown as Error);
  });

  it('keeps every output in range (property)', () => {
    const std = fc.double({ min: 0, max: 100, noNaN: true });
    const sciValue = fc.double({ min: 1, max: 5, noNaN: true });
    fc.assert(
      fc.property(
        fc.constantFrom('m', 'f', 'other'),
        fc.array(std, { minLength: 6, maxLength: 6 }),
        fc.array(sciValue, { minLength: 6, maxLength: 6 }),
        fc.array(std, { minLength: 5, maxLength: 5 }),
        (gender, gotValues, sciValues, pssValues) => {
          const input = siiInput(gender, gotValues);
          input.siiMeasures.SCI = themeMeasures(sciValues);
          input.siiMeasures.PSS = input.siiMeasures.PSS.map((p, i) => ({ ...p, value: pssValues[i] ?? 50 }));
          const result = interpretSii(input);
          expect(result.themeCode).toMatch(/^[RIASEC]{3}$/);
          for (const g of [...result.got, ...result.bis]) {
            expect(g).toMatchObject({ level: levelOfT(g.value), levelSource: 'spec' });
          }
          for (const g of result.got) {
            expect(g.chartPercent).toBeGreaterThanOrEqual(0);
            expect(g.chartPercent).toBeLessThanOrEqual(100);
            // the 95% band: 1.96 x 10 sqrt(1 - .90) = 6.2 either side
            expect(g.interval.low).toBeCloseTo(g.value - 6.2, 0);
            expect(g.interval.high).toBeCloseTo(g.value + 6.2, 0);
          }
          for (const s of result.sci) {
            expect(s.barPercent).toBeGreaterThanOrEqual(20);
            expect(s.barPercent).toBeLessThanOrEqual(100);
          }
          for (const p of result.pss) {
            expect(p.chartPercent).toBeGreaterThanOrEqual(0);
            expect(p.chartPercent).toBeLessThanOrEqual(100);
            expect(p.clarity).toBe(p.value < 35 || p.value > 65 ? 'Clear' : 'Midrange');
          }
          expect(result.topInterests.length).toBe(5);
        },
      ),
    );
  });

  it('reads every Occupational Scale without a provider level as the Strong does (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -100, max: 100, noNaN: true }), { minLength: 1, maxLength: 12 }), (values) => {
        const input = siiInput('f');
        input.siiMeasures.OS = values.map((value, index) => ({ name: `Occupation ${index}`, theme: 'social', themeCode: 'S', value }));
        for (const os of interpretSii(input).os) {
          const expected = os.value >= 40 ? 'Similar interests' : os.value >= 30 ? 'Mid-range' : 'Dissimilar interests';
          expect(os).toMatchObject({ level: expected, levelSource: 'strong-os' });
        }
      }),
    );
  });

  it.each([
    [40, 'Similar interests'],
    [39.9, 'Mid-range'],
    [30, 'Mid-range'],
    [29, 'Dissimilar interests'],
    [58, 'Similar interests'],
  ])('an Occupational Scale of %d reads %s (the demo client\'s Graphic Designer 58 is not "Average")', (value, level) => {
    const input = siiInput('m');
    input.siiMeasures.OS = [{ name: 'Graphic Designer', theme: 'artistic', themeCode: 'A', value }];
    expect(interpretSii(input).os[0]?.level).toBe(level);
  });

  it('gives each theme its 95% band from the published reliability (.90: 6.2 either side)', () => {
    const result = interpretSii(siiInput('f', [45, 62, 58, 66, 49, 41]));
    expect(result.got.map((g) => [g.value, g.interval.low, g.interval.high])).toEqual([
      [45, 38.8, 51.2],
      [62, 55.8, 68.2],
      [58, 51.8, 64.2],
      [66, 59.8, 72.2],
      [49, 42.8, 55.2],
      [41, 34.8, 47.2],
    ]);
  });
});

describe('SII scale rules', () => {
  it.each([
    [39, 'Low'],
    [39.9, 'Low'],
    [40, 'Average'],
    [60, 'Average'],
    [60.1, 'High'],
    [61, 'High'],
  ])('T %d is %s', (t, level) => {
    expect(levelOfT(t)).toBe(level);
  });

  it.each([
    [34, 'Clear'],
    [34.9, 'Clear'],
    [35, 'Midrange'],
    [65, 'Midrange'],
    [65.1, 'Clear'],
    [66, 'Clear'],
  ])('PSS %d is %s', (value, clarity) => {
    expect(pssClarity(value)).toBe(clarity);
  });

  it('draws PSS over 20-80 and GOT over 25-75, clamped', () => {
    expect([10, 20, 50, 80, 90].map((v) => chartPercent(v, { min: 20, max: 80 }))).toEqual([0, 0, 50, 100, 100]);
    expect([20, 25, 50, 75, 80].map((v) => chartPercent(v, { min: 25, max: 75 }))).toEqual([0, 0, 50, 100, 100]);
  });

  it('draws SCI 1..5 as score x 20 percent', () => {
    expect([1, 2.5, 3.33, 5].map(sciBarPercent)).toEqual([20, 50, 66.6, 100]);
  });
});

describe('siiTableView', () => {
  const os = siiInput('m').siiMeasures.OS;
  it('sorts by value, name or theme and filters by theme letter', () => {
    expect(siiTableView(os, 'value', 'desc').map((o) => o.name)).toEqual(['Social Worker', 'Psychologist', 'Accountant']);
    expect(siiTableView(os, 'name').map((o) => o.name)).toEqual(['Accountant', 'Psychologist', 'Social Worker']);
    expect(siiTableView(os, 'theme').map((o) => o.themeCode)).toEqual(['C', 'IA', 'S']);
    expect(siiTableView(os, 'name', 'asc', 'a').map((o) => o.name)).toEqual(['Psychologist']);
  });
});

describe('SII definition', () => {
  it('holds the display constants', () => {
    expect(SII_DEFINITION).toMatchObject({
      id: 'myers-briggs',
      topThemes: 3,
      topInterests: 5,
      gotChartRange: { min: 25, max: 75 },
      pssChartRange: { min: 20, max: 80 },
      pssMidrange: { min: 35, max: 65 },
      sciRange: { min: 1, max: 5 },
    });
    expect(SII_DEFINITION.themes.map((t) => t.letter).join('')).toBe('RIASEC');
  });
});
