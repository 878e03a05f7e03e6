import { describe, expect, it } from 'vitest';
import { wilsonInterval } from './wilson-interval';

describe('the Wilson score interval', () => {
  it('gives 7 of 10 as .700 (.397-.892), computed by hand', () => {
    // p = .7, z^2/n = .38416; centre (.7 + .19208) / 1.38416 = .64449;
    // half 1.96 x sqrt(.021 + .009604) / 1.38416 = .24772.
    const interval = wilsonInterval(7, 10);
    expect(interval?.value).toBe(0.7);
    expect(interval?.low).toBeCloseTo(0.3968, 4);
    expect(interval?.high).toBeCloseTo(0.8922, 4);
  });

  it('stays inside 0..1 and is not zero-width at none or all', () => {
    const none = wilsonInterval(0, 4);
    const all = wilsonInterval(4, 4);
    expect(none).toMatchObject({ value: 0, low: 0 });
    // 0 of n: high = (z^2/n) / (1 + z^2/n) = .9604 / 1.9604.
    expect(none?.high).toBeCloseTo(0.4899, 4);
    expect(all).toMatchObject({ value: 1, high: 1 });
    expect(all?.low).toBeCloseTo(0.5101, 4);
  });

  it('is null without trials and refuses impossible counts', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(() => wilsonInterval(3, 2)).toThrow(RangeError);
    expect(() => wilsonInterval(-1, 2)).toThrow(RangeError);
  });
});
