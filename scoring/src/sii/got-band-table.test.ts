import { describe, expect, it } from 'vitest';
import type { GotBandTable } from './got-band-table';
import { DEFAULT_GOT_BAND_TABLE, checkGotBandTable, gotBand } from './got-band-table';
import type { HollandTheme, SiiNormGroup } from './sii-types';
import { HOLLAND_THEMES } from './sii-types';

describe('the provisional GOT band table', () => {
  it('is labelled as provisional and replaceable', () => {
    expect(DEFAULT_GOT_BAND_TABLE.id).toBe('provisional-1');
    expect(DEFAULT_GOT_BAND_TABLE._label).toMatch(/^PROVISIONAL, REPLACEABLE/);
  });

  it('holds the spec anchors: Realistic Average is 61 for male and 51 for female', () => {
    expect(DEFAULT_GOT_BAND_TABLE.rows.realistic.male.averageMax).toBe(61);
    expect(DEFAULT_GOT_BAND_TABLE.rows.realistic.female.averageMax).toBe(51);
  });

  it('pins every row [veryLittleMax, littleMax, averageMax, highMax]', () => {
    const rows = HOLLAND_THEMES.map((theme) =>
      (['male', 'female', 'combined'] as const).map((group) => {
        const r = DEFAULT_GOT_BAND_TABLE.rows[theme][group];
        return [r.veryLittleMax, r.littleMax, r.averageMax, r.highMax];
      }),
    );
    expect(rows).toEqual([
      [[43, 49, 61, 67], [33, 39, 51, 57], [38, 44, 56, 62]],
      [[40, 46, 58, 64], [36, 42, 54, 60], [38, 44, 56, 62]],
      [[35, 41, 53, 59], [41, 47, 59, 65], [38, 44, 56, 62]],
      [[35, 41, 53, 59], [41, 47, 59, 65], [38, 44, 56, 62]],
      [[39, 45, 57, 63], [37, 43, 55, 61], [38, 44, 56, 62]],
      [[38, 44, 56, 62], [38, 44, 56, 62], [38, 44, 56, 62]],
    ]);
  });

  it('marks every value provisional except the two spec anchors', () => {
    for (const theme of HOLLAND_THEMES) {
      for (const group of ['male', 'female', 'combined'] as const) {
        const anchored = theme === 'realistic' && group !== 'combined';
        expect(DEFAULT_GOT_BAND_TABLE.rows[theme][group].provisional).toEqual(
          anchored ? ['veryLittleMax', 'littleMax', 'highMax'] : ['veryLittleMax', 'littleMax', 'averageMax', 'highMax'],
        );
      }
    }
  });
});

describe('gotBand', () => {
  it.each<[HollandTheme, SiiNormGroup, number, string]>([
    ['realistic', 'male', 25, 'Very Little'],
    ['realistic', 'male', 43, 'Very Little'],
    ['realistic', 'male', 44, 'Little'],
    ['realistic', 'male', 49, 'Little'],
    ['realistic', 'male', 50, 'Average'],
    ['realistic', 'male', 61, 'Average'],
    ['realistic', 'male', 61.5, 'High'],
    ['realistic', 'male', 62, 'High'],
    ['realistic', 'male', 67, 'High'],
    ['realistic', 'male', 68, 'Very High'],
    ['realistic', 'female', 33, 'Very Little'],
    ['realistic', 'female', 34, 'Little'],
    ['realistic', 'female', 39, 'Little'],
    ['realistic', 'female', 40, 'Average'],
    ['realistic', 'female', 51, 'Average'],
    ['realistic', 'female', 52, 'High'],
    ['realistic', 'female', 57, 'High'],
    ['realistic', 'female', 58, 'Very High'],
    ['social', 'male', 53, 'Average'],
    ['social', 'male', 54, 'High'],
    ['social', 'female', 54, 'Average'],
    ['social', 'female', 59, 'Average'],
    ['social', 'female', 60, 'High'],
    ['artistic', 'female', 41, 'Very Little'],
    ['artistic', 'male', 41, 'Little'],
    ['conventional', 'combined', 62, 'High'],
    ['conventional', 'combined', 63, 'Very High'],
  ])('%s %s %d is %s', (theme, group, value, band) => {
    expect(gotBand(value, theme, group)).toBe(band);
  });

  it('uses a replacement table', () => {
    const replacement = (JSON.parse(JSON.stringify(DEFAULT_GOT_BAND_TABLE)) as unknown) as GotBandTable;
    replacement.id = 'licensed-2025';
    replacement.rows.realistic.male = { veryLittleMax: 30, littleMax: 40, averageMax: 50, highMax: 60, provisional: [] };
    const checked = checkGotBandTable(replacement);
    expect(gotBand(55, 'realistic', 'male', checked)).toBe('High');
    expect(gotBand(55, 'realistic', 'male')).toBe('Average');
  });
});

describe('checkGotBandTable', () => {
  const broken = (mutate: (t: Record<string, unknown>) => void) => {
    const t = (JSON.parse(JSON.stringify(DEFAULT_GOT_BAND_TABLE)) as unknown) as unknown as Record<string, unknown>;
    mutate(t);
    return t;
  };
  type Rows = Record<string, Record<string, Record<string, unknown>>>;
  it.each<[string, unknown]>([
    ['not an object', 'x'],
    ['no label', broken((t) => delete t._label)],
    ['no rows', broken((t) => delete t.rows)],
    ['a missing row', broken((t) => delete (t.rows as Rows).social)],
    ['a missing group', broken((t) => delete ((t.rows as Rows).social as Record<string, unknown>).female)],
    ['bounds not increasing', broken((t) => (((t.rows as Rows).social as Rows[string]).male as Record<string, unknown>).littleMax = 30)],
    ['a string bound', broken((t) => (((t.rows as Rows).social as Rows[string]).male as Record<string, unknown>).highMax = '60')],
    ['an unknown provisional key', broken((t) => (((t.rows as Rows).social as Rows[string]).male as Record<string, unknown>).provisional = ['mean'])],
  ])('rejects %s', (_name, table) => {
    expect(() => checkGotBandTable(table)).toThrow(expect.objectContaining({ code: 'missing_norms' }) as unknown as Error);
  });
});
