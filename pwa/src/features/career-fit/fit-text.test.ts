import { describe, expect, it } from 'vitest';
import { bandRankText, ordinalText, stabilityText } from './fit-text';

describe('fit in words', () => {
  it('names a place as an ordinal, with thousands separated', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 1002].map(ordinalText)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '1,002nd',
    ]);
  });

  it('gives the band and the place in the list, never a number out of 100', () => {
    expect(bandRankText({ band: 'strong', rank: 3, of: 923 })).toBe('Strong match, 3rd of 923');
    expect(bandRankText({ band: 'weak', rank: 1001, of: 100923 })).toBe('Weak match, 1,001st of 100,923');
  });

  it('says, for a counselor, in about how many of ten simulated retests the idea is in the top ten', () => {
    expect(stabilityText({ stability: 0.7, rank: 3 }, 'counselor')).toBe('In the top 10 in about 7 of 10 simulated retests');
    expect(stabilityText({ stability: 0.649, rank: 3 }, 'counselor')).toBe('In the top 10 in about 6 of 10 simulated retests');
    expect(stabilityText({ stability: 0.65, rank: 3 }, 'counselor')).toBe('In the top 10 in about 7 of 10 simulated retests');
    expect(stabilityText({ stability: 1, rank: 1 }, 'counselor')).toBe('In the top 10 in about 10 of 10 simulated retests');
    // In the top 10 now, though no retest keeps it there: still said.
    expect(stabilityText({ stability: 0, rank: 10 }, 'counselor')).toBe('In the top 10 in about 0 of 10 simulated retests');
    // Below the top 10, but some retests bring it in.
    expect(stabilityText({ stability: 0.05, rank: 11 }, 'counselor')).toBe('In the top 10 in about 1 of 10 simulated retests');
  });

  it('says it to the client as an estimate, in their words', () => {
    expect(stabilityText({ stability: 0.7, rank: 3 }, 'client')).toBe('An estimate: if you took the Strong again, this idea would be in your top 10 about 7 times in 10.');
    expect(stabilityText({ stability: 0.649, rank: 3 }, 'client')).toBe('An estimate: if you took the Strong again, this idea would be in your top 10 about 6 times in 10.');
    expect(stabilityText({ stability: 1, rank: 1 }, 'client')).toBe('An estimate: if you took the Strong again, this idea would be in your top 10 about 10 times in 10.');
    expect(stabilityText({ stability: 0, rank: 10 }, 'client')).toBe('An estimate: if you took the Strong again, this idea would be in your top 10 about 0 times in 10.');
  });

  it('says nothing of an idea below the top 10 that (rounded) no retest brings into it', () => {
    for (const audience of ['client', 'counselor'] as const) {
      expect(stabilityText({ stability: 0, rank: 11 }, audience)).toBeNull();
      expect(stabilityText({ stability: 0.049, rank: 11 }, audience)).toBeNull();
      expect(stabilityText({ stability: 0, rank: 180 }, audience)).toBeNull();
    }
  });
});
