/** A six-number profile's entries by value, for sentences that name its highs and lows. */
export interface RankedProfile {
  /** Entry indexes, highest value first; equal values keep index order. */
  order: number[];
  /** Whether the first `count` entries are settled as a set: the count-th value is above the next. */
  settled: (count: number) => boolean;
}

export function rankedProfile(values: readonly number[]): RankedProfile {
  const order = values.map((_, index) => index).sort((a, b) => (values[b] as number) - (values[a] as number) || a - b);
  const at = (rank: number): number => values[order[rank] as number] as number;
  return { order, settled: (count) => count >= 1 && count < order.length && at(count - 1) > at(count) };
}
