import type { HollandThemeInfo } from '@career/scoring/sii/holland-themes';
import { HOLLAND_THEME_INFO } from '@career/scoring/sii/holland-themes';
import type { HollandTheme } from '@career/scoring/sii/sii-types';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { tokens } from '@fluentui/react-components';

export type SiiTexts = ResultTextsDto['sii'];

/** The colours of one Holland theme: a saturated fill for bars, a light tint and a dark ink for text on the tint. */
export interface SiiThemeColors {
  bar: string;
  tint: string;
  ink: string;
}

/**
 * One colour per Holland theme, used by every Strong view (six distinct hues; each has at least
 * 3:1 contrast against the page for bars). The theme's letter and name are always written next
 * to it: colour is never the only clue.
 */
export const SII_THEME_COLORS: Readonly<Record<HollandTheme, SiiThemeColors>> = {
  realistic: { bar: tokens.colorPaletteBrownBorderActive, tint: tokens.colorPaletteBrownBackground2, ink: tokens.colorPaletteBrownForeground2 },
  investigative: { bar: tokens.colorPaletteBlueBorderActive, tint: tokens.colorPaletteBlueBackground2, ink: tokens.colorPaletteBlueForeground2 },
  artistic: { bar: tokens.colorPaletteBerryBorderActive, tint: tokens.colorPaletteBerryBackground2, ink: tokens.colorPaletteBerryForeground2 },
  social: { bar: tokens.colorPaletteGreenBorderActive, tint: tokens.colorPaletteGreenBackground2, ink: tokens.colorPaletteGreenForeground2 },
  enterprising: {
    bar: tokens.colorPaletteDarkOrangeBorderActive,
    tint: tokens.colorPaletteDarkOrangeBackground2,
    ink: tokens.colorPaletteDarkOrangeForeground2,
  },
  conventional: { bar: tokens.colorPaletteSteelBorderActive, tint: tokens.colorPaletteSteelBackground2, ink: tokens.colorPaletteSteelForeground2 },
};

/** The theme of a letter of a theme code ('R', 'I', 'A', 'S', 'E', 'C'; any case). */
export function siiThemeOfLetter(letter: string): HollandThemeInfo | undefined {
  return HOLLAND_THEME_INFO.find((info) => info.letter === letter.toUpperCase());
}

/** The themes of a theme code such as 'IA', in the code's order (unknown letters are skipped). */
export function siiThemesOfCode(code: string): HollandThemeInfo[] {
  return [...code].map(siiThemeOfLetter).filter((info): info is HollandThemeInfo => info !== undefined);
}

/** A theme's display name: the content service's, else ours ('Realistic'...). */
export function siiThemeName(theme: HollandTheme, texts: SiiTexts): string {
  const fromTexts = texts?.themes?.[theme]?.name?.trim();
  return fromTexts || (HOLLAND_THEME_INFO.find((info) => info.theme === theme)?.name ?? theme);
}
