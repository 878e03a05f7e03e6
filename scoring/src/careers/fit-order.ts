/**
 * The order of ideas (rankByScore, fitStability): score descending; equal scores by correlation
 * descending, then valuesFit descending, then table index ascending. The table is in job-title
 * order, so a title decides only when every part is equal. NaN (an unknown valuesFit) comes after
 * every number; two NaNs are equal.
 */

/** 1 when a comes first in descending order, -1 when b does, 0 when equal (NaN last). */
function descending(a: number, b: number): number {
  if (a === b) return 0;
  if (a !== a) return b !== b ? 0 : -1;
  if (b !== b) return 1;
  return a > b ? 1 : -1;
}

/** Whether idea A comes before idea B. */
export function isBefore(scoreA: number, correlationA: number, valuesA: number, indexA: number, scoreB: number, correlationB: number, valuesB: number, indexB: number): boolean {
  const byScore = descending(scoreA, scoreB);
  if (byScore !== 0) return byScore > 0;
  const byCorrelation = descending(correlationA, correlationB);
  if (byCorrelation !== 0) return byCorrelation > 0;
  const byValues = descending(valuesA, valuesB);
  if (byValues !== 0) return byValues > 0;
  return indexA < indexB;
}
