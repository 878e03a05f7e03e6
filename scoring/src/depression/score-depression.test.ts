import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCORING_VERSION } from '../scoring-version';
import type { ScoringError } from '../scoring-error';
import type { DepressionDefinition } from './depression-definition';
import { depressionDefinition } from './depression-definition';
import { depressionLevelOf, scoreDepression } from './score-depression';

const SAFETY_INDEX = 8; // group 9, thoughts of ending one's life

/** 21 answers with the given total, spread over the groups, leaving the safety group at 0. */
function answersWithTotal(total: number): string[] {
  const values = Array.from({ length: 21 }, () => 0);
  let left = total;
  for (let index = 0; index < 21 && left > 0; index += 1) {
    if (index === SAFETY_INDEX) continue;
    const value = Math.min(3, left);
    values[index] = value;
    left -= value;
  }
  return values.map(String);
}

describe('scoreDepression: hand-scored fixtures', () => {
  it.each([
    ['all minimum', Array(21).fill('0'), 0, 'minimal', false, null],
    ['all maximum', Array(21).fill('3'), 63, 'high', true, 'plans'],
    ['all ones', Array(21).fill('1'), 21, 'moderate', true, 'thoughts'],
    // 1+0+2+1+0+0+1+2+0+0+1+1+2+0+2+1+0+1+2+3+0 = 20
    ['realistic mixed', ['1', '0', '2', '1', '0', '0', '1', '2', '0', '0', '1', '1', '2', '0', '2', '1', '0', '1', '2', '3', '0'], 20, 'mild', false, null],
    // 2+2+1+3+1+0+2+1+1+1+0+2+1+1+2+2+1+2+1+2+0 = 28
    ['mixed with a safety answer', ['2', '2', '1', '3', '1', '0', '2', '1', '1', '1', '0', '2', '1', '1', '2', '2', '1', '2', '1', '2', '0'], 28, 'moderate', true, 'thoughts'],
  ])('%s', (_name, answers, score, level, safetyFlag, safetyLevel) => {
    expect(scoreDepression(answers)).toEqual({
      score,
      depressionLevel: level,
      safetyFlag,
      safetyLevel,
      scoringVersion: SCORING_VERSION,
      instrumentVersion: depressionDefinition.instrumentVersion,
    });
  });

  it.each([
    [0, 'minimal'],
    [13, 'minimal'],
    [14, 'mild'],
    [20, 'mild'],
    [21, 'moderate'],
    [29, 'moderate'],
    [30, 'high'],
    [60, 'high'],
  ])('band boundary: total %d is %s', (total, level) => {
    const result = scoreDepression(answersWithTotal(total));
    expect(result.score).toBe(total);
    expect(result.depressionLevel).toBe(level);
    expect(result.safetyFlag).toBe(false);
  });

  it.each([
    ['0', false],
    ['1', true],
    ['2', true],
    ['3', true],
  ])('the self-harm group answered %s raises the flag: %s', (value, flag) => {
    const answers = Array<string>(21).fill('0');
    answers[SAFETY_INDEX] = value;
    expect(scoreDepression(answers).safetyFlag).toBe(flag);
    // no other group raises it
    const elsewhere = Array<string>(21).fill('3');
    elsewhere[SAFETY_INDEX] = '0';
    expect(scoreDepression(elsewhere).safetyFlag).toBe(false);
  });
});

describe('scoreDepression: bands are data', () => {
  it('scores with the published BDI-II bands when a definition carries them', () => {
    const published: DepressionDefinition = {
      ...depressionDefinition,
      bands: [
        { level: 'minimal', label: 'Minimal', min: 0, max: 13 },
        { level: 'mild', label: 'Mild', min: 14, max: 19 },
        { level: 'moderate', label: 'Moderate', min: 20, max: 28 },
        { level: 'high', label: 'Severe', min: 29, max: 63 },
      ],
    };
    expect(scoreDepression(answersWithTotal(20)).depressionLevel).toBe('mild');
    expect(scoreDepression(answersWithTotal(20), published).depressionLevel).toBe('moderate');
    expect(scoreDepression(answersWithTotal(29), published).depressionLevel).toBe('high');
  });

  it('refuses a score no band holds', () => {
    expect(() => depressionLevelOf(64)).toThrow(expect.objectContaining({ code: 'out_of_range' }) as ScoringError);
  });
});

describe('scoreDepression: malformed answers', () => {
  it.each([
    ['too few answers', Array(20).fill('0'), 'wrong_length', undefined],
    ['too many answers', Array(22).fill('0'), 'wrong_length', undefined],
    ['not a list', '000', 'invalid_answer', undefined],
    ['a 4', [...Array(5).fill('0'), '4', ...Array(15).fill('0')], 'out_of_range', 5],
    ['a -1', [...Array(20).fill('0'), '-1'], 'out_of_range', 20],
    ['a letter', ['a', ...Array(20).fill('0')], 'invalid_answer', 0],
    ['a null', [...Array(3).fill('0'), null, ...Array(17).fill('0')], 'missing_answer', 3],
  ])('%s', (_name, answers, code, at) => {
    expect(() => scoreDepression(answers)).toThrow(expect.objectContaining({ code, at }) as ScoringError);
  });
});

describe('scoreDepression: properties', () => {
  const answers = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 21, maxLength: 21 });

  it('the score is the sum, stays in 0..63 and its level holds it', () => {
    fc.assert(
      fc.property(answers, (values) => {
        const result = scoreDepression(values.map(String));
        expect(result.score).toBe(values.reduce((a, b) => a + b, 0));
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(63);
        const band = depressionDefinition.bands.find((candidate) => candidate.level === result.depressionLevel);
        expect(band !== undefined && result.score >= band.min && result.score <= band.max).toBe(true);
        expect(result.safetyFlag).toBe((values[SAFETY_INDEX] ?? 0) > 0);
      }),
    );
  });

  it('raising any answer never lowers the level', () => {
    const order = depressionDefinition.bands.map((band) => band.level);
    fc.assert(
      fc.property(answers, fc.integer({ min: 0, max: 20 }), (values, index) => {
        const raised = [...values];
        raised[index] = Math.min(3, (raised[index] ?? 0) + 1);
        const before = order.indexOf(scoreDepression(values.map(String)).depressionLevel);
        const after = order.indexOf(scoreDepression(raised.map(String)).depressionLevel);
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});
