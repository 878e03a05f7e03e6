import { describe, expect, it } from 'vitest';
import { scoreCardSort } from '@career/scoring/card-sort/score-card-sort';
import { DEMO_ANSWERS } from '../../answers/data/demo-answers';
import { clientWorkValues, topWorkValues } from './client-work-values';

const profileOf = (stars: number[]) => ({
  onetValueProfile: ['1.B.2.a', '1.B.2.b', '1.B.2.c', '1.B.2.d', '1.B.2.e', '1.B.2.f'].map((onetValue, index) => ({ onetValue, name: `v${index}`, cardCount: 4, meanStars: stars[index] })),
});

describe('the work values of a finished card sort', () => {
  it('reads the six mean stars in Content Model order, whatever order they are stored in', () => {
    const stored = profileOf([1, 2, 3, 4, 0, 2.5]);
    stored.onetValueProfile.reverse();
    expect(clientWorkValues(stored)).toEqual({ values: [1, 2, 3, 4, 0, 2.5], topValues: ['Relationships', 'Recognition'] });
  });

  it("reads the demo client's scored card sort", () => {
    const read = clientWorkValues(scoreCardSort(DEMO_ANSWERS['career-values']));
    expect(read?.values).toHaveLength(6);
    expect(read?.topValues.length).toBeGreaterThanOrEqual(2);
  });

  it('is null without results or with a malformed profile', () => {
    expect(clientWorkValues(null)).toBeNull();
    expect(clientWorkValues({})).toBeNull();
    expect(clientWorkValues({ onetValueProfile: 'x' })).toBeNull();
    expect(clientWorkValues(profileOf([1, 2, 3, 4, 0]))).toBeNull();
    expect(clientWorkValues(profileOf([1, 2, 3, 4, 0, 5]))).toBeNull();
    expect(clientWorkValues(profileOf([1, 2, 3, 4, 0, Number.NaN]))).toBeNull();
  });

  it('names the two highest, keeps every value tied at the cut, and none when all six tie', () => {
    expect(topWorkValues([3, 1, 1, 2, 0, 0])).toEqual(['Achievement', 'Relationships']);
    expect(topWorkValues([3, 2, 1, 2, 0, 0])).toEqual(['Achievement', 'Working Conditions', 'Relationships']);
    expect(topWorkValues([2, 2, 2, 1, 1, 1])).toEqual(['Achievement', 'Working Conditions', 'Recognition']);
    expect(topWorkValues([2, 2, 2, 2, 2, 2])).toEqual([]);
  });
});
