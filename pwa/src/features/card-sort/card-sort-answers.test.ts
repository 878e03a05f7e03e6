import { dealByCounts } from '@career/scoring/card-sort/card-sort-test-fixtures';
import { describe, expect, it } from 'vitest';
import { allLists, changedLists, hasCardLists, readCardSort, sameCardSort } from './card-sort-answers';

describe('readCardSort', () => {
  it('is undefined when the device holds no card list', () => {
    expect(hasCardLists({})).toBe(false);
    expect(readCardSort({ rank: [] })).toBeUndefined();
  });

  it('reads a stored sort as it is', () => {
    const sort = dealByCounts({ always: 10, often: 16, sometimes: 18, seldom: 10 }, 8);
    expect(readCardSort(Object.fromEntries(allLists(sort)))).toEqual(sort);
  });

  it('repairs it: unknown and repeated cards dropped, lost cards back in start, rank only from always', () => {
    const sort = readCardSort({ always: ['strengths', 'nope', 'mastery'], often: ['strengths', 'busy-days'], rank: ['mastery', 'busy-days', 'mastery'] });
    expect(sort?.always).toEqual(['strengths', 'mastery']);
    expect(sort?.often).toEqual(['busy-days']);
    expect(sort?.start).toHaveLength(51);
    expect(sort?.rank).toEqual(['mastery']);
  });
});

describe('changedLists', () => {
  it('gives only the lists a move changed', () => {
    const before = dealByCounts({ always: 1 });
    const after = { ...before, start: before.start.slice(1), always: [...before.always, before.start[0] ?? ''] };
    expect(changedLists(before, after).map(([key]) => key)).toEqual(['start', 'always']);
    expect(sameCardSort(before, after)).toBe(false);
    expect(changedLists(before, { ...before })).toEqual([]);
  });
});
