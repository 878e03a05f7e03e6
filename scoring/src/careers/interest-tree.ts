import type { FitTable } from './fit-table';

/**
 * A ball tree over a table's unit interest profiles, so fitStability can pass over whole groups of
 * occupations that cannot reach a retest's top: for a node with centre c and radius
 * rho = max |v - c| over its profiles, every retest correlation r' = u'.v is at most u'.c + |u'| rho.
 *
 * Built from the profiles alone (no client, no randomness): each node is split at the median of the
 * coordinate with the widest range, down to leaves of at most LEAF_SIZE profiles (or of profiles
 * that are all equal). Node ids are in preorder, so every child's id is above its parent's. The
 * profiles are kept in tree order too, so a leaf's are next to each other in memory.
 */
export interface InterestTree {
  /** Table rows in tree order: node n covers positions start[n] .. end[n] - 1. */
  order: Int32Array;
  /** The inverse of `order`: each table row's position. */
  position: Int32Array;
  /** 6 per position: the table's unit interest profile of order[position] (the same numbers). */
  profiles: Float64Array;
  start: Int32Array;
  end: Int32Array;
  /** Children's node ids; -1 for a leaf. */
  left: Int32Array;
  right: Int32Array;
  /** 6 per node: the mean of its profiles (not normalised; any centre keeps the bound true). */
  centre: Float64Array;
  /** Per node: the largest distance of its profiles from its centre. */
  radius: Float64Array;
  /** Per position: the profile's distance from its leaf's centre. */
  leafDistance: Float64Array;
}

export const LEAF_SIZE = 32;

function swap(order: Int32Array, profiles: Float64Array, a: number, b: number): void {
  const row = order[a] as number;
  order[a] = order[b] as number;
  order[b] = row;
  for (let k = 0; k < 6; k += 1) {
    const value = profiles[a * 6 + k] as number;
    profiles[a * 6 + k] = profiles[b * 6 + k] as number;
    profiles[b * 6 + k] = value;
  }
}

/** Reorders positions from .. to - 1 by coordinate `axis` so that `nth` holds the value it would hold sorted, smaller ones before, larger after. */
function selectNth(order: Int32Array, profiles: Float64Array, axis: number, from: number, to: number, nth: number): void {
  let low = from;
  let high = to - 1;
  while (high > low) {
    const pivot = profiles[((low + high) >>> 1) * 6 + axis] as number;
    let i = low;
    let j = high;
    while (i <= j) {
      while ((profiles[i * 6 + axis] as number) < pivot) i += 1;
      while ((profiles[j * 6 + axis] as number) > pivot) j -= 1;
      if (i <= j) {
        swap(order, profiles, i, j);
        i += 1;
        j -= 1;
      }
    }
    if (nth <= j) high = j;
    else if (nth >= i) low = i;
    else return;
  }
}

function widestAxis(profiles: Float64Array, from: number, to: number): { axis: number; range: number } {
  let axis = 0;
  let range = 0;
  for (let k = 0; k < 6; k += 1) {
    let min = Infinity;
    let max = -Infinity;
    for (let p = from; p < to; p += 1) {
      const value = profiles[p * 6 + k] as number;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    if (max - min > range) {
      range = max - min;
      axis = k;
    }
  }
  return { axis, range };
}

function buildTree(table: FitTable): InterestTree {
  const size = table.size;
  const order = new Int32Array(size);
  for (let i = 0; i < size; i += 1) order[i] = i;
  const profiles = table.unitInterests.slice(0, size * 6);
  const starts: number[] = [];
  const ends: number[] = [];
  const lefts: number[] = [];
  const rights: number[] = [];
  // Depth is about log2(size / LEAF_SIZE): the recursion stays shallow.
  const build = (from: number, to: number): number => {
    const node = starts.length;
    starts.push(from);
    ends.push(to);
    lefts.push(-1);
    rights.push(-1);
    if (to - from <= LEAF_SIZE) return node;
    const { axis, range } = widestAxis(profiles, from, to);
    if (range === 0) return node;
    const middle = (from + to) >>> 1;
    selectNth(order, profiles, axis, from, to, middle);
    lefts[node] = build(from, middle);
    rights[node] = build(middle, to);
    return node;
  };
  if (size > 0) build(0, size);
  const count = starts.length;
  const position = new Int32Array(size);
  for (let p = 0; p < size; p += 1) position[order[p] as number] = p;
  const tree: InterestTree = {
    order,
    position,
    profiles,
    start: Int32Array.from(starts),
    end: Int32Array.from(ends),
    left: Int32Array.from(lefts),
    right: Int32Array.from(rights),
    centre: new Float64Array(count * 6),
    radius: new Float64Array(count),
    leafDistance: new Float64Array(size),
  };
  const { centre } = tree;
  for (let node = 0; node < count; node += 1) {
    const from = tree.start[node] as number;
    const to = tree.end[node] as number;
    for (let p = from; p < to; p += 1) {
      for (let k = 0; k < 6; k += 1) centre[node * 6 + k] = (centre[node * 6 + k] as number) + (profiles[p * 6 + k] as number);
    }
    for (let k = 0; k < 6; k += 1) centre[node * 6 + k] = (centre[node * 6 + k] as number) / (to - from);
    const leaf = tree.left[node] === -1;
    let radius = 0;
    for (let p = from; p < to; p += 1) {
      let squared = 0;
      for (let k = 0; k < 6; k += 1) squared += ((profiles[p * 6 + k] as number) - (centre[node * 6 + k] as number)) ** 2;
      const away = Math.sqrt(squared);
      if (away > radius) radius = away;
      if (leaf) tree.leafDistance[p] = away;
    }
    tree.radius[node] = radius;
  }
  return tree;
}

const built = new WeakMap<FitTable, InterestTree>();

/** The tree of a table, built once and kept with it (a table's arrays are never changed). */
export function interestTree(table: FitTable): InterestTree {
  let tree = built.get(table);
  if (tree === undefined) {
    tree = buildTree(table);
    built.set(table, tree);
  }
  return tree;
}
