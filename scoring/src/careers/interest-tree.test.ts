import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../neo/seeded-normal';
import type { OccupationFacts } from './career-fit-types';
import { SEEDED_OCCUPATIONS, randomOccupations } from './careers-test-fixtures';
import { buildFitTable } from './fit-table';
import { LEAF_SIZE, interestTree } from './interest-tree';

function distance(a: Float64Array, aAt: number, b: Float64Array, bAt: number): number {
  let squared = 0;
  for (let k = 0; k < 6; k += 1) squared += ((a[aAt + k] as number) - (b[bAt + k] as number)) ** 2;
  return Math.sqrt(squared);
}

describe('interestTree', () => {
  it.each([
    ['the 923 seeded occupations', SEEDED_OCCUPATIONS],
    ['5,000 random ones', randomOccupations(5_000, mulberry32(11))],
    ['300 with the same ratings', Array.from({ length: 300 }, (): OccupationFacts => ({ interests: [7, 3, 1, 1, 2, 4], highPoints: [], workValues: null, educationLevel: 1, medianWage: null }))],
  ])('covers every row once, and every node holds its profiles within its radius (%s)', (_label, occupations) => {
    const table = buildFitTable(occupations);
    const tree = interestTree(table);
    expect([...tree.order].sort((a, b) => a - b)).toEqual(Array.from({ length: table.size }, (_, i) => i));
    for (let p = 0; p < table.size; p += 1) {
      expect(tree.position[tree.order[p] as number]).toBe(p);
      expect(Array.from(tree.profiles.subarray(p * 6, p * 6 + 6))).toEqual(Array.from(table.unitInterests.subarray((tree.order[p] as number) * 6, (tree.order[p] as number) * 6 + 6)));
    }
    let leaves = 0;
    for (let node = 0; node < tree.start.length; node += 1) {
      const [from, to] = [tree.start[node] as number, tree.end[node] as number];
      for (let p = from; p < to; p += 1) expect(distance(tree.profiles, p * 6, tree.centre, node * 6)).toBeLessThanOrEqual((tree.radius[node] as number) + 1e-12);
      const left = tree.left[node] as number;
      if (left < 0) {
        leaves += to - from;
        for (let p = from; p < to; p += 1) expect(tree.leafDistance[p]).toBeCloseTo(distance(tree.profiles, p * 6, tree.centre, node * 6), 12);
        continue;
      }
      const right = tree.right[node] as number;
      expect([tree.start[left], tree.end[left], tree.start[right], tree.end[right]]).toEqual([from, tree.start[right], tree.end[left], to]);
      expect(left).toBeGreaterThan(node);
    }
    expect(leaves).toBe(table.size);
  });

  it('splits down to leaves of at most LEAF_SIZE, unless all their profiles are equal', () => {
    const tree = interestTree(buildFitTable(randomOccupations(2_000, mulberry32(12))));
    const leafSizes = Array.from(tree.start).map((from, node) => (tree.left[node] === -1 ? (tree.end[node] as number) - from : 0));
    expect(Math.max(...leafSizes)).toBeLessThanOrEqual(LEAF_SIZE);
    const same = interestTree(buildFitTable(Array.from({ length: 100 }, (): OccupationFacts => ({ interests: [1, 2, 3, 4, 5, 6], highPoints: [], workValues: null, educationLevel: 1, medianWage: null }))));
    expect(same.start).toHaveLength(1);
    expect(same.radius[0]).toBeLessThan(1e-12);
  });

  it('is built once per table', () => {
    const table = buildFitTable(SEEDED_OCCUPATIONS);
    expect(interestTree(table)).toBe(interestTree(table));
    expect(interestTree(buildFitTable(SEEDED_OCCUPATIONS))).not.toBe(interestTree(table));
  });
});
