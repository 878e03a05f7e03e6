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

  it('says in how many of ten retests the idea stays in the top ten', () => {
    expect(stabilityText(0.7)).toBe('Stays in the top 10 in 7 of 10 retests');
    expect(stabilityText(0.649)).toBe('Stays in the top 10 in 6 of 10 retests');
    expect(stabilityText(0.65)).toBe('Stays in the top 10 in 7 of 10 retests');
    expect(stabilityText(1)).toBe('Stays in the top 10 in 10 of 10 retests');
    expect(stabilityText(0)).toBe('Stays in the top 10 in 0 of 10 retests');
  });
});
