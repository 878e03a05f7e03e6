import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../neo/seeded-normal';
import { randomOccupations } from './careers-test-fixtures';
import { buildFitTable, scoreFitTable } from './fit-table';
import type { FitScores } from './fit-table';
import { interestTree } from './interest-tree';
import { unitProfile } from './profile-correlation';
import { stabilityBounds } from './stability-bounds';

describe('stabilityBounds', () => {
  const table = buildFitTable(randomOccupations(1_000, mulberry32(9)));
  const profile = { interests: [62, 48, 55, 41, 58, 50], values: [3, 2.5, 1, 2.2, 1.8, 3.4], educationLevel: 5, moreEducation: 'course' as const, minimumSalary: 55_000 };
  const scores = scoreFitTable(table, profile) as FitScores;
  const tree = interestTree(table);
  const isCandidate = Uint8Array.from({ length: table.size }, (_, i) => (i % 4 === 0 ? 0 : 1));
  const inBaseTop = Uint8Array.from({ length: table.size }, (_, i) => (i === 5 ? 1 : 0));
  const client = unitProfile(profile.interests);
  const bounds = stabilityBounds(tree, scores.score, scores.correlation, isCandidate, inBaseTop, client, 50);

  it('gives each position its score, its non-interest points (none outside the candidates and the base top) and its distance from the client', () => {
    for (let p = 0; p < table.size; p += 1) {
      const index = tree.order[p] as number;
      expect(bounds.baseScore[p]).toBe(scores.score[index]);
      const scanned = index % 4 !== 0 && index !== 5;
      expect(bounds.rest[p]).toBe(scanned ? (scores.score[index] as number) - 50 * (scores.correlation[index] as number) : -Infinity);
      const away = Math.hypot(...Array.from({ length: 6 }, (_, k) => (table.unitInterests[index * 6 + k] as number) - (client[k] as number)));
      expect(bounds.fromClient[p]).toBeCloseTo(away, 12);
    }
  });

  it("gives each node the largest of its scanned positions' figures", () => {
    for (let node = 0; node < tree.start.length; node += 1) {
      const positions = Array.from({ length: (tree.end[node] as number) - (tree.start[node] as number) }, (_, k) => (tree.start[node] as number) + k).filter(
        (p) => (bounds.rest[p] as number) > -Infinity,
      );
      expect(bounds.nodeRest[node]).toBe(Math.max(-Infinity, ...positions.map((p) => bounds.rest[p] as number)));
      expect(bounds.nodeScore[node]).toBe(Math.max(-Infinity, ...positions.map((p) => bounds.baseScore[p] as number)));
      expect(bounds.nodeFromClient[node]).toBe(Math.max(0, ...positions.map((p) => bounds.fromClient[p] as number)));
    }
  });

  it("sorts a leaf's positions by their non-interest points when asked", () => {
    const leaf = Array.from(tree.left).findIndex((child) => child === -1);
    const [from, to] = [tree.start[leaf] as number, tree.end[leaf] as number];
    expect(bounds.sortedLeaf[leaf]).toBe(0);
    bounds.sortLeaf(leaf);
    expect(bounds.sortedLeaf[leaf]).toBe(1);
    const sorted = Array.from(bounds.byRest.subarray(from, to));
    expect([...sorted].sort((a, b) => a - b)).toEqual(Array.from({ length: to - from }, (_, k) => from + k));
    const rests = sorted.map((p) => bounds.rest[p] as number);
    expect(rests).toEqual([...rests].sort((a, b) => b - a));
  });
});
