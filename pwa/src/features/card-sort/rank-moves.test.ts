import { describe, expect, it } from 'vitest';
import { applyRankAction, placeInRank } from './rank-moves';

describe('rank moves', () => {
  it('places a card at an index, takes it out, and keeps at most rankCount', () => {
    expect(placeInRank(['a', 'b', 'c'], 'd', 1, 8)).toEqual(['a', 'd', 'b', 'c']);
    expect(placeInRank(['a', 'b', 'c'], 'a', 2, 8)).toEqual(['b', 'c', 'a']);
    expect(placeInRank(['a', 'b', 'c'], 'b', null, 8)).toEqual(['a', 'c']);
    expect(placeInRank(['a', 'b'], 'c', 0, 2)).toEqual(['c', 'a']);
  });

  it('applies the buttons', () => {
    expect(applyRankAction(['a', 'b'], 'add', 'c', 8)).toEqual(['a', 'b', 'c']);
    expect(applyRankAction(['a', 'b'], 'add', 'c', 2)).toEqual(['a', 'b']);
    expect(applyRankAction(['a', 'b', 'c'], 'up', 'c', 8)).toEqual(['a', 'c', 'b']);
    expect(applyRankAction(['a', 'b', 'c'], 'up', 'a', 8)).toEqual(['a', 'b', 'c']);
    expect(applyRankAction(['a', 'b', 'c'], 'down', 'a', 8)).toEqual(['b', 'a', 'c']);
    expect(applyRankAction(['a', 'b', 'c'], 'remove', 'b', 8)).toEqual(['a', 'c']);
  });
});
