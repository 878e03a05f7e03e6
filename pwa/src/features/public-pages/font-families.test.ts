import { webLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { createFontProbe } from './font-availability';
import { parseFontFamilies } from './font-families';

describe('parseFontFamilies', () => {
  it('splits the theme’s base stack into families, keeping quotes for probing and marking generic ones', () => {
    const families = parseFontFamilies(webLightTheme.fontFamilyBase);
    expect(families.map((family) => family.name)).toEqual([
      'Segoe UI',
      'Segoe UI Web (West European)',
      '-apple-system',
      'BlinkMacSystemFont',
      'Roboto',
      'Helvetica Neue',
      'sans-serif',
    ]);
    expect(families[0]).toEqual({ name: 'Segoe UI', css: "'Segoe UI'", generic: false });
    expect(families.at(-1)).toEqual({ name: 'sans-serif', css: 'sans-serif', generic: true });
  });

  it('keeps commas inside quoted names', () => {
    expect(parseFontFamilies('"A, B", serif').map((family) => family.name)).toEqual(['A, B', 'serif']);
  });
});

describe('createFontProbe', () => {
  // A device with Roboto only: text set in Roboto measures 500 wide, anything else its fallback's width.
  const measure = (font: string) => (font.includes('Roboto') ? 500 : font.endsWith('monospace') ? 600 : 400);

  it('finds a family available when the sample measures differently from its fallbacks', () => {
    const probe = createFontProbe(measure);
    const [segoe, , , , roboto, , generic] = parseFontFamilies(webLightTheme.fontFamilyBase);
    expect(probe(roboto!)).toBe('available');
    expect(probe(segoe!)).toBe('missing');
    expect(probe(generic!)).toBe('generic');
  });
});
