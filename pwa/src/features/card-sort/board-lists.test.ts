import { describe, expect, it } from 'vitest';
import { findPlace, moveOnBoard } from './board-lists';

describe('board lists', () => {
  const lists = { start: ['a', 'b', 'c'], always: ['d'] };

  it('moves a card between and within lists, clamping the index', () => {
    expect(moveOnBoard(lists, 'b', 'always', 0)).toEqual({ start: ['a', 'c'], always: ['b', 'd'] });
    expect(moveOnBoard(lists, 'a', 'always', 9)).toEqual({ start: ['b', 'c'], always: ['d', 'a'] });
    expect(moveOnBoard(lists, 'a', 'start', 2)).toEqual({ start: ['b', 'c', 'a'], always: ['d'] });
    expect(moveOnBoard(lists, 'a', 'nowhere', 0)).toBe(lists);
  });

  it('finds a card', () => {
    expect(findPlace(lists, 'c')).toEqual({ listId: 'start', index: 2 });
    expect(findPlace(lists, 'x')).toBeUndefined();
  });
});
