import { NEO_FACET_CYCLE } from './neo-codes';
import type { JohnsonNormGroup } from './neo-norms';
import { ADULT_BAND_MINIMUM_AGES, johnsonGroup } from './norm-pools';

/** Least squares of A w = y over weights w >= 0 that add up to 1. */
export interface SimplexFit {
  weights: number[];
  /** Root mean square of A w - y at the fit. */
  rms: number;
}

function residual(rows: readonly number[][], targets: readonly number[], weights: readonly number[]): number {
  const squares = rows.reduce((sum, row, index) => {
    const fitted = row.reduce((total, value, column) => total + value * (weights[column] ?? 0), 0);
    return sum + (fitted - (targets[index] ?? 0)) ** 2;
  }, 0);
  return Math.sqrt(squares / rows.length);
}

/** Solves a small square system by Gaussian elimination with partial pivoting; null when singular. */
function solve(matrix: number[][], vector: number[]): number[] | null {
  const n = vector.length;
  const m = matrix.map((row, index) => [...row, vector[index] ?? 0]);
  for (let column = 0; column < n; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < n; row += 1) {
      if (Math.abs(m[row]?.[column] ?? 0) > Math.abs(m[pivot]?.[column] ?? 0)) pivot = row;
    }
    const pivotRow = m[pivot];
    if (pivotRow === undefined || Math.abs(pivotRow[column] ?? 0) < 1e-12) return null;
    [m[column], m[pivot]] = [pivotRow, m[column] ?? pivotRow];
    for (let row = 0; row < n; row += 1) {
      if (row === column) continue;
      const factor = (m[row]?.[column] ?? 0) / (pivotRow[column] ?? 1);
      m[row] = (m[row] ?? []).map((value, index) => value - factor * (pivotRow[index] ?? 0));
    }
  }
  return m.map((row, index) => (row[n] ?? 0) / (row[index] ?? 1));
}

/**
 * The least-squares weights on the simplex: the minimum of a convex function over the simplex is
 * the least-squares point of the face (subset of weights, adding up to 1) whose relative interior
 * holds it, so every face's constrained least-squares point is tried and the best feasible kept.
 */
export function fitSimplexWeights(rows: readonly number[][], targets: readonly number[]): SimplexFit {
  const n = rows[0]?.length ?? 0;
  let best: SimplexFit | null = null;
  for (let mask = 1; mask < 1 << n; mask += 1) {
    const members = Array.from({ length: n }, (_, index) => index).filter((index) => (mask >> index) & 1);
    const last = members.at(-1) ?? 0;
    const free = members.slice(0, -1);
    // w_last = 1 - sum(free): minimise || sum_free w_j (A_j - A_last) - (y - A_last) ||^2
    const columns = free.map((column) => rows.map((row) => (row[column] ?? 0) - (row[last] ?? 0)));
    const rhs = rows.map((row, index) => (targets[index] ?? 0) - (row[last] ?? 0));
    const normal = columns.map((first) => columns.map((second) => first.reduce((sum, value, index) => sum + value * (second[index] ?? 0), 0)));
    const right = columns.map((column) => column.reduce((sum, value, index) => sum + value * (rhs[index] ?? 0), 0));
    const solved = free.length === 0 ? [] : solve(normal, right);
    if (solved === null) continue;
    const weights = Array.from({ length: n }, () => 0);
    free.forEach((column, index) => (weights[column] = solved[index] ?? 0));
    weights[last] = 1 - solved.reduce((sum, value) => sum + value, 0);
    if (weights.some((weight) => weight < -1e-12)) continue;
    const fit = { weights: weights.map((weight) => Math.max(0, weight)), rms: residual(rows, targets, weights) };
    if (best === null || fit.rms < best.rms) best = fit;
  }
  if (best === null) throw new Error('No weights fit.');
  return best;
}

function mean(group: JohnsonNormGroup, code: string): number {
  const stat = group.facets[code];
  if (stat === undefined) throw new Error(`Johnson norms: no ${code} in ${group.label}.`);
  return stat.mean;
}

/**
 * The adult pool's weights over the bands 21-40, 41-60 and over 60 that best reproduce, per item
 * and over the 30 facets, the 300-item form's college-age minus adult difference from the
 * 120-item form's under-21 band minus the pool: under the age-norm model both forms carry the
 * same difference per item, so for each facet
 *   sum_b w_b m4_b / 4 = m4_under21 / 4 - (m10_college - m10_adult) / 10.
 */
export function fitAdultPoolWeights(groups: readonly JohnsonNormGroup[], sex: 'M' | 'F'): SimplexFit {
  const bands = ADULT_BAND_MINIMUM_AGES.map((ageMin) => johnsonGroup(groups, 'IPIP-NEO-120', sex, ageMin));
  const under21 = johnsonGroup(groups, 'IPIP-NEO-120', sex, null);
  const college = johnsonGroup(groups, 'IPIP-NEO-300', sex, null);
  const adult = johnsonGroup(groups, 'IPIP-NEO-300', sex, 21);
  const rows = NEO_FACET_CYCLE.map((code) => bands.map((band) => mean(band, code) / 4));
  const targets = NEO_FACET_CYCLE.map((code) => mean(under21, code) / 4 - (mean(college, code) - mean(adult, code)) / 10);
  return fitSimplexWeights(rows, targets);
}
