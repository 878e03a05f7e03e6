import { interpretMbti } from '@career/scoring/mbti/interpret-mbti';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mbtiProviderResult } from '../elevate-api';
import { scoreSimMbti } from './score-sim-mbti';
import { MBTI_SIM_ITEMS } from './sim-questionnaires';

const all = (value: number) => Object.fromEntries(MBTI_SIM_ITEMS.map((item) => [item.id, value]));

describe('scoreSimMbti (simulator arithmetic)', () => {
  it('sums each dichotomy and scales by 5: all A is ESTJ at -30, all B is INFP at 30', () => {
    expect(scoreSimMbti(all(-2))).toEqual({ wholeType: 'ESTJ', EI: -30, SN: -30, TF: -30, JP: -30 });
    expect(scoreSimMbti(all(2))).toEqual({ wholeType: 'INFP', EI: 30, SN: 30, TF: 30, JP: 30 });
  });

  it('gives a level of 0 the second pole (I, N, F, P)', () => {
    expect(scoreSimMbti(all(0))).toEqual({ wholeType: 'INFP', EI: 0, SN: 0, TF: 0, JP: 0 });
  });

  it('scores a mixed set per dichotomy', () => {
    const answers = { ...all(0), q1: -2, q2: -1, q3: 1, q4: 2, q5: 2, q6: 1, q7: -1, q10: 1 };
    expect(scoreSimMbti(answers)).toEqual({ wholeType: 'ENTP', EI: -10, SN: 25, TF: -5, JP: 5 });
  });

  it('refuses a missing or out-of-range answer', () => {
    const { q5: _q5, ...missing } = all(1);
    expect(() => scoreSimMbti(missing)).toThrow(RangeError);
    expect(() => scoreSimMbti({ ...all(1), q5: 3 })).toThrow(RangeError);
  });

  it('always fits the wire schema and interprets without error', () => {
    const answer = fc.integer({ min: -2, max: 2 });
    fc.assert(
      fc.property(fc.array(answer, { minLength: 12, maxLength: 12 }), (values) => {
        const result = scoreSimMbti(Object.fromEntries(values.map((value, i) => [`q${i + 1}`, value])));
        expect(mbtiProviderResult.parse(result)).toEqual(result);
        expect(interpretMbti(result).wholeType).toBe(result.wholeType);
      }),
    );
  });
});
