/**
 * Seeded pseudo-random numbers for simulations (never for scoring): the same seed gives the same
 * sequence on every machine, so a simulation's result is reproducible.
 */

/** mulberry32 (Tommy Ettinger, public domain): a 32-bit generator with period 2^32, as unsigned integers. */
export function mulberry32Bits(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

const TWO_TO_32 = 4294967296;

/** Uniform on [0, 1) in steps of 2^-32 from mulberry32. */
export function mulberry32(seed: number): () => number {
  const bits = mulberry32Bits(seed);
  return () => bits() / TWO_TO_32;
}

/** Layers of the ziggurat and where its base strip's tail starts (Marsaglia & Tsang 2000). */
const LAYERS = 128;
const TAIL_START = 3.442619855899;
const LAYER_AREA = 9.91256303526217e-3;
const TWO_TO_31 = 2147483648;

interface ZigguratTables {
  /** Accept |bits| below this at once (layer i). */
  limit: Float64Array;
  /** Scale from signed 32-bit integer to x (layer i). */
  width: Float64Array;
  /** Density exp(-x^2/2) at the layer's outer edge. */
  density: Float64Array;
}

function zigguratTables(): ZigguratTables {
  const limit = new Float64Array(LAYERS);
  const width = new Float64Array(LAYERS);
  const density = new Float64Array(LAYERS);
  let edge = TAIL_START;
  let outer = edge;
  const base = LAYER_AREA / Math.exp(-0.5 * edge * edge);
  limit[0] = Math.floor((edge / base) * TWO_TO_31);
  limit[1] = 0;
  width[0] = base / TWO_TO_31;
  width[LAYERS - 1] = edge / TWO_TO_31;
  density[0] = 1;
  density[LAYERS - 1] = Math.exp(-0.5 * edge * edge);
  for (let layer = LAYERS - 2; layer >= 1; layer -= 1) {
    edge = Math.sqrt(-2 * Math.log(LAYER_AREA / edge + Math.exp(-0.5 * edge * edge)));
    limit[layer + 1] = Math.floor((edge / outer) * TWO_TO_31);
    outer = edge;
    density[layer] = Math.exp(-0.5 * edge * edge);
    width[layer] = edge / TWO_TO_31;
  }
  return { limit, width, density };
}

const TABLES = zigguratTables();

/**
 * Standard normal deviates by Marsaglia and Tsang's ziggurat (2000; 128 layers) over mulberry32:
 * about 99% of draws cost one 32-bit integer and a multiplication; the rest fall back to the
 * exact density test or, in the base layer, to Marsaglia's exponential tail method. (The layer
 * comes from the integer's low 7 bits, which also enter the value at 2^-24 of its size.)
 */
export function normalDeviates(seed: number): () => number {
  const bits = mulberry32Bits(seed);
  const open = () => (bits() + 0.5) / TWO_TO_32;
  const { limit, width, density } = TABLES;
  const slow = (first: number): number => {
    let signed = first;
    for (;;) {
      const layer = signed & (LAYERS - 1);
      const x = signed * (width[layer] ?? 0);
      if (Math.abs(signed) < (limit[layer] ?? 0)) return x;
      if (layer === 0) {
        let tail: number;
        let height: number;
        do {
          tail = -Math.log(open()) / TAIL_START;
          height = -Math.log(open());
        } while (height + height < tail * tail);
        return signed > 0 ? TAIL_START + tail : -TAIL_START - tail;
      }
      const below = density[layer] ?? 0;
      if (below + open() * ((density[layer - 1] ?? 0) - below) < Math.exp(-0.5 * x * x)) return x;
      signed = bits() | 0;
    }
  };
  return () => {
    const signed = bits() | 0;
    const layer = signed & (LAYERS - 1);
    if (Math.abs(signed) < (limit[layer] ?? 0)) return signed * (width[layer] ?? 0);
    return slow(signed);
  };
}
