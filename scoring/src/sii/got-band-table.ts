import { ScoringError } from '../scoring-error';
import provisionalTable from './data/got-interest-bands.provisional.json' with { type: 'json' };
import type { GotBand, HollandTheme, SiiNormGroup } from './sii-types';
import { HOLLAND_THEMES } from './sii-types';

export const GOT_BAND_BOUND_KEYS = ['veryLittleMax', 'littleMax', 'averageMax', 'highMax'] as const;
export type GotBandBoundKey = (typeof GOT_BAND_BOUND_KEYS)[number];

/** Inclusive upper bounds of the four lower bands; above `highMax` is Very High. */
export interface GotBandRow {
  veryLittleMax: number;
  littleMax: number;
  averageMax: number;
  highMax: number;
  /** The bounds in this row that are not from a public or confirmed source. */
  provisional: readonly GotBandBoundKey[];
}

/**
 * A labelled, replaceable table of General Occupational Theme interest bands per theme and norm
 * group. Load a licensed table of the same shape with checkGotBandTable and pass it to interpretSii.
 */
export interface GotBandTable {
  _label: string;
  id: string;
  source: string;
  rule: string;
  rows: Record<HollandTheme, Record<SiiNormGroup, GotBandRow>>;
}

const NORM_GROUPS: readonly SiiNormGroup[] = ['male', 'female', 'combined'];
const BANDS: readonly GotBand[] = ['Very Little', 'Little', 'Average', 'High', 'Very High'];

/** Validates a band table (e.g. a licensed replacement) and returns it typed. */
export function checkGotBandTable(table: unknown): GotBandTable {
  const fail = (why: string) => new ScoringError('missing_norms', `GOT band table: ${why}`);
  if (typeof table !== 'object' || table === null) throw fail('not an object');
  const t = table as Record<string, unknown>;
  for (const key of ['_label', 'id', 'source', 'rule']) {
    if (typeof t[key] !== 'string' || t[key] === '') throw fail(`"${key}" must be a non-empty string`);
  }
  const rows = t.rows as Record<string, Record<string, Record<string, unknown>> | undefined> | undefined;
  if (typeof rows !== 'object' || rows === null) throw fail('"rows" is missing');
  for (const theme of HOLLAND_THEMES) {
    for (const group of NORM_GROUPS) {
      const row = rows[theme]?.[group];
      if (row === undefined) throw fail(`no row for ${theme}/${group}`);
      let previous = -Infinity;
      for (const key of GOT_BAND_BOUND_KEYS) {
        const bound = row[key];
        if (typeof bound !== 'number' || !Number.isFinite(bound) || bound <= previous) {
          throw fail(`${theme}/${group}.${key} must be a number above the previous bound`);
        }
        previous = bound;
      }
      const provisional = row.provisional;
      if (!Array.isArray(provisional) || provisional.some((k) => !(GOT_BAND_BOUND_KEYS as readonly unknown[]).includes(k))) {
        throw fail(`${theme}/${group}.provisional must list bound names`);
      }
    }
  }
  return table as GotBandTable;
}

/** The table shipped by default: PROVISIONAL (see provenance.md). */
export const DEFAULT_GOT_BAND_TABLE: GotBandTable = checkGotBandTable(provisionalTable);

/** The band of a GOT standard score for a theme and norm group. */
export function gotBand(value: number, theme: HollandTheme, group: SiiNormGroup, table: GotBandTable = DEFAULT_GOT_BAND_TABLE): GotBand {
  const row = table.rows[theme][group];
  const index = GOT_BAND_BOUND_KEYS.findIndex((key) => value <= row[key]);
  return BANDS[index === -1 ? 4 : index] as GotBand;
}
