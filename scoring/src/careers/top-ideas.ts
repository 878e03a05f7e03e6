import { isBefore } from './fit-order';

// A local constant: a call through an imported binding is not inlined (see scoreFitTable).
const before = isBefore;

/**
 * The best `capacity` ideas seen so far, in the order of ideas (fit-order.ts), kept sorted in
 * typed arrays: an insertion costs at most `capacity` moves, and most candidates are turned away
 * by one comparison with the worst kept.
 */
export class TopIdeas {
  readonly score: Float64Array;
  readonly correlation: Float64Array;
  readonly valuesFit: Float64Array;
  readonly index: Int32Array;
  count = 0;

  constructor(readonly capacity: number) {
    this.score = new Float64Array(capacity);
    this.correlation = new Float64Array(capacity);
    this.valuesFit = new Float64Array(capacity);
    this.index = new Int32Array(capacity);
  }

  /** The score an idea must reach to be considered once full; -Infinity until then. */
  threshold(): number {
    return this.count < this.capacity ? -Infinity : (this.score[this.count - 1] as number);
  }

  /** Keeps the idea if it is among the best `capacity` so far. */
  offer(score: number, correlation: number, valuesFit: number, index: number): void {
    const { capacity } = this;
    let at = this.count;
    if (at === capacity) {
      const worst = capacity - 1;
      if (
        capacity === 0 ||
        !before(score, correlation, valuesFit, index, this.score[worst] as number, this.correlation[worst] as number, this.valuesFit[worst] as number, this.index[worst] as number)
      ) {
        return;
      }
      at = worst;
    } else {
      this.count += 1;
    }
    while (
      at > 0 &&
      before(score, correlation, valuesFit, index, this.score[at - 1] as number, this.correlation[at - 1] as number, this.valuesFit[at - 1] as number, this.index[at - 1] as number)
    ) {
      this.score[at] = this.score[at - 1] as number;
      this.correlation[at] = this.correlation[at - 1] as number;
      this.valuesFit[at] = this.valuesFit[at - 1] as number;
      this.index[at] = this.index[at - 1] as number;
      at -= 1;
    }
    this.score[at] = score;
    this.correlation[at] = correlation;
    this.valuesFit[at] = valuesFit;
    this.index[at] = index;
  }

  clear(): void {
    this.count = 0;
  }
}
