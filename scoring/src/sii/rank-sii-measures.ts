import { riasecIndex } from './holland-themes';
import { SII_TOP_INTERESTS, SII_TOP_THEMES } from './sii-scales';
import type { ThemeMeasure } from './sii-types';

/**
 * The deterministic order of theme measures: higher value first; ties broken by RIASEC order
 * of the theme (R, I, A, S, E, C), then by name (plain code-unit order), then input order.
 */
export function compareThemeMeasures(a: ThemeMeasure, b: ThemeMeasure): number {
  if (a.value !== b.value) return b.value - a.value;
  const byTheme = riasecIndex(a.theme) - riasecIndex(b.theme);
  if (byTheme !== 0) return byTheme;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** The top `count` measures in that order (stable sort; the input is not changed). */
export function topThemeMeasures<T extends ThemeMeasure>(measures: readonly T[], count: number): T[] {
  return [...measures].sort(compareThemeMeasures).slice(0, count);
}

/** The theme code: the letters of the top 3 General Occupational Themes, e.g. 'IAS'. */
export function siiThemeCode(got: readonly ThemeMeasure[]): string {
  return topThemeMeasures(got, SII_TOP_THEMES)
    .map((m) => m.themeCode)
    .join('');
}

/** The top 5 Basic Interest Scales. */
export function topBasicInterests<T extends ThemeMeasure>(bis: readonly T[]): T[] {
  return topThemeMeasures(bis, SII_TOP_INTERESTS);
}
