import type { CardSortResult } from '@career/scoring/card-sort/card-sort-types';
import type { DepressionResult } from '@career/scoring/depression/score-depression';
import type { MbtiResult } from '@career/scoring/mbti/mbti-types';
import type { NeoResult } from '@career/scoring/neo/score-neo';
import type { ReadinessResult } from '@career/scoring/readiness/score-readiness';
import type { SiiResult } from '@career/scoring/sii/sii-types';
import { ASSESSMENT_META } from '../assessments/assessment-meta';
import { isRecord } from '@career/scoring/is-record';

/** What the results screens can show: the results of completed assessments, each optional. */
export interface ResultSet {
  depression?: DepressionResult;
  readiness?: ReadinessResult;
  neo?: NeoResult;
  mbti?: MbtiResult;
  sii?: SiiResult;
  cardSort?: CardSortResult;
}

/** The views of the results screens, in the left menu's order (the SII's five under one heading). */
export const RESULT_VIEW_IDS = [
  'depression-screening',
  'readiness-for-change',
  'sii-got',
  'sii-bis',
  'sii-os',
  'sii-pss',
  'sii-sci',
  'myers-briggs',
  'neo',
  'career-values',
] as const;
export type ResultViewId = (typeof RESULT_VIEW_IDS)[number];

export function isResultViewId(value: string | null): value is ResultViewId {
  return value !== null && (RESULT_VIEW_IDS as readonly string[]).includes(value);
}

/**
 * Menu labels: the spec's words, except for the two instruments we replace with our own items:
 * those carry the name of the instrument actually taken (its definition's name, as on the
 * dashboard), since 'BDI-II' or 'NEO PI-3' beside scores from other items would mislead a reader.
 */
export const RESULT_VIEW_LABELS: Record<ResultViewId, string> = {
  'depression-screening': ASSESSMENT_META['depression-screening'].name,
  'readiness-for-change': 'Readiness for Change',
  'sii-got': 'General Occupational Themes',
  'sii-bis': 'Basic Interest Scales',
  'sii-os': 'Occupational Scales',
  'sii-pss': 'Personal Style Scales',
  'sii-sci': 'Skills Confidence Inventory',
  'myers-briggs': 'Myers Briggs Type Indicator-Form M',
  neo: ASSESSMENT_META.neo.name,
  'career-values': 'Career Values Card Sort',
};
export const SII_LABEL = 'Strong Interest Inventory';
export const SII_VIEW_IDS = ['sii-got', 'sii-bis', 'sii-os', 'sii-pss', 'sii-sci'] as const satisfies readonly ResultViewId[];

/** One assessment as the server sends it (GET /api/users/current or the demo results). */
export interface AssessmentResultsInput {
  _id: string;
  completed: boolean;
  results: unknown;
}


/*
 * Light shape checks: results were scored by this product's server, but a cached profile can be
 * older than the app; a result that does not look right is left out rather than drawn wrong.
 */
const looksLike = {
  depression: (v: unknown): v is DepressionResult => isRecord(v) && typeof v.score === 'number' && typeof v.depressionLevel === 'string',
  readiness: (v: unknown): v is ReadinessResult => isRecord(v) && typeof v.stage === 'string' && Array.isArray(v.scores),
  neo: (v: unknown): v is NeoResult =>
    isRecord(v) && ['neuroticism', 'extraversion', 'openness', 'agreeableness', 'conscientiousness'].every((key) => isRecord(v[key])),
  mbti: (v: unknown): v is MbtiResult => isRecord(v) && typeof v.wholeType === 'string' && Array.isArray(v.dichotomies),
  sii: (v: unknown): v is SiiResult => isRecord(v) && typeof v.themeCode === 'string' && Array.isArray(v.got) && Array.isArray(v.bis),
  cardSort: (v: unknown): v is CardSortResult => isRecord(v) && Array.isArray(v.groups) && Array.isArray(v.topValues),
};

/** The results of the completed assessments (MBTI and SII only once their provider data is synced). */
export function resultSetOf(assessments: readonly AssessmentResultsInput[]): ResultSet {
  const set: ResultSet = {};
  for (const { _id, completed, results } of assessments) {
    if (!completed) continue;
    switch (_id) {
      case 'depression-screening':
        if (looksLike.depression(results)) set.depression = results;
        break;
      case 'readiness-for-change':
        if (looksLike.readiness(results)) set.readiness = results;
        break;
      case 'neo':
        if (looksLike.neo(results)) set.neo = results;
        break;
      case 'myers-briggs':
        if (isRecord(results)) {
          if (looksLike.mbti(results.mbti)) set.mbti = results.mbti;
          if (looksLike.sii(results.sii)) set.sii = results.sii;
        }
        break;
      case 'career-values':
        if (looksLike.cardSort(results)) set.cardSort = results;
        break;
    }
  }
  return set;
}

/** Whether a view has its data. */
export function hasView(set: ResultSet, view: ResultViewId): boolean {
  switch (view) {
    case 'depression-screening':
      return set.depression !== undefined;
    case 'readiness-for-change':
      return set.readiness !== undefined;
    case 'myers-briggs':
      return set.mbti !== undefined;
    case 'neo':
      return set.neo !== undefined;
    case 'career-values':
      return set.cardSort !== undefined;
    default:
      return set.sii !== undefined;
  }
}

/** The views with data, in menu order (the printed report's order too). */
export function availableViews(set: ResultSet): ResultViewId[] {
  return RESULT_VIEW_IDS.filter((view) => hasView(set, view));
}
