/**
 * Indexes ranked by fit, highest first; equal fits by index ascending (the table is in job-title
 * order, so ties read alphabetically). `candidates` (any order, no repeats) ranks only those
 * indexes, e.g. one Job Zone's. Integer fits 0..100 (scoreFitTable's) are ranked by a counting
 * sort, O(n); any other value falls back to a comparison sort (NaN last).
 */
export function rankByFit(fits: Float32Array, candidates?: Int32Array | readonly number[]): Int32Array {
  const indexes = candidateIndexes(fits.length, candidates);
  return allSmallIntegers(fits, indexes) ? countingRank(fits, indexes) : comparisonRank(fits, indexes);
}

const FIT_MAX = 100;

function candidateIndexes(size: number, candidates: Int32Array | readonly number[] | undefined): Int32Array {
  if (candidates === undefined) {
    const all = new Int32Array(size);
    for (let i = 0; i < size; i += 1) all[i] = i;
    return all;
  }
  const indexes = Int32Array.from(candidates);
  for (let i = 0; i < indexes.length; i += 1) {
    const index = indexes[i] as number;
    if (index < 0 || index >= size) throw new RangeError(`Candidate ${index} is outside the ${size} fits`);
  }
  let ascending = true;
  for (let i = 1; i < indexes.length && ascending; i += 1) ascending = (indexes[i - 1] as number) < (indexes[i] as number);
  // A typed array sorts numerically.
  return ascending ? indexes : indexes.sort();
}

function allSmallIntegers(fits: Float32Array, indexes: Int32Array): boolean {
  for (let i = 0; i < indexes.length; i += 1) {
    const fit = fits[indexes[i] as number] as number;
    if (!(fit >= 0 && fit <= FIT_MAX && Number.isInteger(fit))) return false;
  }
  return true;
}

/** Buckets 100 down to 0; indexes arrive ascending, so each bucket keeps them ascending. */
function countingRank(fits: Float32Array, indexes: Int32Array): Int32Array {
  const starts = new Int32Array(FIT_MAX + 2);
  for (let i = 0; i < indexes.length; i += 1) {
    const next = FIT_MAX - (fits[indexes[i] as number] as number) + 1;
    starts[next] = (starts[next] as number) + 1;
  }
  for (let bucket = 1; bucket <= FIT_MAX + 1; bucket += 1) starts[bucket] = (starts[bucket] as number) + (starts[bucket - 1] as number);
  const ranked = new Int32Array(indexes.length);
  for (let i = 0; i < indexes.length; i += 1) {
    const index = indexes[i] as number;
    const bucket = FIT_MAX - (fits[index] as number);
    ranked[starts[bucket] as number] = index;
    starts[bucket] = (starts[bucket] as number) + 1;
  }
  return ranked;
}

function comparisonRank(fits: Float32Array, indexes: Int32Array): Int32Array {
  const key = (index: number): number => {
    const fit = fits[index] as number;
    return Number.isNaN(fit) ? -Infinity : fit;
  };
  return indexes.slice().sort((a, b) => key(b) - key(a) || a - b);
}
