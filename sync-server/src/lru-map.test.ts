import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map';

describe('the LRU map', () => {
  it('keeps at most its capacity, dropping the least recently used', () => {
    const lru = new LruMap<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
    lru.set('a', 4);
    lru.set('d', 5);
    expect(lru.get('c')).toBeUndefined();
    expect(lru.get('a')).toBe(4);
  });

  it('forgets a deleted entry, and leaves the others their places', () => {
    const lru = new LruMap<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.delete('a');
    expect(lru.get('a')).toBeUndefined();
    expect(lru.size).toBe(1);
    lru.set('c', 3);
    expect([lru.get('b'), lru.get('c')]).toEqual([2, 3]);
    lru.delete('missing');
    expect(lru.size).toBe(2);
  });

  it('refuses a capacity that is not a positive whole number', () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
    expect(() => new LruMap(1.5)).toThrow(RangeError);
  });
});
