import type { ScoreInterval } from '../score-interval';
import type { ResultMeta } from '../scoring-version';

/** Holland's six themes in RIASEC order (also the order that breaks ties). */
export const HOLLAND_THEMES = ['realistic', 'investigative', 'artistic', 'social', 'enterprising', 'conventional'] as const;
export type HollandTheme = (typeof HOLLAND_THEMES)[number];
export type HollandLetter = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';

/** The gender synced with the results ('m', 'f' or 'other'), naming the norm group (the provider's norms: we apply none). */
export type SiiGender = 'm' | 'f' | 'other';
export type SiiNormGroup = 'male' | 'female' | 'combined';

/** One scale score as the provider sends it. */
export interface SiiMeasure {
  name: string;
  theme: string;
  themeCode: string;
  value: number;
  /**
   * The provider's own level label for this scale, when it sends one (kept for GOT, BIS and OS;
   * trimmed, never empty). In a result, `level` is the one level shown: see SiiLevelSource.
   */
  level?: string;
}

/**
 * Where the one level of a GOT, BIS or OS scale comes from (docs/results.md, "One level per
 * score"): 'provider' when the provider sent a level for the scale (shown as sent); otherwise
 * 'spec' for themes and interest scales, the rule of spec section 9 on the score (above 60 High,
 * below 40 Low, otherwise Average), and 'strong-os' for Occupational Scales, the Strong's reading
 * (40 and above Similar interests, 30-39 Mid-range, below 30 Dissimilar interests; OS_LEVELS).
 */
export type SiiLevelSource = 'provider' | 'spec' | 'strong-os';

/** The synced Strong result (spec section 3). pdfData is passed through untouched. */
export interface SiiInput {
  gender: SiiGender;
  siiMeasures: {
    GOT: SiiMeasure[];
    BIS: SiiMeasure[];
    OS: SiiMeasure[];
    PSS: SiiMeasure[];
    SCI: SiiMeasure[];
  };
  pdfData?: { got: unknown; sci: unknown };
}

export interface ThemeMeasure extends SiiMeasure {
  theme: HollandTheme;
  themeCode: HollandLetter;
}

export interface GotResult extends ThemeMeasure {
  /** The scale's one level: the provider's when it sent one, else spec section 9's (see SiiLevelSource). */
  level: string;
  levelSource: SiiLevelSource;
  /** The 95% band: value +/- 1.96 standard errors of measurement (GOT_RELIABILITY), 1 decimal. */
  interval: ScoreInterval;
  /** Position on the 25-75 chart, 0..100 (clamped). */
  chartPercent: number;
}

export interface BisResult extends ThemeMeasure {
  /** The scale's one level: the provider's when it sent one, else spec section 9's (see SiiLevelSource). */
  level: string;
  levelSource: SiiLevelSource;
  chartPercent: number;
}

export interface OsResult extends SiiMeasure {
  /** The scale's one level: the provider's when it sent one, else the Strong's OS reading (see SiiLevelSource). */
  level: string;
  levelSource: SiiLevelSource;
}

export type PssClarity = 'Clear' | 'Midrange';

export interface PssResult extends SiiMeasure {
  /** 'Clear' below 35 or above 65; 'Midrange' from 35 to 65 inclusive. */
  clarity: PssClarity;
  /** Which pole the score leans to: 'low' below 50, 'high' above 50, null at exactly 50. */
  leaning: 'low' | 'high' | null;
  /** The two poles' descriptions when the scale is known. */
  lowPole?: string;
  highPole?: string;
  /** Position on the 20-80 chart, 0..100 (clamped). */
  chartPercent: number;
}

export interface SciResult extends ThemeMeasure {
  /** score x 20, 20..100. */
  barPercent: number;
  /** Typical skill areas of the theme (our wording). */
  skillAreas: string;
}

export interface SiiResult extends ResultMeta {
  gender: SiiGender;
  normGroup: SiiNormGroup;
  /** First letters of the top 3 themes, e.g. 'IAS'. */
  themeCode: string;
  /** All six themes in RIASEC order. */
  got: GotResult[];
  /** The top 3 themes, highest first (ties: RIASEC order). */
  topThemes: GotResult[];
  bis: BisResult[];
  /** The top 5 Basic Interest Scales (ties: RIASEC order, then name). */
  topInterests: BisResult[];
  os: OsResult[];
  pss: PssResult[];
  /** Six themes in RIASEC order. */
  sci: SciResult[];
}
