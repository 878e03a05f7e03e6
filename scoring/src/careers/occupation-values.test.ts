import { describe, expect, it } from 'vitest';
import type { OccupationFacts } from './career-fit-types';
import { occupationWorkValues } from './occupation-values';

const occupation = (workValues: readonly number[] | null): OccupationFacts => ({ interests: null, highPoints: [], workValues, educationLevel: -1, medianWage: null });

describe('occupationWorkValues', () => {
  it("gives O*NET's six extents when the record has them", () => {
    expect(occupationWorkValues(occupation([6, 4.67, 4.67, 7, 3.33, 5.67]))).toEqual([6, 4.67, 4.67, 7, 3.33, 5.67]);
  });

  it('gives null for none, or for anything but six finite numbers (nothing is derived)', () => {
    expect(occupationWorkValues(occupation(null))).toBeNull();
    expect(occupationWorkValues(occupation([6, 4.67, 4.67, 7, 3.33]))).toBeNull();
    expect(occupationWorkValues(occupation([6, 4.67, 4.67, 7, 3.33, Number.NaN]))).toBeNull();
    expect(occupationWorkValues(occupation([6, 4.67, 4.67, 7, 3.33, 5.67, 1]))).toBeNull();
  });
});
