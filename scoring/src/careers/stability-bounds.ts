import type { InterestTree } from './interest-tree';

/** What fitStability's bounds read for one client, by tree position and by tree node. */
export interface StabilityBounds {
  /** By position: the base score. */
  baseScore: Float64Array;
  /** By position: the values + education + salary points (score - slope r); -Infinity when not to be scanned. */
  rest: Float64Array;
  /** By position: the profile's distance from the client's unit profile. */
  fromClient: Float64Array;
  /** Each leaf's positions by `rest`, highest first, once sortLeaf(leaf) has run (sortedLeaf[leaf] 1). */
  byRest: Int32Array;
  sortedLeaf: Uint8Array;
  sortLeaf: (node: number) => void;
  /** By node, over the positions to be scanned (-Infinity, -Infinity, 0 when none): the largest rest, base score and distance from the client. */
  nodeRest: Float64Array;
  nodeScore: Float64Array;
  nodeFromClient: Float64Array;
}

/**
 * The bounds' inputs for a client with base `score` and `correlation` (by table index), unit
 * profile `client` and interest weight `slope`. Positions whose row is not a candidate, or is in
 * the base top (offered apart), get rest -Infinity and never pass a bound.
 */
export function stabilityBounds(
  tree: InterestTree,
  score: Float64Array,
  correlation: Float64Array,
  isCandidate: Uint8Array,
  inBaseTop: Uint8Array,
  client: Float64Array,
  slope: number,
): StabilityBounds {
  const { order, profiles, start, end, left, right } = tree;
  const size = order.length;
  const nodes = start.length;
  const baseScore = new Float64Array(size);
  const rest = new Float64Array(size);
  const fromClient = new Float64Array(size);
  const [c0, c1, c2, c3, c4, c5] = client as unknown as [number, number, number, number, number, number];
  for (let p = 0; p < size; p += 1) {
    const index = order[p] as number;
    const base = score[index] as number;
    baseScore[p] = base;
    rest[p] = isCandidate[index] === 1 && inBaseTop[index] === 0 ? base - slope * (correlation[index] as number) : -Infinity;
    const d0 = (profiles[p * 6] as number) - c0;
    const d1 = (profiles[p * 6 + 1] as number) - c1;
    const d2 = (profiles[p * 6 + 2] as number) - c2;
    const d3 = (profiles[p * 6 + 3] as number) - c3;
    const d4 = (profiles[p * 6 + 4] as number) - c4;
    const d5 = (profiles[p * 6 + 5] as number) - c5;
    fromClient[p] = Math.sqrt(d0 * d0 + d1 * d1 + d2 * d2 + d3 * d3 + d4 * d4 + d5 * d5);
  }

  const nodeRest = new Float64Array(nodes).fill(-Infinity);
  const nodeScore = new Float64Array(nodes).fill(-Infinity);
  const nodeFromClient = new Float64Array(nodes);
  // Children have higher ids than their parent: from the last node up, children come first.
  for (let node = nodes - 1; node >= 0; node -= 1) {
    const first = left[node] as number;
    if (first >= 0) {
      const second = right[node] as number;
      nodeRest[node] = Math.max(nodeRest[first] as number, nodeRest[second] as number);
      nodeScore[node] = Math.max(nodeScore[first] as number, nodeScore[second] as number);
      nodeFromClient[node] = Math.max(nodeFromClient[first] as number, nodeFromClient[second] as number);
      continue;
    }
    let largestRest = -Infinity;
    let largestScore = -Infinity;
    let farthest = 0;
    for (let p = start[node] as number; p < (end[node] as number); p += 1) {
      if ((rest[p] as number) === -Infinity) continue;
      largestRest = Math.max(largestRest, rest[p] as number);
      largestScore = Math.max(largestScore, baseScore[p] as number);
      farthest = Math.max(farthest, fromClient[p] as number);
    }
    nodeRest[node] = largestRest;
    nodeScore[node] = largestScore;
    nodeFromClient[node] = farthest;
  }

  const byRest = new Int32Array(size);
  for (let p = 0; p < size; p += 1) byRest[p] = p;
  const sortedLeaf = new Uint8Array(nodes);
  const sortLeaf = (node: number): void => {
    sortedLeaf[node] = 1;
    const from = start[node] as number;
    for (let q = from + 1; q < (end[node] as number); q += 1) {
      const p = byRest[q] as number;
      let at = q;
      while (at > from && (rest[byRest[at - 1] as number] as number) < (rest[p] as number)) {
        byRest[at] = byRest[at - 1] as number;
        at -= 1;
      }
      byRest[at] = p;
    }
  };
  return { baseScore, rest, fromClient, byRest, sortedLeaf, sortLeaf, nodeRest, nodeScore, nodeFromClient };
}
