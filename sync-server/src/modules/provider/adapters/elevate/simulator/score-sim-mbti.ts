import { MBTI_DICHOTOMIES } from '@career/scoring/mbti/mbti-scales';
import type { z } from 'zod';
import type { mbtiProviderResult } from '../elevate-api';
import type { SimAnswers } from './sim-answers';
import { answerOf } from './sim-answers';
import { MBTI_SIM_ITEMS } from './sim-questionnaires';

/*
 * SIMULATOR ARITHMETIC, not the real instrument: scores the simulator's own 12 items (ours, not
 * MBTI items) into the provider's result shape so the demo can show a plausible type.
 */

export type SimMbtiResult = z.infer<typeof mbtiProviderResult>;

/** Each dichotomy's three answers (-2..2) summed (-6..6) and scaled to the provider's -30..30. */
const LEVEL_PER_POINT = 5;

/**
 * The provider-shaped MBTI result of a complete set of answers (q1..q12, each -2..2; negative
 * towards E, S, T, J). The letter of a level of 0 is the second pole (I, N, F, P). Throws a
 * RangeError when an answer is missing or out of range.
 */
export function scoreSimMbti(answers: SimAnswers): SimMbtiResult {
  const levels = MBTI_DICHOTOMIES.map((dichotomy) => {
    const sum = MBTI_SIM_ITEMS.filter((item) => item.dichotomy === dichotomy.id).reduce((total, item) => total + answerOf(answers, item.id, -2, 2), 0);
    const level = sum * LEVEL_PER_POINT;
    return { id: dichotomy.id, level, letter: level < 0 ? dichotomy.first.letter : dichotomy.second.letter };
  });
  const levelOf = (id: string) => levels.find((entry) => entry.id === id)?.level ?? 0;
  return {
    wholeType: levels.map((entry) => entry.letter).join(''),
    EI: levelOf('EI'),
    SN: levelOf('SN'),
    TF: levelOf('TF'),
    JP: levelOf('JP'),
  };
}
