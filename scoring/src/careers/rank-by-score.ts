import { isBefore } from './fit-order';
import type { FitScores } from './fit-table';

/** Buckets up to this size are sorted by insertion, larger ones by a comparison sort. */
const INSERTION_MAX = 32;

/** The candidates (all indexes when absent) as a fresh array, each checked to be a distinct index of the scores. */
export function candidateIndexes(size: number, candidates: Int32Array | readonly number[] | undefined): Int32Array {
  if (candidates === undefined) {
    const all = new Int32Array(size);
    for (let i = 0; i < size; i += 1) all[i] = i;
    return all;
  }
  const indexes = Int32Array.from(candidates);
  const seen = new Uint8Array(size);
  for (let i = 0; i < indexes.length; i += 1) {
    const index = indexes[i] as number;
    if (!(index >= 0 && index < size) || index !== candidates[i]) throw new RangeError(`Candidate ${candidates[i]} is outside the ${size} scores`);
    if (seen[index] === 1) throw new RangeError(`Candidate ${index} is given twice`);
    seen[index] = 1;
  }
  return indexes;
}

/**
 * Table indexes in the order of ideas (fit-order.ts): score descending; ties by correlation, then
 * valuesFit (NaN last), then index. `candidates` (any order, no repeats) ranks only those indexes,
 * e.g. one Job Zone's. A bucket sort on the score (one bucket per idea over the scores' range,
 * each bucket then sorted by the full order), O(n) for the usual spread of scores; a pile-up in
 * one bucket (equal scores) costs a comparison sort of that bucket only.
 */
export function rankByScore(scores: FitScores, candidates?: Int32Array | readonly number[]): Int32Array {
  const { score, correlation, valuesFit } = scores;
  const indexes = candidateIndexes(score.length, candidates);
  const count = indexes.length;
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < count; i += 1) {
    const value = score[indexes[i] as number] as number;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  const last = count - 1;
  const span = high - low;
  const scale = span > 0 && span < Infinity ? last / span : 0;
  // Bucket 0 holds the highest scores; NaN scores go to the last bucket.
  const bucketOf = new Int32Array(count);
  const starts = new Int32Array(count + 1);
  for (let i = 0; i < count; i += 1) {
    const value = score[indexes[i] as number] as number;
    // scale 0 (one score, or an infinite one): every idea in the last bucket, sorted by comparison.
    const step = scale === 0 ? 0 : Math.floor((value - low) * scale);
    const bucket = value === value ? Math.min(last, Math.max(0, last - step)) : last;
    bucketOf[i] = bucket;
    starts[bucket + 1] = (starts[bucket + 1] as number) + 1;
  }
  for (let bucket = 0; bucket < count; bucket += 1) starts[bucket + 1] = (starts[bucket + 1] as number) + (starts[bucket] as number);
  const ranked = new Int32Array(count);
  const next = starts.slice(0, count);
  for (let i = 0; i < count; i += 1) {
    const bucket = bucketOf[i] as number;
    ranked[next[bucket] as number] = indexes[i] as number;
    next[bucket] = (next[bucket] as number) + 1;
  }
  const isBeforeOf = isBefore;
  const before = (a: number, b: number): boolean =>
    isBeforeOf(score[a] as number, correlation[a] as number, valuesFit[a] as number, a, score[b] as number, correlation[b] as number, valuesFit[b] as number, b);
  for (let bucket = 0; bucket < count; bucket += 1) {
    const start = starts[bucket] as number;
    const end = starts[bucket + 1] as number;
    if (end - start <= 1) continue;
    if (end - start > INSERTION_MAX) {
      ranked.subarray(start, end).sort((a, b) => (before(a, b) ? -1 : 1));
      continue;
    }
    for (let p = start + 1; p < end; p += 1) {
      const index = ranked[p] as number;
      let q = p - 1;
      while (q >= start && before(index, ranked[q] as number)) {
        ranked[q + 1] = ranked[q] as number;
        q -= 1;
      }
      ranked[q + 1] = index;
    }
  }
  return ranked;
}
