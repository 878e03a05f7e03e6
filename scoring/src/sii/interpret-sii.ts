import { tScoreInterval } from '../score-interval';
import { SCORING_VERSION } from '../scoring-version';
import { checkSiiInput } from './check-sii-input';
import { HOLLAND_THEME_INFO, riasecIndex } from './holland-themes';
import { PERSONAL_STYLE_SCALES } from './personal-style-scales';
import { siiThemeCode, topBasicInterests, topThemeMeasures } from './rank-sii-measures';
import { SII_DEFINITION } from './sii-definition';
import { osLevel, siiLevel } from './sii-level';
import { GOT_CHART_RANGE, GOT_RELIABILITY, PSS_CHART_RANGE, SII_TOP_THEMES, chartPercent, pssClarity, sciBarPercent } from './sii-scales';
import type { BisResult, GotResult, PssResult, SciResult, SiiGender, SiiNormGroup, SiiResult } from './sii-types';

const NORM_GROUP: Record<SiiGender, SiiNormGroup> = { m: 'male', f: 'female', other: 'combined' };

/**
 * Interprets a synced Strong Interest Inventory result (see checkSiiInput for the checks). Each
 * GOT and BIS scale gets one level (siiLevel): the provider's when it sent one, else spec section
 * 9's rule on the score; each OS the provider's level or the Strong's reading (osLevel). Each GOT
 * carries its 95% band.
 */
export function interpretSii(input: unknown): SiiResult {
  const checked = checkSiiInput(input);
  const normGroup = NORM_GROUP[checked.gender];
  const { GOT, BIS, OS, PSS, SCI } = checked.siiMeasures;

  const got: GotResult[] = [...GOT]
    .sort((a, b) => riasecIndex(a.theme) - riasecIndex(b.theme))
    .map((m) => ({ ...m, ...siiLevel(m), interval: tScoreInterval(m.value, GOT_RELIABILITY), chartPercent: chartPercent(m.value, GOT_CHART_RANGE) }));
  const bis: BisResult[] = BIS.map((m) => ({ ...m, ...siiLevel(m), chartPercent: chartPercent(m.value, GOT_CHART_RANGE) }));
  const pss: PssResult[] = PSS.map((m) => {
    const scale = PERSONAL_STYLE_SCALES.find((s) => s.name.toLowerCase() === m.name.trim().toLowerCase());
    const result: PssResult = {
      ...m,
      clarity: pssClarity(m.value),
      leaning: m.value < 50 ? 'low' : m.value > 50 ? 'high' : null,
      chartPercent: chartPercent(m.value, PSS_CHART_RANGE),
    };
    if (scale) {
      result.lowPole = scale.lowPole;
      result.highPole = scale.highPole;
    }
    return result;
  });
  const sci: SciResult[] = [...SCI]
    .sort((a, b) => riasecIndex(a.theme) - riasecIndex(b.theme))
    .map((m) => ({
      ...m,
      barPercent: sciBarPercent(m.value),
      skillAreas: HOLLAND_THEME_INFO[riasecIndex(m.theme)]?.skillAreas ?? '',
    }));

  return {
    scoringVersion: SCORING_VERSION,
    instrumentVersion: SII_DEFINITION.instrumentVersion,
    gender: checked.gender,
    normGroup,
    themeCode: siiThemeCode(got),
    got,
    topThemes: topThemeMeasures(got, SII_TOP_THEMES),
    bis,
    topInterests: topBasicInterests(bis),
    os: OS.map((m) => ({ ...m, ...osLevel(m) })),
    pss,
    sci,
  };
}
