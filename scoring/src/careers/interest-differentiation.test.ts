import { describe, expect, it } from 'vitest';
import { GOT_RELIABILITY } from '../sii/sii-scales';
import { DIFFERENTIATION_THRESHOLD, GOT_SEM, interestDifferentiation } from './interest-differentiation';

describe('interestDifferentiation', () => {
  it('uses SEM = 10 sqrt(1 - .90) = 3.162 and a threshold of 2 x SEM x sqrt(2) = 8.944 T', () => {
    expect(GOT_RELIABILITY).toBe(0.9);
    expect(GOT_SEM).toBeCloseTo(3.1623, 4);
    expect(DIFFERENTIATION_THRESHOLD).toBeCloseTo(8.9443, 4);
  });

  it("gives the demo client's: 64 - (38 + 41 + 45) / 3 = 22.67, differentiated", () => {
    // R 41, I 56, A 64, S 61, E 45, C 38.
    const result = interestDifferentiation([41, 56, 64, 61, 45, 38]);
    expect(result.value).toBeCloseTo(22.667, 3);
    expect(result).toMatchObject({ undifferentiated: false, threshold: DIFFERENTIATION_THRESHOLD });
  });

  it('calls a profile undifferentiated just below the threshold, and differentiated at it', () => {
    // Highest 58.9, lowest three 50: 8.9 < 8.944.
    expect(interestDifferentiation([50, 58.9, 50, 50, 55, 54]).undifferentiated).toBe(true);
    expect(interestDifferentiation([50, 50 + DIFFERENTIATION_THRESHOLD, 50, 50, 55, 54]).undifferentiated).toBe(false);
    expect(interestDifferentiation([50, 50, 50, 50, 50, 50])).toMatchObject({ value: 0, undifferentiated: true });
  });

  it('takes the three lowest whatever their order', () => {
    expect(interestDifferentiation([30, 70, 40, 60, 50, 35]).value).toBeCloseTo(70 - 35, 10);
  });

  it('refuses scores that are not six finite numbers', () => {
    expect(() => interestDifferentiation([50, 50, 50])).toThrow(/Expected 6/);
  });
});
