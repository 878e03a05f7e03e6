/** Rounds half away from zero to `decimals` places (e.g. progress to 2, T-scores to 1). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.sign(value) * Math.round(Math.abs(value) * factor + Number.EPSILON * factor) / factor;
  return rounded === 0 ? 0 : rounded;
}
