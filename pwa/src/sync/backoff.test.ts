import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('doubles from 1 s up to 60 s', () => {
    const ceilings = [1, 2, 3, 4, 5, 6, 7, 8, 20].map((failures) => backoffDelay(failures, 0.999999));
    expect(ceilings).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('jitters between half and all of the ceiling', () => {
    expect(backoffDelay(3, 0)).toBe(2_000);
    expect(backoffDelay(3, 0.5)).toBe(3_000);
    expect(backoffDelay(1, 0)).toBe(500);
  });
});
