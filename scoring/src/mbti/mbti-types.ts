import type { ResultMeta } from '../scoring-version';

/** The one answer the client gives on the myers-briggs page. */
export const MBTI_GENDERS = ['m', 'f', 'other'] as const;
export type MbtiGender = (typeof MBTI_GENDERS)[number];

export const MBTI_DICHOTOMY_IDS = ['EI', 'SN', 'TF', 'JP'] as const;
export type MbtiDichotomyId = (typeof MBTI_DICHOTOMY_IDS)[number];

/**
 * The provider's result as synced (spec: type with wholeType and a signed level -30..30 per
 * dichotomy). Sign convention: negative = first pole (E, S, T, J), positive = second pole
 * (I, N, F, P); the size is the preference clarity index (0..30).
 */
export interface MbtiProviderResult {
  wholeType: string;
  EI: number;
  SN: number;
  TF: number;
  JP: number;
}

export type MbtiClarityLabel = 'Slight' | 'Moderate' | 'Clear' | 'Very Clear';

export interface MbtiClarityBand {
  label: MbtiClarityLabel;
  /** Inclusive clarity range (absolute level). */
  min: number;
  max: number;
}

export interface MbtiPole {
  letter: string;
  name: string;
}

export interface MbtiDichotomy {
  id: MbtiDichotomyId;
  /** The pole of negative levels, drawn on the left. */
  first: MbtiPole;
  /** The pole of positive levels, drawn on the right. */
  second: MbtiPole;
}

export interface MbtiDichotomyResult {
  id: MbtiDichotomyId;
  first: MbtiPole;
  second: MbtiPole;
  /** The signed level as given, -30..30. */
  level: number;
  /** The preferred letter. */
  letter: string;
  pole: 'first' | 'second';
  /** |level|, 0..30. */
  clarity: number;
  clarityLabel: MbtiClarityLabel;
  /** Bar length on the first (left) side, 0..30; 0 when the preference is the second pole. */
  firstBar: number;
  /** Bar length on the second (right) side, 0..30. */
  secondBar: number;
  /** clarity / 30 as a percentage of one side, 2 decimals. */
  barPercent: number;
}

export interface MbtiResult extends ResultMeta {
  /** The four letters, e.g. 'INTJ'. */
  wholeType: string;
  dichotomies: MbtiDichotomyResult[];
}
