import { describe, expect, it } from 'vitest';
import type { OccupationFacts } from './career-fit-types';
import { DERIVED_INTEREST_PROFILE, hasRatedInterests, occupationInterests, riasecThemeOf } from './occupation-interests';

const occupation = (overrides: Partial<OccupationFacts>): OccupationFacts => ({
  interests: null,
  highPoints: [],
  workValues: null,
  educationLevel: -1,
  medianWage: null,
  ...overrides,
});

describe('occupationInterests', () => {
  it("uses O*NET's six ratings when the record has them", () => {
    const ratings = [1.3, 3.24, 2.08, 3.52, 6.88, 5.0];
    expect(occupationInterests(occupation({ interests: ratings, highPoints: ['Social'] }))).toEqual(ratings);
    expect(hasRatedInterests(occupation({ interests: ratings }))).toBe(true);
  });

  it('derives a profile from the high points of a record without ratings: 6.3, 4.6, 3.5, the rest 1.9', () => {
    expect(DERIVED_INTEREST_PROFILE).toEqual({ highPoints: [6.3, 4.6, 3.5], rest: 1.9 });
    //                                                                        R    I    A    S    E    C
    expect(occupationInterests(occupation({ highPoints: ['Social', 'artistic', ' Investigative '] }))).toEqual([1.9, 3.5, 4.6, 6.3, 1.9, 1.9]);
    expect(hasRatedInterests(occupation({ highPoints: ['Social'] }))).toBe(false);
  });

  it('skips unknown and repeated high points, and uses as many as there are', () => {
    expect(occupationInterests(occupation({ highPoints: ['Conventional', 'Nonsense', 'Conventional', '', 'Realistic'] }))).toEqual([
      4.6, 1.9, 1.9, 1.9, 1.9, 6.3,
    ]);
    expect(occupationInterests(occupation({ highPoints: ['Enterprising', 'Social', 'Artistic', 'Realistic'] }))).toEqual([
      1.9, 1.9, 3.5, 4.6, 6.3, 1.9,
    ]);
  });

  it('gives a flat profile when nothing is known, and derives when the ratings are malformed', () => {
    expect(occupationInterests(occupation({}))).toEqual([1.9, 1.9, 1.9, 1.9, 1.9, 1.9]);
    expect(occupationInterests(occupation({ interests: [1, 2, 3], highPoints: ['Realistic'] }))).toEqual([6.3, 1.9, 1.9, 1.9, 1.9, 1.9]);
    expect(occupationInterests(occupation({ interests: [1, 2, 3, 4, 5, Number.NaN] }))[0]).toBe(1.9);
  });

  it('reads theme names case-insensitively', () => {
    expect(riasecThemeOf(' SOCIAL ')).toBe('Social');
    expect(riasecThemeOf('S')).toBeNull();
  });
});
