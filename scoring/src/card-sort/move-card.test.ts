import { describe, expect, it } from 'vitest';
import { ScoringError } from '../scoring-error';
import { dealByCounts } from './card-sort-test-fixtures';
import { findCardList, moveCard } from './move-card';
import { rankTopValues } from './rank-top-values';

describe('moveCard', () => {
  const fresh = dealByCounts({});

  it('moves a card from start to the end of a bin without touching the input', () => {
    const moved = moveCard(fresh, 'mastery', 'always');
    expect(moved.always).toEqual(['mastery']);
    expect(moved.start).toHaveLength(53);
    expect(moved.start).not.toContain('mastery');
    expect(fresh.start).toHaveLength(54);
    expect(findCardList(moved, 'mastery')).toBe('always');
  });

  it('inserts at an index (clamped) and reorders within a list', () => {
    let a = moveCard(fresh, 'strengths', 'often');
    a = moveCard(a, 'busy-days', 'often', 0);
    a = moveCard(a, 'advancement', 'often', 99);
    a = moveCard(a, 'fair-treatment', 'often', -3);
    expect(a.often).toEqual(['fair-treatment', 'busy-days', 'strengths', 'advancement']);
    a = moveCard(a, 'advancement', 'often', 0);
    expect(a.often).toEqual(['advancement', 'fair-treatment', 'busy-days', 'strengths']);
  });

  it('drops a card from the rank when it leaves always, keeps it when reordered in always', () => {
    const sorted = dealByCounts({ always: 10, often: 16, sometimes: 18, seldom: 10 }, 8);
    const reordered = moveCard(sorted, sorted.rank[0] ?? '', 'always', 9);
    expect(reordered.rank).toEqual(sorted.rank);
    const demoted = moveCard(sorted, sorted.rank[0] ?? '', 'often');
    expect(demoted.rank).toEqual(sorted.rank.slice(1));
  });

  it('throws unknown_card for a card in no list', () => {
    expect(() => moveCard(fresh, 'nope', 'always')).toThrow(ScoringError);
  });
});

describe('rankTopValues', () => {
  const sorted = dealByCounts({ always: 10, often: 16, sometimes: 18, seldom: 10 });

  it('reorders always and ranks its first 8', () => {
    const order = [...sorted.always].reverse();
    const ranked = rankTopValues(sorted, order, 8);
    expect(ranked.always).toEqual(order);
    expect(ranked.rank).toEqual(order.slice(0, 8));
  });

  it.each([
    ['a card from another list', (o: string[]) => [...o.slice(1), 'clear-expectations'], 'unknown_card'],
    ['a duplicate', (o: string[]) => [...o.slice(1), o[1] ?? ''], 'duplicate_card'],
    ['a missing card', (o: string[]) => o.slice(1), 'wrong_length'],
  ])('rejects %s', (_name, mutate, code) => {
    expect(() => rankTopValues(sorted, mutate(sorted.always), 8)).toThrow(
      expect.objectContaining({ code }) as unknown as Error,
    );
  });
});
