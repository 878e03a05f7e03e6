/**
 * A small least-recently-used map (the held career-idea rankings, the session users of the answer
 * path): at most `capacity` entries; reading an entry makes it the newest, adding one past the
 * capacity drops the oldest. Map keeps insertion order, so the first key is always the least
 * recently used.
 */
export class LruMap<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!(Number.isInteger(capacity) && capacity > 0)) throw new RangeError(`LRU capacity ${capacity}`);
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as K);
  }
}
