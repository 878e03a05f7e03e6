import type { OccupationFacts } from '@career/scoring/careers/career-fit-types';
import type { FitTable } from '@career/scoring/careers/fit-table';
import { buildFitTable } from '@career/scoring/careers/fit-table';
import type { HollandTheme, RecordFilter } from '../contract/record-dto';
import { EDUCATION_LEVELS, FILTER_LABELS, HOLLAND_THEMES, RECORD_FILTERS, salaryLabel, stressLabel } from '../contract/record-dto';

/** The O*NET facts of a seeded record (null for an admin's record): the fit reads them. */
export interface OnetFacts {
  /** Interest ratings (OI, 1-7) in RIASEC order, or null. */
  interests: readonly number[] | null;
  jobZone: number | null;
  medianWage: number | null;
  /** Work Values extents (EX, 1-7) in ONET_WORK_VALUES order, or null (absent: null). */
  workValues?: readonly number[] | null;
}

/** What matching needs of a record (the description stays in the database); facts default to none. */
export type MatchableRecord = { id: string; jobTitle: string; facts?: OnetFacts } & Record<RecordFilter, string>;

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
      matches.push(`${label} ${valueLabel(filter, wanted)}`);
      continue;
    }
    if (isInterest(filter)) {
      const elsewhere = INTEREST_FILTERS.find((other) => other !== filter && record[other] === wanted);
      if (elsewhere) {
        score += weight * PARTIAL_CREDIT;
        close.push(`${label} (${wanted} is its ${FILTER_LABELS[elsewhere]})`);
        continue;
      }
      if (hexagonNeighbours(wanted).includes(actual)) {
        score += weight * PARTIAL_CREDIT;
        close.push(`${label} (${actual}, next to ${wanted})`);
        continue;
      }
    }
    differs.push(label);
  }
  const parts: string[] = [];
  if (matches.length) parts.push(`matches ${matches.join(', ')}`);
  if (close.length) parts.push(`close on ${close.join(', ')}`);
  if (differs.length) parts.push(`differs on ${differs.join(', ')}`);
  return { id: record.id, jobTitle: record.jobTitle, score, exact: given > 0 && full === given, full, why: parts.join('; ') };
}

export interface RankedRecords {
  /** Records matching every filter, in job-title order. */
  exact: ScoredRecord[];
  exactTotal: number;
  /** The best partial matches: score, then full matches, then job title. */
  suggestions: ScoredRecord[];
}

/**
 * The records as columns of small integer codes (one shared dictionary), in job-title order:
 * ranking 100,000 records then compares integers in typed arrays instead of strings in objects.
 */
export interface MatchTable {
  size: number;
  ids: string[];
  titles: string[];
  columns: Record<RecordFilter, Uint16Array>;
  /** Code to value, and value to code. */
  values: string[];
  codeOf: Map<string, number>;
  /** What the fit reads of each record, and the same as typed arrays for scoring them all at once. */
  occupations: OccupationFacts[];
  fit: FitTable;
  /** O*NET Job Zone per record (0: unknown). */
  jobZones: Uint8Array;
  /** Record id to table index. */
  indexOf: Map<string, number>;
}

/**
 * What the fit reads of a record: its O*NET facts and its coded fields. The MBTI letters are not
 * read (issue 43: the fit has no E/I or J/P part); they stay search filters.
 */
export function occupationFactsOf(record: MatchableRecord): OccupationFacts {
  return {
    interests: record.facts?.interests ?? null,
    highPoints: [record.SII_1, record.SII_2, record.SII_3],
    workValues: record.facts?.workValues ?? null,
    educationLevel: (EDUCATION_LEVELS as readonly string[]).indexOf(record.min_edu),
    medianWage: record.facts?.medianWage ?? null,
  };
}

/** Builds the table in job-title order (then id): the same order on SQLite and PostgreSQL, whatever their collations. */
export function buildMatchTable(unordered: readonly MatchableRecord[]): MatchTable {
  const records = [...unordered].sort((a, b) => (a.jobTitle < b.jobTitle ? -1 : a.jobTitle > b.jobTitle ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const values: string[] = [];
  const codeOf = new Map<string, number>();
  const code = (value: string) => {
    let known = codeOf.get(value);
    if (known === undefined) {
      known = values.length;
      if (known > 0xfffe) throw new Error('Too many distinct record values to index');
      values.push(value);
      codeOf.set(value, known);
    }
    return known;
  };
  const columns = Object.fromEntries(RECORD_FILTERS.map((filter) => [filter, new Uint16Array(records.length)])) as Record<RecordFilter, Uint16Array>;
  const jobZones = new Uint8Array(records.length);
  records.forEach((record, index) => {
    for (const filter of RECORD_FILTERS) columns[filter][index] = code(record[filter]);
    jobZones[index] = record.facts?.jobZone ?? 0;
  });
  const occupations = records.map(occupationFactsOf);
  const ids = records.map((record) => record.id);
  return { size: records.length, ids, indexOf: new Map(ids.map((id, index) => [id, index])), titles: records.map((record) => record.jobTitle), columns, values, codeOf, occupations, fit: buildFitTable(occupations), jobZones };
}

function recordAt(table: MatchTable, index: number): MatchableRecord {
  const fields = Object.fromEntries(RECORD_FILTERS.map((filter) => [filter, table.values[table.columns[filter][index] as number] as string])) as Record<RecordFilter, string>;
  return { id: table.ids[index] as string, jobTitle: table.titles[index] as string, ...fields };
}

/** No code: a wanted value no record has never equals a column entry. */
const ABSENT = 0xffff;

interface CompiledFilter {
  column: Uint16Array;
  code: number;
  weight: number;
  /** Interests only: the other two interest columns and the two hexagon neighbours' codes. */
  others: Uint16Array[];
  neighbours: number[];
}

function compile(table: MatchTable, filters: MatchFilters): CompiledFilter[] {
  const codeOf = (value: string) => table.codeOf.get(value) ?? ABSENT;
  return RECORD_FILTERS.flatMap((filter) => {
    const wanted = filters[filter];
    if (!wanted) return [];
    const interest = isInterest(filter);
    return [
      {
        column: table.columns[filter],
        code: codeOf(wanted),
        weight: FILTER_WEIGHTS[filter],
        others: interest ? INTEREST_FILTERS.filter((other) => other !== filter).map((other) => table.columns[other]) : [],
        neighbours: interest ? hexagonNeighbours(wanted).map(codeOf) : [],
      },
    ];
  });
}

/** The weighted score and full matches of the record at `index`, written into `out` (no allocation per record). */
function scoreAt(compiled: readonly CompiledFilter[], index: number, out: { score: number; full: number }): void {
  let score = 0;
  let full = 0;
  for (const filter of compiled) {
    const value = filter.column[index];
    if (value === filter.code) {
      score += filter.weight;
      full += 1;
    } else if (filter.others.length && (filter.others[0]?.[index] === filter.code || filter.others[1]?.[index] === filter.code || filter.neighbours.includes(value as number))) {
      score += filter.weight * PARTIAL_CREDIT;
    }
  }
  out.score = score;
  out.full = full;
}

/**
 * Exact matches and ranked suggestions, in one pass over the table: integer compares only, and
 * the suggestions kept as a small sorted list of the best `limit` (ties: more full matches, then
 * job title, which is the table's order). Only the records returned are explained in words.
 */
export function rankRecords(table: MatchTable, filters: MatchFilters, limit: number, page = 1): RankedRecords {
  const compiled = compile(table, filters);
  const scored = { score: 0, full: 0 };
  const skip = (page - 1) * limit;
  const exact: number[] = [];
  let exactTotal = 0;
  // The kept suggestions, best first: parallel arrays of index, score and full matches.
  const bestIndex: number[] = [];
  const bestScore: number[] = [];
  const bestFull: number[] = [];
  const worse = (score: number, full: number, at: number) => {
    const otherScore = bestScore[at] as number;
    return score < otherScore || (score === otherScore && full <= (bestFull[at] as number));
  };
  for (let index = 0; index < table.size; index += 1) {
    scoreAt(compiled, index, scored);
    const { score, full } = scored;
    if (full === compiled.length) {
      exactTotal += 1;
      if (exactTotal > skip && exact.length < limit) exact.push(index);
      continue;
    }
    if (score <= 0 || page > 1) continue;
    // Later indexes come later in title order, so an equal score and full count ranks below.
    if (bestIndex.length >= limit && worse(score, full, bestIndex.length - 1)) continue;
    let at = bestIndex.length;
    while (at > 0 && !worse(score, full, at - 1)) at -= 1;
    bestIndex.splice(at, 0, index);
    bestScore.splice(at, 0, score);
    bestFull.splice(at, 0, full);
    if (bestIndex.length > limit) {
      bestIndex.pop();
      bestScore.pop();
      bestFull.pop();
    }
  }
  const explain = (index: number) => scoreRecord(recordAt(table, index), filters);
  return { exact: exact.map(explain), exactTotal, suggestions: bestIndex.map(explain) };
}

/** Every record matching all filters, and every other record matching some, as table indexes in table order. */
export function partitionMatches(table: MatchTable, filters: MatchFilters): { exact: Int32Array; partial: Int32Array } {
  const compiled = compile(table, filters);
  const exact = new Int32Array(table.size);
  const partial = new Int32Array(table.size);
  let exactCount = 0;
  let partialCount = 0;
  const scored = { score: 0, full: 0 };
  for (let index = 0; index < table.size; index += 1) {
    scoreAt(compiled, index, scored);
    if (scored.full === compiled.length) exact[exactCount++] = index;
    else if (scored.score > 0) partial[partialCount++] = index;
  }
  return { exact: exact.subarray(0, exactCount), partial: partial.subarray(0, partialCount) };
}

/** The words of a match at a table index (why it matches the filters). */
export function explainMatch(table: MatchTable, index: number, filters: MatchFilters): ScoredRecord {
  return scoreRecord(recordAt(table, index), filters);
}
