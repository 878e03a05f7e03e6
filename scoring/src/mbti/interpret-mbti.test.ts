import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCORING_VERSION } from '../scoring-version';
import { checkMbtiAnswer } from './check-mbti-answer';
import { interpretMbti, mbtiClarityLabel } from './interpret-mbti';
import { MBTI_DEFINITION } from './mbti-definition';
import { mbtiTypeFromLevels } from './mbti-type-from-levels';

describe('mbtiClarityLabel', () => {
  it.each([
    [0, 'Slight'],
    [1, 'Slight'],
    [5, 'Slight'],
    [6, 'Moderate'],
    [15, 'Moderate'],
    [16, 'Clear'],
    [25, 'Clear'],
    [26, 'Very Clear'],
    [30, 'Very Clear'],
  ])('clarity %i is %s', (clarity, label) => {
    expect(mbtiClarityLabel(clarity)).toBe(label);
  });

  it('rejects 31', () => {
    expect(() => mbtiClarityLabel(31)).toThrow(expect.objectContaining({ code: 'out_of_range' }) as unknown as Error);
  });
});

describe('interpretMbti', () => {
  it('interprets a realistic mixed result (INTJ) into letters, bars and labels', () => {
    const result = interpretMbti({ wholeType: 'INTJ', EI: 21, SN: 6, TF: -5, JP: -30 });
    expect(result.scoringVersion).toBe(SCORING_VERSION);
    expect(result.instrumentVersion).toBe('1');
    expect(result.wholeType).toBe('INTJ');
    expect(result.dichotomies.map((d) => [d.id, d.letter, d.pole, d.clarity, d.clarityLabel, d.firstBar, d.secondBar, d.barPercent])).toEqual([
      ['EI', 'I', 'second', 21, 'Clear', 0, 21, 70],
      ['SN', 'N', 'second', 6, 'Moderate', 0, 6, 20],
      ['TF', 'T', 'first', 5, 'Slight', 5, 0, 16.67],
      ['JP', 'J', 'first', 30, 'Very Clear', 30, 0, 100],
    ]);
    expect(result.dichotomies[0]).toMatchObject({ first: { letter: 'E', name: 'Extraversion' }, second: { letter: 'I', name: 'Introversion' }, level: 21 });
  });

  it.each<[string, Record<string, number>, string, string[]]>([
    ['all -30 (ESTJ, every bar full on the left)', { EI: -30, SN: -30, TF: -30, JP: -30 }, 'ESTJ', ['Very Clear', 'Very Clear', 'Very Clear', 'Very Clear']],
    ['all +30 (INFP, every bar full on the right)', { EI: 30, SN: 30, TF: 30, JP: 30 }, 'INFP', ['Very Clear', 'Very Clear', 'Very Clear', 'Very Clear']],
    ['band edges 5/6/15/16', { EI: -5, SN: 6, TF: -15, JP: 16 }, 'ENTP', ['Slight', 'Moderate', 'Moderate', 'Clear']],
    ['band edges 25/26/1/-1', { EI: 25, SN: -26, TF: 1, JP: -1 }, 'ISFJ', ['Clear', 'Very Clear', 'Slight', 'Slight']],
  ])('%s', (_name, levels, type, labels) => {
    const result = interpretMbti({ wholeType: type, ...levels });
    expect(result.wholeType).toBe(type);
    expect(result.dichotomies.map((d) => d.clarityLabel)).toEqual(labels);
    for (const d of result.dichotomies) {
      expect(d.firstBar + d.secondBar).toBe(Math.abs(d.level));
      expect(Math.min(d.firstBar, d.secondBar)).toBe(0);
    }
  });

  it('takes the letter of wholeType for a level of 0, with empty bars', () => {
    const e = interpretMbti({ wholeType: 'ESTJ', EI: 0, SN: -10, TF: -10, JP: -10 });
    expect(e.dichotomies[0]).toMatchObject({ letter: 'E', pole: 'first', clarity: 0, clarityLabel: 'Slight', firstBar: 0, secondBar: 0 });
    const i = interpretMbti({ wholeType: 'istj', EI: 0, SN: -10, TF: -10, JP: -10 });
    expect(i.wholeType).toBe('ISTJ');
    expect(i.dichotomies[0]).toMatchObject({ letter: 'I', pole: 'second' });
  });

  it.each<[string, unknown, string]>([
    ['not an object', 'INTJ', 'invalid_answer'],
    ['missing wholeType', { EI: 1, SN: 1, TF: 1, JP: 1 }, 'invalid_answer'],
    ['bad wholeType', { wholeType: 'IXTJ', EI: 1, SN: 1, TF: -1, JP: -1 }, 'invalid_answer'],
    ['five letters', { wholeType: 'INTJA', EI: 1, SN: 1, TF: -1, JP: -1 }, 'invalid_answer'],
    ['31', { wholeType: 'INTJ', EI: 31, SN: 1, TF: -1, JP: -1 }, 'out_of_range'],
    ['-31', { wholeType: 'INTJ', EI: 1, SN: 1, TF: -1, JP: -31 }, 'out_of_range'],
    ['a fraction', { wholeType: 'INTJ', EI: 1.5, SN: 1, TF: -1, JP: -1 }, 'invalid_answer'],
    ['a string level', { wholeType: 'INTJ', EI: '12', SN: 1, TF: -1, JP: -1 }, 'invalid_answer'],
    ['a missing level', { wholeType: 'INTJ', EI: 1, SN: 1, TF: -1 }, 'invalid_answer'],
    ['NaN', { wholeType: 'INTJ', EI: Number.NaN, SN: 1, TF: -1, JP: -1 }, 'invalid_answer'],
    ['a sign that contradicts the type', { wholeType: 'INTJ', EI: -12, SN: 1, TF: -1, JP: -1 }, 'invalid_answer'],
  ])('rejects %s', (_name, input, code) => {
    expect(() => interpretMbti(input)).toThrow(expect.objectContaining({ code }) as unknown as Error);
  });
});

describe('MBTI properties', () => {
  const level = fc.integer({ min: -30, max: 30 });
  const levels = fc.record({ EI: level, SN: level, TF: level, JP: level });

  it('outputs stay in range and the letters follow the signs', () => {
    fc.assert(
      fc.property(levels, (l) => {
        const result = interpretMbti({ wholeType: mbtiTypeFromLevels(l), ...l });
        expect(result.wholeType).toBe(mbtiTypeFromLevels(l));
        for (const d of result.dichotomies) {
          expect(d.clarity).toBeGreaterThanOrEqual(0);
          expect(d.clarity).toBeLessThanOrEqual(30);
          expect(d.firstBar).toBeGreaterThanOrEqual(0);
          expect(d.secondBar).toBeLessThanOrEqual(30);
          expect(d.barPercent).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('every letter flips when every sign flips', () => {
    const nonZero = fc.integer({ min: 1, max: 30 }).chain((n) => fc.constantFrom(n, -n));
    fc.assert(
      fc.property(fc.record({ EI: nonZero, SN: nonZero, TF: nonZero, JP: nonZero }), (l) => {
        const flipped = { EI: -l.EI, SN: -l.SN, TF: -l.TF, JP: -l.JP };
        const a = interpretMbti({ wholeType: mbtiTypeFromLevels(l), ...l });
        const b = interpretMbti({ wholeType: mbtiTypeFromLevels(flipped), ...flipped });
        const opposite: Record<string, string> = { E: 'I', I: 'E', S: 'N', N: 'S', T: 'F', F: 'T', J: 'P', P: 'J' };
        expect([...b.wholeType]).toEqual([...a.wholeType].map((x) => opposite[x]));
        a.dichotomies.forEach((d, i) => {
          expect(b.dichotomies[i]?.firstBar).toBe(d.secondBar);
          expect(b.dichotomies[i]?.clarityLabel).toBe(d.clarityLabel);
        });
      }),
    );
  });
});

describe('mbtiTypeFromLevels', () => {
  it('sends 0 to I, N, F, P', () => {
    expect(mbtiTypeFromLevels({ EI: 0, SN: 0, TF: 0, JP: 0 })).toBe('INFP');
    expect(mbtiTypeFromLevels({ EI: -1, SN: -1, TF: -1, JP: -1 })).toBe('ESTJ');
  });
});

describe('checkMbtiAnswer', () => {
  it.each([['m'], ['f'], ['other'], [['f']]])('accepts %j', (answer) => {
    expect(checkMbtiAnswer(answer)).toBe(Array.isArray(answer) ? answer[0] : answer);
  });

  it.each<[unknown, string]>([
    [undefined, 'missing_answer'],
    [null, 'missing_answer'],
    ['', 'missing_answer'],
    [[], 'missing_answer'],
    ['M', 'invalid_answer'],
    ['1', 'invalid_answer'],
    [1, 'invalid_answer'],
    [['m', 'f'], 'invalid_answer'],
  ])('rejects %j', (answer, code) => {
    expect(() => checkMbtiAnswer(answer)).toThrow(expect.objectContaining({ code }) as unknown as Error);
  });
});

describe('MBTI definition', () => {
  it('is the myers-briggs step with one question', () => {
    expect(MBTI_DEFINITION).toMatchObject({ id: 'myers-briggs', totalQuestions: 1, maxLevel: 30 });
    expect(MBTI_DEFINITION.genderChoices.map((g) => g.value)).toEqual(['m', 'f', 'other']);
    expect(MBTI_DEFINITION.clarityBands.map((b) => [b.label, b.min, b.max])).toEqual([
      ['Slight', 0, 5],
      ['Moderate', 6, 15],
      ['Clear', 16, 25],
      ['Very Clear', 26, 30],
    ]);
  });
});
