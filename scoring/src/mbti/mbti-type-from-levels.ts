import { MBTI_DICHOTOMIES } from './mbti-scales';
import type { MbtiDichotomyId } from './mbti-types';

/**
 * The four letters the signs of the levels give: negative -> E/S/T/J, positive -> I/N/F/P.
 * A level of 0 goes to the second pole (I, N, F, P), the MBTI's own tie rule.
 */
export function mbtiTypeFromLevels(levels: Readonly<Record<MbtiDichotomyId, number>>): string {
  return MBTI_DICHOTOMIES.map((d) => (levels[d.id] < 0 ? d.first.letter : d.second.letter)).join('');
}
