/**
 * Pearson r of two six-number profiles as one dot product of unit vectors, so the batch path
 * (fit-table.ts) can store each occupation's vector once and get bit-identical results.
 *
 * r = sum((x - mean x)(y - mean y)) / sqrt(sum((x - mean x)^2) sum((y - mean y)^2))
 *   = unit(x) . unit(y), with unit(v) = (v - mean v) / |v - mean v|.
 */

/**
 * A profile no more spread than this, relative to its largest absolute value, is flat (all equal
 * up to rounding): its unit vector is all zeros, so it correlates 0 with any profile.
 */
const FLAT_TOLERANCE = 1e-9;

/** The centred, unit-length six numbers of `values` (zeros when flat), written at `out[offset..+5]`. */
export function writeUnitProfile(values: readonly number[], out: Float64Array, offset: number): void {
  const v0 = values[0] ?? 0;
  const v1 = values[1] ?? 0;
  const v2 = values[2] ?? 0;
  const v3 = values[3] ?? 0;
  const v4 = values[4] ?? 0;
  const v5 = values[5] ?? 0;
  const mean = (v0 + v1 + v2 + v3 + v4 + v5) / 6;
  const d0 = v0 - mean;
  const d1 = v1 - mean;
  const d2 = v2 - mean;
  const d3 = v3 - mean;
  const d4 = v4 - mean;
  const d5 = v5 - mean;
  const norm = Math.sqrt(d0 * d0 + d1 * d1 + d2 * d2 + d3 * d3 + d4 * d4 + d5 * d5);
  const scale = Math.max(1, Math.abs(v0), Math.abs(v1), Math.abs(v2), Math.abs(v3), Math.abs(v4), Math.abs(v5));
  if (!(norm > FLAT_TOLERANCE * scale)) {
    out.fill(0, offset, offset + 6);
    return;
  }
  out[offset] = d0 / norm;
  out[offset + 1] = d1 / norm;
  out[offset + 2] = d2 / norm;
  out[offset + 3] = d3 / norm;
  out[offset + 4] = d4 / norm;
  out[offset + 5] = d5 / norm;
}

export function unitProfile(values: readonly number[]): Float64Array {
  const out = new Float64Array(6);
  writeUnitProfile(values, out, 0);
  return out;
}

/** Whether a unit profile is the flat one (all zeros). */
export function isFlatProfile(unit: Float64Array): boolean {
  return unit.every((v) => v === 0);
}

/** unit(x) . unit(y) at the given offsets, clamped to -1..1 (rounding can overshoot by an ulp). */
export function unitCorrelation(a: Float64Array, aOffset: number, b: Float64Array, bOffset: number): number {
  const dot =
    (a[aOffset] as number) * (b[bOffset] as number) +
    (a[aOffset + 1] as number) * (b[bOffset + 1] as number) +
    (a[aOffset + 2] as number) * (b[bOffset + 2] as number) +
    (a[aOffset + 3] as number) * (b[bOffset + 3] as number) +
    (a[aOffset + 4] as number) * (b[bOffset + 4] as number) +
    (a[aOffset + 5] as number) * (b[bOffset + 5] as number);
  return dot > 1 ? 1 : dot < -1 ? -1 : dot;
}
