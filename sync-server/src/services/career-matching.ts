import type { HollandTheme, RecordFilter } from '../contract/record-dto';
import { FILTER_LABELS, HOLLAND_THEMES, RECORD_FILTERS, salaryLabel, stressLabel } from '../contract/record-dto';

/** What matching needs of a record (the description stays in the database). */
export type MatchableRecord = { id: string; jobTitle: string } & Record<RecordFilter, string>;

export type MatchFilters = Partial<Record<RecordFilter, string>>;

/**
 * How much each filter counts. Interest 1 is the client's strongest theme, so it weighs most;
 * the other filters count one each. Replaceable: the ranking reads only this table.
 */
export const FILTER_WEIGHTS: Record<RecordFilter, number> = {
  SII_1: 3,
  SII_2: 2,
  SII_3: 2,
  MBTI_1: 1,
  MBTI_2: 1,
  MBTI_3: 1,
  salary: 1,
  min_edu: 1,
  stress_level: 1,
  familyType: 1,
};

/** A partial match (the theme in another interest place, or a neighbour on the hexagon) counts half. */
export const PARTIAL_CREDIT = 0.5;

const INTEREST_FILTERS = ['SII_1', 'SII_2', 'SII_3'] as const;
type InterestFilter = (typeof INTEREST_FILTERS)[number];

function isInterest(filter: RecordFilter): filter is InterestFilter {
  return filter === 'SII_1' || filter === 'SII_2' || filter === 'SII_3';
}

/** Neighbours on Holland's RIASEC hexagon (R-I-A-S-E-C, and C next to R). */
export function hexagonNeighbours(theme: string): string[] {
  const index = HOLLAND_THEMES.indexOf(theme as HollandTheme);
  if (index < 0) return [];
  const count = HOLLAND_THEMES.length;
  return [HOLLAND_THEMES[(index + count - 1) % count] as string, HOLLAND_THEMES[(index + 1) % count] as string];
}

function valueLabel(filter: RecordFilter, value: string): string {
  if (filter === 'salary') return salaryLabel(value);
  if (filter === 'stress_level') return stressLabel(value);
  return value;
}

export interface ScoredRecord {
  id: string;
  jobTitle: string;
  score: number;
  /** Every filter given matched fully. */
  exact: boolean;
  /** Filters matched fully (ties in score are broken by this). */
  full: number;
  why: string;
}

/** Scores one record against the filters and says why, in one sentence. */
export function scoreRecord(record: MatchableRecord, filters: MatchFilters): ScoredRecord {
  return evaluate(record, filters, true);
}

/** The score alone (`why` left empty): the ranking's hot path builds no text. */
function evaluate(record: MatchableRecord, filters: MatchFilters, explain: boolean): ScoredRecord {
  let score = 0;
  let full = 0;
  let given = 0;
  const matches: string[] = [];
  const close: string[] = [];
  const differs: string[] = [];
  for (const filter of RECORD_FILTERS) {
    const wanted = filters[filter];
    if (!wanted) continue;
    given += 1;
    const weight = FILTER_WEIGHTS[filter];
    const label = FILTER_LABELS[filter];
    const actual = record[filter];
    if (actual === wanted) {
      score += weight;
      full += 1;
      if (explain) matches.push(`${label} ${valueLabel(filter, wanted)}`);
      continue;
    }
    if (isInterest(filter)) {
      const elsewhere = INTEREST_FILTERS.find((other) => other !== filter && record[other] === wanted);
      if (elsewhere) {
        score += weight * PARTIAL_CREDIT;
        if (explain) close.push(`${label} (${wanted} is its ${FILTER_LABELS[elsewhere]})`);
        continue;
      }
      if (hexagonNeighbours(wanted).includes(actual)) {
        score += weight * PARTIAL_CREDIT;
        if (explain) close.push(`${label} (${actual}, next to ${wanted})`);
        continue;
      }
    }
    if (explain) differs.push(label);
  }
  const parts: string[] = [];
  if (matches.length) parts.push(`matches ${matches.join(', ')}`);
  if (close.length) parts.push(`close on ${close.join(', ')}`);
  if (differs.length) parts.push(`differs on ${differs.join(', ')}`);
  return { id: record.id, jobTitle: record.jobTitle, score, exact: given > 0 && full === given, full, why: parts.join('; ') };
}

export interface RankedRecords {
  /** Records matching every filter, in the order given (the index keeps job-title order). */
  exact: ScoredRecord[];
  exactTotal: number;
  /** The best partial matches: score, then full matches, then job title. */
  suggestions: ScoredRecord[];
}

function better(a: ScoredRecord, b: ScoredRecord): number {
  return b.score - a.score || b.full - a.full || (a.jobTitle < b.jobTitle ? -1 : a.jobTitle > b.jobTitle ? 1 : 0);
}

/**
 * Exact matches and ranked suggestions over records held in job-title order. One pass; the
 * suggestions are kept as a small sorted list of the best `limit`, so 100,000 records cost one
 * score each, not a sort.
 */
export function rankRecords(records: readonly MatchableRecord[], filters: MatchFilters, limit: number): RankedRecords {
  const exact: MatchableRecord[] = [];
  let exactTotal = 0;
  const best: { scored: ScoredRecord; record: MatchableRecord }[] = [];
  for (const record of records) {
    const scored = evaluate(record, filters, false);
    if (scored.exact) {
      exactTotal += 1;
      if (exact.length < limit) exact.push(record);
      continue;
    }
    if (scored.score <= 0) continue;
    const last = best.at(-1);
    if (best.length >= limit && last && better(scored, last.scored) >= 0) continue;
    let at = best.length;
    while (at > 0 && better(scored, (best[at - 1] as { scored: ScoredRecord }).scored) < 0) at -= 1;
    best.splice(at, 0, { scored, record });
    if (best.length > limit) best.pop();
  }
  return {
    exact: exact.map((record) => evaluate(record, filters, true)),
    exactTotal,
    suggestions: best.map(({ record }) => evaluate(record, filters, true)),
  };
}
