/** A six-number profile's entries by value, for sentences that name its highs and lows. */
export interface RankedProfile {
  /** Entry indexes, highest value first; equal values keep index order. */
  order: number[];
  /** Whether the first `count` entries are settled as a set: the count-th value is above the next by more than the profile's `minGap`. */
  settled: (count: number) => boolean;
}

/**
 * A gap must exceed minGap by more than this share of it: a subtraction's rounding is not a real
 * difference. Mean stars have two decimals, and 2.2 - 1.7 = 0.5000000000000002 would otherwise rank
 * where 3 - 2.5 = 0.5 does not. (With minGap 0 the comparison stays a strict "above".)
 */
const GAP_ROUNDING = 1e-9;

/**
 * `minGap`: how far apart two values must be before a sentence may rank one above the other. 0 for
 * an occupation's O*NET ratings (means of analysts' ratings, no error published); the client's
 * measured scores pass a gap their measurement error cannot bridge (CLIENT_INTEREST_GAP,
 * CLIENT_VALUE_GAP).
 */
export function rankedProfile(values: readonly number[], minGap = 0): RankedProfile {
  const order = values.map((_, index) => index).sort((a, b) => (values[b] as number) - (values[a] as number) || a - b);
  const at = (rank: number): number => values[order[rank] as number] as number;
  return { order, settled: (count) => count >= 1 && count < order.length && at(count - 1) - at(count) > minGap * (1 + GAP_ROUNDING) };
}
