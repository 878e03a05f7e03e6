import { describe, expect, it } from 'vitest';
import { canonicalJson, payloadHash } from './payload-hash';

/** The first implementation, key by key: the reference the stored hashes were made with. */
function reference(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((entry: unknown) => reference(entry ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${reference(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A copy with every object's keys inserted in sorted order. */
function withKeysInserted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withKeysInserted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, withKeysInserted((value as Record<string, unknown>)[key])]));
}

/** A JSON value drawn from `next` (0..1), with keys that sort and enumerate in awkward ways. */
function randomJson(next: () => number, depth: number): unknown {
  const KEYS = ['a', 'B', 'b', '10', '9', '0', '01', '-1', 'é', 'toString', 'constructor', 'valueOf', '', ' ', 'key', 'stamp', 'value'];
  const pick = next();
  if (depth <= 0 || pick < 0.4) return [null, true, 0, -0, 1.5, 1e21, 'x', 'naïve "q"\u2028', undefined][Math.floor(next() * 9)];
  if (pick < 0.7) return Array.from({ length: Math.floor(next() * 4) }, () => randomJson(next, depth - 1));
  return Object.fromEntries(Array.from({ length: Math.floor(next() * 5) }, () => [KEYS[Math.floor(next() * KEYS.length)] ?? 'a', randomJson(next, depth - 1)]));
}

describe('payload hash', () => {
  it('does not depend on key order, and does on every value', () => {
    expect(canonicalJson({ b: 1, a: [{ y: null, x: 'é' }] })).toBe('{"a":[{"x":"é","y":null}],"b":1}');
    expect(payloadHash({ a: 1, b: { c: [1, 2] } })).toBe(payloadHash({ b: { c: [1, 2] }, a: 1 }));
    expect(payloadHash({ a: 1, b: { c: [1, 2] } })).not.toBe(payloadHash({ a: 1, b: { c: [2, 1] } }));
    expect(payloadHash({ a: '1' })).not.toBe(payloadHash({ a: 1 }));
    expect(payloadHash({})).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the text and hash that stored batches were given (a replay must still match)', () => {
    // Values computed by the first implementation (a walk writing each key in order).
    const batch = {
      batchId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      userId: 'u1',
      assessmentId: 'neo',
      totalQuestions: 240,
      changes: [
        { key: '10', value: '3', stamp: 1795000000000 },
        { key: '2', value: null, stamp: 1 },
      ],
      finish: { answered: 240 },
    };
    expect(payloadHash(batch)).toBe('f24430f175a7c23bd0ad340e0df6a0536812eb952997c378bab1d31a624309b4');
    expect(canonicalJson({ ...batch, finish: undefined, changes: [undefined, { value: { other: 'naïve "q"', selection: 'Other' }, key: '1' }] })).toBe(
      '{"assessmentId":"neo","batchId":"0f8fad5b-d9cb-469f-a165-70867728950e","changes":[null,{"key":"1","value":{"other":"naïve \\"q\\"","selection":"Other"}}],"totalQuestions":240,"userId":"u1"}',
    );
  });

  it('writes what the key-by-key reference writes, for any JSON value', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    for (let round = 0; round < 2000; round += 1) {
      const value = randomJson(next, 4);
      expect(canonicalJson(value)).toBe(reference(value));
      // The same value with every object's keys inserted in sorted order (as zod writes a batch).
      expect(canonicalJson(withKeysInserted(value))).toBe(reference(value));
    }
  });

  it('sorts index-like keys and "__proto__" like any other key', () => {
    const value = JSON.parse('{"b":{"__proto__":{"y":1,"x":2},"a":2},"a":[{"10":1,"9":2,"x":3}],"Z":[-0,1e21,"\\u2028"]}') as unknown;
    expect(canonicalJson(value)).toBe('{"Z":[0,1e+21,"\u2028"],"a":[{"10":1,"9":2,"x":3}],"b":{"__proto__":{"x":2,"y":1},"a":2}}');
  });
});
