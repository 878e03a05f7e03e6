import { STABILITY_RETESTS, STABILITY_TOP } from './career-fit-types';
import type { CareerProfile } from './career-fit-types';
import { interestPoints, salaryPoints, scoreFromParts, valuesPoints } from './fit-points';
import { clientFitContext, scoreFitTable } from './fit-table';
import type { FitScores, FitTable } from './fit-table';
import { FIT_WEIGHTS } from './fit-weights';
import type { FitWeights } from './fit-weights';
import { interestTree } from './interest-tree';
import { stabilityBounds } from './stability-bounds';
import { unitCorrelation, writeUnitProfile } from './profile-correlation';
import { candidateIndexes } from './rank-by-score';
import { DEFAULT_RETEST_SEED, simulatedRetests } from './simulated-retests';
import { TopIdeas } from './top-ideas';


/** Slack (score points) on every bound below, far above float rounding (about 1e-13 here). */
const BOUND_SLACK = 1e-9;

export interface FitStabilityOptions {
  /** The table indexes ranked (e.g. one Job Zone's; any order, no repeats); all when absent. */
  candidates?: Int32Array | readonly number[];
  /** Simulated retests (STABILITY_RETESTS). */
  retests?: number;
  /** The top counted (STABILITY_TOP). */
  top?: number;
  /** The retests' seed (DEFAULT_RETEST_SEED). */
  seed?: number;
  weights?: FitWeights;
}

/**
 * For each table index, the share (0-1) of simulated retests of the client's six GOT scores
 * (simulated-retests.ts: each score plus a normal error with SD = the GOT standard error of
 * measurement) in which the idea is among the first `top` of the candidates, in the order of
 * rankByScore; 0 for an index outside the candidates. Null when the client has no interest scores.
 * Only the interest part moves in a retest. Deterministic: the same inputs give the same figures.
 *
 * Exact (the same counts as scoring and ranking every retest; tested), and fast because bounds
 * turn most ideas away before their retest correlation is computed (provenance.md, "Stability").
 * With u and u' the client's unit profile before and in a retest, v an occupation's and P the
 * interest weight, an idea's retest score is at most
 * - P u'.c + |P| |u'| |v - c| + (values, education and pay points), for any centre c;
 * - its score + P (u' - u).u + |P| |u' - u| |v - u|, as r' - r = (u' - u).v.
 * A node of the table's ball tree (interest-tree.ts) is passed over when the smaller bound, at its
 * radius and its candidates' largest points, score and distance (stability-bounds.ts), stays below
 * the current `top`-th retest score; so is an idea by its own bounds. Each retest starts from the
 * base top's retest scores, so that floor is high from the start.
 */
export function fitStability(table: FitTable, profile: CareerProfile, options: FitStabilityOptions = {}): Float64Array | null {
  const weights = options.weights ?? FIT_WEIGHTS;
  const context = clientFitContext(profile, weights);
  if (context === null || profile.interests === null) return null;
  const top = options.top ?? STABILITY_TOP;
  if (!(Number.isInteger(top) && top >= 0)) throw new RangeError(`top must be a whole number, got ${top}`);
  const retests = options.retests ?? STABILITY_RETESTS;
  const noisy = simulatedRetests(profile.interests, retests, options.seed ?? DEFAULT_RETEST_SEED);
  const candidates = candidateIndexes(table.size, options.candidates);
  const shares = new Float64Array(table.size);
  const capacity = Math.min(top, candidates.length);
  if (capacity === 0 || retests === 0) return shares;
  const scores = scoreFitTable(table, profile, weights) as FitScores;

  const { score, correlation, valuesFit } = scores;
  const { educationLevel, medianWage } = table;
  const client = context.interests;
  const slope = weights.interests.perCorrelation;
  const steepness = Math.abs(slope);
  // Local aliases: see scoreFitTable.
  const correlationOf = unitCorrelation;
  const interestPointsOf = interestPoints;
  const valuesPointsOf = valuesPoints;
  const salaryPointsOf = salaryPoints;
  const sumOf = scoreFromParts;

  // The base top.
  const best = new TopIdeas(capacity);
  const isCandidate = new Uint8Array(table.size);
  for (let i = 0; i < candidates.length; i += 1) {
    const index = candidates[i] as number;
    isCandidate[index] = 1;
    if ((score[index] as number) >= best.threshold()) best.offer(score[index] as number, correlation[index] as number, valuesFit[index] as number, index);
  }
  const baseTop = best.index.slice();
  const inBaseTop = new Uint8Array(table.size);
  for (let j = 0; j < capacity; j += 1) inBaseTop[baseTop[j] as number] = 1;

  const tree = interestTree(table);
  const { order, profiles, start, end, left, right, centre, radius, leafDistance } = tree;
  const nodes = start.length;
  const { baseScore, rest, fromClient, byRest, sortedLeaf, sortLeaf, nodeRest, nodeScore, nodeFromClient } = stabilityBounds(tree, score, correlation, isCandidate, inBaseTop, client, slope);

  const unit = new Float64Array(6);
  const counts = new Int32Array(table.size);
  // This retest's bound terms (see above): slope (u' - u).u, |slope| |u' - u| and |slope| |u'|.
  let shift = 0;
  let reach = 0;
  let spread = 0;
  const nodeBound = (node: number): number =>
    Math.min(
      slope * correlationOf(unit, 0, centre, node * 6) + spread * (radius[node] as number) + (nodeRest[node] as number),
      (nodeScore[node] as number) + shift + reach * (nodeFromClient[node] as number),
    ) + BOUND_SLACK;
  // Nodes still to visit with their bound when pushed: depth first, the more promising child first.
  const stackNode = new Int32Array(nodes + 1);
  const stackBound = new Float64Array(nodes + 1);
  /** The idea's retest score (the same sum as scoreFitTable's), offered to the top. */
  const offer = (index: number, position: number): void => {
    const r = correlationOf(unit, 0, profiles, position * 6);
    const moved = sumOf(
      interestPointsOf(r, weights.interests),
      valuesPointsOf(valuesFit[index] as number, weights.values),
      context.educationByLevel[(educationLevel[index] as number) + 1] as number,
      salaryPointsOf(context.minimumSalary, medianWage[index] as number, weights.salary),
    );
    best.offer(moved, r, valuesFit[index] as number, index);
  };
  const baseTopPosition = baseTop.map((index) => tree.position[index] as number);

  for (let t = 0; t < retests; t += 1) {
    writeUnitProfile(Array.from(noisy.subarray(t * 6, t * 6 + 6)), unit, 0);
    let along = 0;
    let squaredShift = 0;
    let squaredUnit = 0;
    for (let k = 0; k < 6; k += 1) {
      const w = (unit[k] as number) - (client[k] as number);
      along += w * (client[k] as number);
      squaredShift += w * w;
      squaredUnit += (unit[k] as number) ** 2;
    }
    shift = slope * along + BOUND_SLACK;
    reach = steepness * Math.sqrt(squaredShift);
    spread = steepness * Math.sqrt(squaredUnit);

    best.clear();
    for (let j = 0; j < capacity; j += 1) offer(baseTop[j] as number, baseTopPosition[j] as number);
    let floor = best.threshold();
    stackNode[0] = 0;
    stackBound[0] = nodeBound(0);
    let depth = 1;
    while (depth > 0) {
      depth -= 1;
      const node = stackNode[depth] as number;
      if ((stackBound[depth] as number) < floor) continue;
      const first = left[node] as number;
      if (first >= 0) {
        const second = right[node] as number;
        const firstBound = nodeBound(first);
        const secondBound = nodeBound(second);
        const firstSooner = firstBound > secondBound;
        stackNode[depth] = firstSooner ? second : first;
        stackBound[depth] = firstSooner ? secondBound : firstBound;
        stackNode[depth + 1] = firstSooner ? first : second;
        stackBound[depth + 1] = firstSooner ? firstBound : secondBound;
        depth += 2;
        continue;
      }
      if (sortedLeaf[node] === 0) sortLeaf(node);
      const toward = slope * correlationOf(unit, 0, centre, node * 6) + BOUND_SLACK;
      const widest = toward + spread * (radius[node] as number);
      const last = end[node] as number;
      for (let q = start[node] as number; q < last; q += 1) {
        const p = byRest[q] as number;
        const pointsBesides = rest[p] as number;
        // Sorted by these points, highest first: once the leaf's widest bound fails, it fails for the rest.
        if (widest + pointsBesides < floor) break;
        if (toward + spread * (leafDistance[p] as number) + pointsBesides < floor || (baseScore[p] as number) + shift + reach * (fromClient[p] as number) < floor) {
          continue;
        }
        offer(order[p] as number, p);
        floor = best.threshold();
      }
    }
    for (let j = 0; j < best.count; j += 1) {
      const index = best.index[j] as number;
      counts[index] = (counts[index] as number) + 1;
    }
  }
  for (let i = 0; i < table.size; i += 1) shares[i] = (counts[i] as number) / retests;
  return shares;
}
