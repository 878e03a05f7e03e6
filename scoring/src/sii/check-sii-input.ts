import { ScoringError } from '../scoring-error';
import { HOLLAND_THEME_INFO } from './holland-themes';
import { SII_LEVELLED_GROUPS, SII_PROVIDER_LEVEL_MAX_LENGTH } from './sii-level';
import { OS_SCORE_RANGE, SCI_RANGE, STANDARD_SCORE_RANGE } from './sii-scales';
import type { SiiGender, SiiInput, SiiMeasure, ThemeMeasure } from './sii-types';

type Group = keyof SiiInput['siiMeasures'];
const GROUPS: readonly Group[] = ['GOT', 'BIS', 'OS', 'PSS', 'SCI'];
const RANGES: Record<Group, { min: number; max: number }> = {
  GOT: STANDARD_SCORE_RANGE,
  BIS: STANDARD_SCORE_RANGE,
  OS: OS_SCORE_RANGE,
  PSS: STANDARD_SCORE_RANGE,
  SCI: SCI_RANGE,
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 'm'/'male', 'f'/'female' or 'other' (any case) -> 'm' | 'f' | 'other'. */
export function normaliseSiiGender(value: unknown): SiiGender {
  if (value === undefined || value === null || value === '') throw new ScoringError('missing_answer', 'SII gender is missing', 'gender');
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'm' || text === 'male') return 'm';
  if (text === 'f' || text === 'female') return 'f';
  if (text === 'other') return 'other';
  throw new ScoringError('invalid_answer', `SII gender "${String(value)}" is not m, f or other`, 'gender');
}

function checkMeasure(group: Group, raw: unknown, index: number): SiiMeasure {
  const at = `${group}[${index}]`;
  if (!isObject(raw)) throw new ScoringError('invalid_answer', `${at} must be an object`, at);
  const { name, theme, themeCode, value, level } = raw;
  if (typeof name !== 'string' || name.trim() === '') throw new ScoringError('invalid_answer', `${at}.name must be a non-empty string`, at);
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new ScoringError('invalid_answer', `${at}.value must be a number`, at);
  const range = RANGES[group];
  if (value < range.min || value > range.max) {
    throw new ScoringError('out_of_range', `${at}.value ${value} is outside ${range.min}-${range.max}`, at);
  }
  if ((theme !== undefined && typeof theme !== 'string') || (themeCode !== undefined && typeof themeCode !== 'string')) {
    throw new ScoringError('invalid_answer', `${at}.theme and themeCode must be strings`, at);
  }
  // The provider's own level for the scale: optional (absent, null or blank is none).
  if (level !== undefined && level !== null && typeof level !== 'string') throw new ScoringError('invalid_answer', `${at}.level must be a string`, at);
  const label = typeof level === 'string' ? level.trim() : '';
  if (label.length > SII_PROVIDER_LEVEL_MAX_LENGTH) {
    throw new ScoringError('invalid_answer', `${at}.level is longer than ${SII_PROVIDER_LEVEL_MAX_LENGTH} characters`, at);
  }
  const measure: SiiMeasure = { name, theme: theme ?? '', themeCode: themeCode ?? '', value };
  // Only GOT, BIS and OS scales have a level (PSS shows its clarity, SCI its 1-5 score).
  if (label !== '' && (SII_LEVELLED_GROUPS as readonly Group[]).includes(group)) measure.level = label;
  return measure;
}

/** A measure of GOT, BIS or SCI must name one Holland theme with its letter (any case). */
function checkThemeMeasure(group: Group, measure: SiiMeasure, index: number): ThemeMeasure {
  const at = `${group}[${index}]`;
  const info = HOLLAND_THEME_INFO.find((t) => t.theme === measure.theme.trim().toLowerCase());
  if (info === undefined) throw new ScoringError('invalid_answer', `${at}.theme "${measure.theme}" is not a Holland theme`, at);
  if (measure.themeCode.trim().toUpperCase() !== info.letter) {
    throw new ScoringError('invalid_answer', `${at}.themeCode "${measure.themeCode}" does not match ${info.name}`, at);
  }
  return { ...measure, theme: info.theme, themeCode: info.letter };
}

/** GOT and SCI hold exactly one measure per theme. */
function checkOnePerTheme(group: Group, measures: readonly ThemeMeasure[]): void {
  if (measures.length !== HOLLAND_THEME_INFO.length) {
    throw new ScoringError('wrong_length', `${group} must have 6 themes, got ${measures.length}`, group);
  }
  for (const info of HOLLAND_THEME_INFO) {
    const count = measures.filter((m) => m.theme === info.theme).length;
    if (count !== 1) throw new ScoringError('invalid_answer', `${group} must have ${info.name} exactly once`, group);
  }
}

export interface CheckedSiiInput extends SiiInput {
  siiMeasures: {
    GOT: ThemeMeasure[];
    BIS: ThemeMeasure[];
    OS: SiiMeasure[];
    PSS: SiiMeasure[];
    SCI: ThemeMeasure[];
  };
}

/**
 * Validates a synced Strong result by hand (no schema library) and returns it normalised
 * (gender 'm' | 'f' | 'other', lower-case themes, upper-case letters, a GOT, BIS or OS scale's
 * provider level trimmed and kept only when not blank). Throws ScoringError:
 * 'missing_answer', 'invalid_answer', 'wrong_length' or 'out_of_range'. No item text is involved.
 */
export function checkSiiInput(input: unknown): CheckedSiiInput {
  if (!isObject(input)) throw new ScoringError('invalid_answer', 'SII result must be an object');
  const gender = normaliseSiiGender(input.gender);
  const measures = input.siiMeasures;
  if (!isObject(measures)) throw new ScoringError('missing_answer', 'siiMeasures is missing', 'siiMeasures');
  const lists = {} as Record<Group, SiiMeasure[]>;
  for (const group of GROUPS) {
    const list = measures[group];
    if (!Array.isArray(list)) throw new ScoringError('missing_answer', `siiMeasures.${group} is missing`, group);
    lists[group] = list.map((raw, index) => checkMeasure(group, raw, index));
  }
  const GOT = lists.GOT.map((m, i) => checkThemeMeasure('GOT', m, i));
  const BIS = lists.BIS.map((m, i) => checkThemeMeasure('BIS', m, i));
  const SCI = lists.SCI.map((m, i) => checkThemeMeasure('SCI', m, i));
  checkOnePerTheme('GOT', GOT);
  checkOnePerTheme('SCI', SCI);
  const result: CheckedSiiInput = { gender, siiMeasures: { GOT, BIS, OS: lists.OS, PSS: lists.PSS, SCI } };
  if (input.pdfData !== undefined) {
    if (!isObject(input.pdfData)) throw new ScoringError('invalid_answer', 'pdfData must be an object', 'pdfData');
    result.pdfData = { got: input.pdfData.got, sci: input.pdfData.sci };
  }
  return result;
}
