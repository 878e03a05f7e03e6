import { describe, expect, it } from 'vitest';
import { ScoringError } from '../scoring-error';
import { checkedClientInterests, checkedClientValues } from './client-profile-checks';

describe('the client profile checks', () => {
  it('pass six finite numbers through', () => {
    expect(checkedClientInterests([41, 56, 64, 61, 45, 38])).toEqual([41, 56, 64, 61, 45, 38]);
    expect(checkedClientValues([2.63, 1.73, 0.63, 3.33, 2.33, 3])).toEqual([2.63, 1.73, 0.63, 3.33, 2.33, 3]);
  });

  it('refuse another length, or a value that is not finite, with the index', () => {
    expect(() => checkedClientInterests([50, 50, 50])).toThrow(expect.objectContaining({ code: 'wrong_length' }));
    expect(() => checkedClientValues([1, 2, 3, 4, 5, 6, 7])).toThrow(/Expected 6 work values, got 7/);
    const error = (() => {
      try {
        checkedClientValues([1, 2, Infinity, 4, 5, 6]);
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ScoringError);
    expect(error).toMatchObject({ code: 'out_of_range', at: 2 });
  });
});
