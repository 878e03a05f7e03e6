import { EDUCATION_LEVELS, HOLLAND_THEMES, JOB_FAMILIES } from '../contract/record-dto';
import type { CareerRecordInput } from '../contract/record-dto';

/**
 * Maps O*NET occupations (sync-server/src/modules/records/data/onet/onet-occupations.json) to seed career records.
 * Pure: no I/O, same input gives the same output. Every rule, threshold and count is written up in
 * sync-server/src/modules/records/data/onet/PROVENANCE.md – change both together.
 */

/** O*NET's RIASEC letters, in hexagon order (the same order as HOLLAND_THEMES). */
export const RIASEC_LETTERS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecLetter = (typeof RIASEC_LETTERS)[number];

/** O*NET's six work values, in Content Model order. */
export const WORK_VALUES = ['Achievement', 'Working Conditions', 'Recognition', 'Relationships', 'Support', 'Independence'] as const;
export type WorkValue = (typeof WORK_VALUES)[number];

/** One occupation of onet-occupations.json (its `fields` object says where each value comes from). */
export interface OnetOccupation {
  /** O*NET-SOC code, e.g. '11-1011.00': the seed record's sourceKey. */
  soc: string;
  /** The 6-digit SOC 2018 code, e.g. '11-1011'. */
  soc2018: string;
  title: string;
  description: string;
  /** SOC 2018 major group name, e.g. 'Management Occupations'. */
  family: string;
  /** SOC 2018 major group code, e.g. '11-0000'. */
  familyCode: string;
  /** Occupational Interests (OI), 1-7; null for the rows O*NET did not rate ("All Other", military). */
  riasec: Record<RiasecLetter, number> | null;
  /** O*NET's interest high-point code, e.g. 'EC' (not used: SII_1..3 come from the scores). */
  highPoint: string | null;
  /** Job Zone 1-5. */
  jobZone: number | null;
  /** Required Level of Education: the modal category 1-12, its O*NET label and share of respondents. */
  education: { modalCategory: number; modalLabel: string; modalPct: number } | null;
  /** Importance (1-5) of the Work Style "Stress Tolerance": a job demand, not a measured stress level. */
  stress: number | null;
  /** BLS OEWS May 2019 national annual median wage in USD; null when unmatched, suppressed or top-coded. */
  medianWage: number | null;
  /** The BLS title the wage was matched by (absent when there is no wage). */
  medianWageMatchedTitle?: string;
  /** Work Values, Extent 1-7. */
  workValues: Record<WorkValue, number> | null;
  workValueHighPoints: WorkValue[] | null;
}

/** A seed record: the record fields plus the O*NET-SOC code it came from (to re-seed idempotently). */
export interface SeedRecord extends CareerRecordInput {
  sourceKey: string;
}

export interface SkippedOccupation {
  sourceKey: string;
  title: string;
  reason: string;
}

export interface SeedMapping {
  records: SeedRecord[];
  skipped: SkippedOccupation[];
  /** How many records needed each fallback rule (every key of FALLBACK_KEYS, 0 when unused). */
  fallbacks: Record<string, number>;
}

/** salary '2' ($100k+) from this BLS median on: the spec's two salary bands. */
export const SALARY_THRESHOLD = 100_000;

/** stress_level 'H' from this Stress Tolerance importance on: 4 is O*NET's "Very important" anchor. */
export const HIGH_STRESS_THRESHOLD = 4.0;

/**
 * min_edu when O*NET has no education survey for an occupation (65 records), after O*NET's Job Zone
 * descriptions: 1 some may need a high school diploma, 2 usually a high school diploma, 3 vocational
 * school, on-the-job experience or an associate's degree, 4 most a four-year bachelor's degree,
 * 5 most graduate school. Each maps to the degree its description names.
 */
export const JOB_ZONE_EDUCATION: Readonly<Record<number, (typeof EDUCATION_LEVELS)[number]>> = {
  1: 'Less than High School',
  2: 'High School',
  3: "Associate's Degree",
  4: "Bachelor's Degree",
  5: "Master's Degree",
};

/** The names under which mapOccupations counts the fallback rules it used. */
export const FALLBACK_KEYS = [
  'wageFromMinorGroup',
  'wageFromMajorGroup',
  'stressFromMinorGroup',
  'stressFromMajorGroup',
  'educationFromJobZone',
  'mbtiWithoutWorkValues',
] as const;
type FallbackKey = (typeof FALLBACK_KEYS)[number];

export type MbtiDimension = 'EI' | 'SN' | 'TF' | 'JP';

export interface MbtiDimensionWeights {
  /** The letter of a score at or above zero (the profile leans this way). */
  high: string;
  /** The letter of a score below zero. */
  low: string;
  /** Weights of the RIASEC scores centred on the occupation's own mean; the two sides sum to +1 and -1. */
  themes: Partial<Record<RiasecLetter, number>>;
  /** Multiplier of the work-value tilt (0 when the dimension has none). */
  workValueScale: number;
  /** Weights of the raw work-value extents (they sum to 0, so the tilt is a difference of values). */
  workValues: Partial<Record<WorkValue, number>>;
}

/**
 * How the MBTI letters are derived (not measured: the UI marks them so). Theme–type associations as
 * reported in the MBTI/Strong literature: E with Social and Enterprising, I with Realistic and
 * Investigative; N with Artistic and Investigative, S with Realistic and Conventional; F with Social
 * and Artistic, T with Realistic, Investigative and Enterprising; J with Conventional (Enterprising
 * at half weight), P with Artistic (Investigative at half weight). Each side totals 1, so neither
 * pole is favoured by the number of themes on it. Work values tilt two dimensions:
 * (Relationships + Support - Achievement - Independence) / 4 towards F and
 * (Working Conditions - Independence) / 2 towards J, each scaled by 0.5.
 * One table, so the weights can be reviewed or replaced in one place.
 */
export const MBTI_DERIVATION_WEIGHTS: Readonly<Record<MbtiDimension, MbtiDimensionWeights>> = {
  EI: { high: 'E', low: 'I', themes: { S: 1 / 2, E: 1 / 2, R: -1 / 2, I: -1 / 2 }, workValueScale: 0, workValues: {} },
  SN: { high: 'N', low: 'S', themes: { A: 1 / 2, I: 1 / 2, R: -1 / 2, C: -1 / 2 }, workValueScale: 0, workValues: {} },
  TF: {
    high: 'F',
    low: 'T',
    themes: { S: 1 / 2, A: 1 / 2, R: -1 / 3, I: -1 / 3, E: -1 / 3 },
    workValueScale: 0.5,
    workValues: { Relationships: 1 / 4, Support: 1 / 4, Achievement: -1 / 4, Independence: -1 / 4 },
  },
  JP: {
    high: 'J',
    low: 'P',
    themes: { C: 2 / 3, E: 1 / 3, A: -2 / 3, I: -1 / 3 },
    workValueScale: 0.5,
    workValues: { 'Working Conditions': 1 / 2, Independence: -1 / 2 },
  },
};

const MBTI_DIMENSIONS = Object.keys(MBTI_DERIVATION_WEIGHTS) as MbtiDimension[];

/** An occupation that passed every per-occupation rule, waiting for the rules that compare occupations. */
interface Candidate {
  occupation: OnetOccupation;
  riasec: Record<RiasecLetter, number>;
  fields: Omit<SeedRecord, 'secondaryFamily' | 'MBTI_1' | 'MBTI_2' | 'MBTI_3'>;
  fallbacks: FallbackKey[];
}

/** Known values of one measure grouped by minor group (first four digits, see minorGroupOf) and major group (first two). */
interface GroupedValues {
  minor: Map<string, number[]>;
  major: Map<string, number[]>;
}

/**
 * '11-10' of '11-1011.00': the first four digits. That is the SOC 2018 minor group (11-1000 Top
 * Executives) except in the large minor groups, where it is a narrower block of broad occupations
 * (29-1000 splits into 29-10, 29-11 and 29-12, the physicians and surgeons): closer neighbours for
 * a missing value, which is the point of the fallback.
 */
function minorGroupOf(soc: string): string {
  return soc.slice(0, 5);
}

/** '11' of '11-1011.00': the SOC major group. */
function majorGroupOf(soc: string): string {
  return soc.slice(0, 2);
}

/** Float noise (e.g. 0.1 + 0.2) must not decide ties between equal profiles. */
function roundForComparison(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Groups every known value of the input, rated or not: an "All Other" row's BLS wage is a real
 * figure for its group even though the row itself cannot become a record.
 */
function groupKnownValues(occupations: readonly OnetOccupation[], valueOf: (occupation: OnetOccupation) => number | null): GroupedValues {
  const grouped: GroupedValues = { minor: new Map(), major: new Map() };
  for (const occupation of occupations) {
    const value = valueOf(occupation);
    if (!isFiniteNumber(value)) continue;
    for (const [map, key] of [
      [grouped.minor, minorGroupOf(occupation.soc)],
      [grouped.major, majorGroupOf(occupation.soc)],
    ] as const) {
      const list = map.get(key) ?? [];
      list.push(value);
      map.set(key, list);
    }
  }
  return grouped;
}

/** The occupation's own value, else the median of its minor group, else of its major group. */
function valueOrGroupMedian(
  own: number | null,
  soc: string,
  grouped: GroupedValues,
): { value: number; from: 'own' | 'minor' | 'major' } | undefined {
  if (isFiniteNumber(own)) return { value: own, from: 'own' };
  const minor = median(grouped.minor.get(minorGroupOf(soc)) ?? []);
  if (minor !== undefined) return { value: minor, from: 'minor' };
  const major = median(grouped.major.get(majorGroupOf(soc)) ?? []);
  if (major !== undefined) return { value: major, from: 'major' };
  return undefined;
}

/** True when O*NET rates the occupation's interests: without them it cannot become a record. */
export function hasInterestRatings(occupation: OnetOccupation): boolean {
  return completeRiasec(occupation.riasec) !== undefined;
}

function completeRiasec(riasec: OnetOccupation['riasec']): Record<RiasecLetter, number> | undefined {
  if (!riasec) return undefined;
  return RIASEC_LETTERS.every((letter) => isFiniteNumber(riasec[letter])) ? riasec : undefined;
}

/** The three highest interest scores as theme names; equal scores keep hexagon order R, I, A, S, E, C. */
export function topThreeThemes(riasec: Record<RiasecLetter, number>): [string, string, string] {
  const order = RIASEC_LETTERS.map((letter, index) => ({ score: riasec[letter], index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ index }) => HOLLAND_THEMES[index] ?? '');
  return [order[0] ?? '', order[1] ?? '', order[2] ?? ''];
}

/** The modal education category as the spec's level, else the Job Zone's (counted as a fallback). */
function educationOf(occupation: OnetOccupation): { level: string; fromJobZone: boolean } | undefined {
  const category = occupation.education?.modalCategory;
  const level = isFiniteNumber(category) ? EDUCATION_LEVELS[category - 1] : undefined;
  if (level) return { level, fromJobZone: false };
  const byZone = isFiniteNumber(occupation.jobZone) ? JOB_ZONE_EDUCATION[occupation.jobZone] : undefined;
  return byZone ? { level: byZone, fromJobZone: true } : undefined;
}

/** Every rule that needs only the occupation itself (and its groups' medians), or why it cannot be a record. */
function toCandidate(occupation: OnetOccupation, wages: GroupedValues, stress: GroupedValues): Candidate | string {
  const riasec = completeRiasec(occupation.riasec);
  if (!riasec) return 'no interest ratings';
  if (!(JOB_FAMILIES as readonly string[]).includes(occupation.family)) return `unknown job family "${occupation.family}"`;
  const description = occupation.description.trim();
  if (!description) return 'no description';
  const education = educationOf(occupation);
  if (!education) return 'no education level or Job Zone';
  const wage = valueOrGroupMedian(occupation.medianWage, occupation.soc, wages);
  if (!wage) return 'no wage in the occupation or its SOC minor or major group';
  const stressImportance = valueOrGroupMedian(occupation.stress, occupation.soc, stress);
  if (!stressImportance) return 'no Stress Tolerance rating in the occupation or its SOC minor or major group';

  const fallbacks: FallbackKey[] = [];
  if (wage.from === 'minor') fallbacks.push('wageFromMinorGroup');
  if (wage.from === 'major') fallbacks.push('wageFromMajorGroup');
  if (stressImportance.from === 'minor') fallbacks.push('stressFromMinorGroup');
  if (stressImportance.from === 'major') fallbacks.push('stressFromMajorGroup');
  if (education.fromJobZone) fallbacks.push('educationFromJobZone');
  if (!occupation.workValues) fallbacks.push('mbtiWithoutWorkValues');

  const [SII_1, SII_2, SII_3] = topThreeThemes(riasec);
  return {
    occupation,
    riasec,
    fallbacks,
    fields: {
      sourceKey: occupation.soc,
      jobTitle: occupation.title,
      description,
      familyType: occupation.family,
      SII_1,
      SII_2,
      SII_3,
      salary: wage.value >= SALARY_THRESHOLD ? '2' : '1',
      stress_level: stressImportance.value >= HIGH_STRESS_THRESHOLD ? 'H' : 'L',
      min_edu: education.level,
    },
  };
}

function squaredDistance(a: Record<RiasecLetter, number>, b: Record<RiasecLetter, number>): number {
  return RIASEC_LETTERS.reduce((sum, letter) => sum + (a[letter] - b[letter]) ** 2, 0);
}

/**
 * secondaryFamily, "the family next door by interests": the major group of the occupation with the
 * most similar RIASEC profile (smallest Euclidean distance over the six scores) among occupations of
 * another major group; equal distances go to the lower SOC code. Undefined when every occupation is
 * in one family.
 */
function nearestOtherFamily(candidate: Candidate, candidates: readonly Candidate[]): string | undefined {
  let best: { distance: number; soc: string; family: string } | undefined;
  for (const other of candidates) {
    if (other.occupation.family === candidate.occupation.family) continue;
    const distance = roundForComparison(squaredDistance(candidate.riasec, other.riasec));
    const soc = other.occupation.soc;
    if (!best || distance < best.distance || (distance === best.distance && soc < best.soc)) {
      best = { distance, soc, family: other.occupation.family };
    }
  }
  return best?.family;
}

/**
 * One dimension's score: the weighted RIASEC scores centred on the occupation's own mean (so a
 * profile's overall elevation does not count, only its shape), plus the work-value tilt when O*NET
 * has work values for the occupation. Positive leans towards the dimension's `high` letter.
 */
export function mbtiDimensionScore(
  dimension: MbtiDimension,
  riasec: Record<RiasecLetter, number>,
  workValues: Record<WorkValue, number> | null,
): number {
  const weights = MBTI_DERIVATION_WEIGHTS[dimension];
  const mean = RIASEC_LETTERS.reduce((sum, letter) => sum + riasec[letter], 0) / RIASEC_LETTERS.length;
  let score = RIASEC_LETTERS.reduce((sum, letter) => sum + (weights.themes[letter] ?? 0) * (riasec[letter] - mean), 0);
  if (workValues) {
    const tilt = WORK_VALUES.reduce((sum, value) => sum + (weights.workValues[value] ?? 0) * (workValues[value] ?? 0), 0);
    score += weights.workValueScale * tilt;
  }
  return roundForComparison(score);
}

/**
 * The letters of each candidate: a score at or above zero gives the `high` letter (E, N, F, J; ties
 * included), below it the `low` one (I, S, T, P). Zero is meaningful because the themes are centred
 * on the occupation's own mean and the work-value tilt is a difference of values: the letter says
 * which way the occupation's own profile leans. (A split at the median over all occupations was
 * tried first and read badly: with 388 of 923 occupations Realistic-first, the median sits deep on
 * the S and T side and made Chief Executives and Accountants ENFJ.)
 */
function deriveMbti(candidates: readonly Candidate[]): Pick<SeedRecord, 'MBTI_1' | 'MBTI_2' | 'MBTI_3'>[] {
  const letters = candidates.map(() => ({}) as Record<MbtiDimension, string>);
  for (const dimension of MBTI_DIMENSIONS) {
    const { high, low } = MBTI_DERIVATION_WEIGHTS[dimension];
    candidates.forEach((candidate, index) => {
      const record = letters[index];
      if (record) record[dimension] = mbtiDimensionScore(dimension, candidate.riasec, candidate.occupation.workValues) >= 0 ? high : low;
    });
  }
  return letters.map((letter) => ({ MBTI_1: letter.EI, MBTI_2: letter.SN + letter.TF, MBTI_3: letter.JP }));
}

/**
 * Maps the O*NET occupations to seed records, in input order. Occupations without interest ratings
 * (and the rare ones no rule can complete) are skipped with the reason; `fallbacks` counts the
 * records that needed each fallback rule.
 */
export function mapOccupations(occupations: readonly OnetOccupation[]): SeedMapping {
  const wages = groupKnownValues(occupations, (occupation) => occupation.medianWage);
  const stress = groupKnownValues(occupations, (occupation) => occupation.stress);
  const skipped: SkippedOccupation[] = [];
  const skip = (occupation: OnetOccupation, reason: string) => skipped.push({ sourceKey: occupation.soc, title: occupation.title, reason });

  let candidates: Candidate[] = [];
  for (const occupation of occupations) {
    const candidate = toCandidate(occupation, wages, stress);
    if (typeof candidate === 'string') skip(occupation, candidate);
    else candidates.push(candidate);
  }

  const withNeighbour = candidates.map((candidate) => ({ candidate, secondaryFamily: nearestOtherFamily(candidate, candidates) }));
  for (const { candidate, secondaryFamily } of withNeighbour) {
    if (secondaryFamily === undefined) skip(candidate.occupation, 'no rated occupation in another job family');
  }
  const kept = withNeighbour.filter((entry): entry is { candidate: Candidate; secondaryFamily: string } => entry.secondaryFamily !== undefined);
  candidates = kept.map(({ candidate }) => candidate);

  const mbti = deriveMbti(candidates);
  const fallbacks: Record<string, number> = Object.fromEntries(FALLBACK_KEYS.map((key) => [key, 0]));
  const records = kept.map(({ candidate, secondaryFamily }, index): SeedRecord => {
    for (const key of candidate.fallbacks) fallbacks[key] = (fallbacks[key] ?? 0) + 1;
    const letters = mbti[index] ?? { MBTI_1: '', MBTI_2: '', MBTI_3: '' };
    return { ...candidate.fields, secondaryFamily, ...letters };
  });
  return { records, skipped, fallbacks };
}
