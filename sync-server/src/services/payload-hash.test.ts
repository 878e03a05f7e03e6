import { describe, expect, it } from 'vitest';
import { canonicalJson, payloadHash } from './payload-hash';

describe('payload hash', () => {
  it('does not depend on key order, and does on every value', () => {
    expect(canonicalJson({ b: 1, a: [{ y: null, x: 'é' }] })).toBe('{"a":[{"x":"é","y":null}],"b":1}');
    expect(payloadHash({ a: 1, b: { c: [1, 2] } })).toBe(payloadHash({ b: { c: [1, 2] }, a: 1 }));
    expect(payloadHash({ a: 1, b: { c: [1, 2] } })).not.toBe(payloadHash({ a: 1, b: { c: [2, 1] } }));
    expect(payloadHash({ a: '1' })).not.toBe(payloadHash({ a: 1 }));
    expect(payloadHash({})).toMatch(/^[0-9a-f]{64}$/);
  });
});
