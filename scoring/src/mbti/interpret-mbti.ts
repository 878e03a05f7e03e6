import { ScoringError } from '../scoring-error';
import { SCORING_VERSION } from '../scoring-version';
import { MBTI_DEFINITION } from './mbti-definition';
import { MBTI_CLARITY_BANDS, MBTI_DICHOTOMIES, MBTI_MAX_LEVEL } from './mbti-scales';
import type { MbtiClarityLabel, MbtiDichotomyResult, MbtiResult } from './mbti-types';

/** The clarity label of an absolute level 0..30. */
export function mbtiClarityLabel(clarity: number): MbtiClarityLabel {
  const band = MBTI_CLARITY_BANDS.find((b) => clarity >= b.min && clarity <= b.max);
  if (band === undefined) throw new ScoringError('out_of_range', `Clarity ${clarity} is outside 0-${MBTI_MAX_LEVEL}`);
  return band.label;
}

/**
 * Interprets the provider's MBTI result. Each level must be an integer in -30..30; negative
 * means the first pole (E, S, T, J), positive the second (I, N, F, P). wholeType must be four
 * letters (one per dichotomy, any case); for a level of 0 its letter decides, and a non-zero
 * level that contradicts it is rejected, so a flipped sign convention cannot go unnoticed.
 * Throws ScoringError 'invalid_answer' or 'out_of_range'. No MBTI item text is involved.
 */
export function interpretMbti(input: unknown): MbtiResult {
  if (typeof input !== 'object' || input === null) throw new ScoringError('invalid_answer', 'MBTI result must be an object');
  const record = input as Record<string, unknown>;
  const wholeType = typeof record.wholeType === 'string' ? record.wholeType.toUpperCase() : '';
  if (!/^[EI][SN][TF][JP]$/.test(wholeType)) {
    throw new ScoringError('invalid_answer', `wholeType "${String(record.wholeType)}" is not a four-letter type`, 'wholeType');
  }
  const dichotomies = MBTI_DICHOTOMIES.map((dichotomy, index): MbtiDichotomyResult => {
    const level = record[dichotomy.id];
    if (typeof level !== 'number' || !Number.isInteger(level)) {
      throw new ScoringError('invalid_answer', `${dichotomy.id} must be an integer`, dichotomy.id);
    }
    if (level < -MBTI_MAX_LEVEL || level > MBTI_MAX_LEVEL) {
      throw new ScoringError('out_of_range', `${dichotomy.id} ${level} is outside -30..30`, dichotomy.id);
    }
    const typeLetter = wholeType[index];
    const pole = level < 0 ? 'first' : level > 0 ? 'second' : typeLetter === dichotomy.first.letter ? 'first' : 'second';
    const letter = dichotomy[pole].letter;
    if (letter !== typeLetter) {
      throw new ScoringError('invalid_answer', `${dichotomy.id} ${level} contradicts wholeType ${wholeType}`, dichotomy.id);
    }
    const clarity = Math.abs(level);
    return {
      id: dichotomy.id,
      first: dichotomy.first,
      second: dichotomy.second,
      level,
      letter,
      pole,
      clarity,
      clarityLabel: mbtiClarityLabel(clarity),
      firstBar: pole === 'first' ? clarity : 0,
      secondBar: pole === 'second' ? clarity : 0,
      barPercent: Math.round((clarity / MBTI_MAX_LEVEL) * 10000) / 100,
    };
  });
  return {
    scoringVersion: SCORING_VERSION,
    instrumentVersion: MBTI_DEFINITION.instrumentVersion,
    wholeType: dichotomies.map((d) => d.letter).join(''),
    dichotomies,
  };
}
