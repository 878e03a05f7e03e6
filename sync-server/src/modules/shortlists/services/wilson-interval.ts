/** z for a two-sided 95% interval. */
export const Z_95 = 1.96;

export interface Proportion {
  value: number;
  low: number;
  high: number;
}

/**
 * A share `successes / trials` with its Wilson score interval (Wilson 1927; the interval Newcombe
 * 1998 and Brown, Cai & DasGupta 2001 recommend for small counts: it stays inside 0..1 and is not
 * zero-width at 0 or n successes). Null without trials. Pure.
 */
export function wilsonInterval(successes: number, trials: number, z: number = Z_95): Proportion | null {
  if (!(trials > 0)) return null;
  if (!(successes >= 0 && successes <= trials)) throw new RangeError(`${successes} successes of ${trials} trials`);
  const share = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (share + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((share * (1 - share)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { value: share, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
