import { describe, expect, it } from 'vitest';
import { choiceValue, countAnsweredItems, firstUnansweredItem } from './answered-items';

describe('answered items', () => {
  const answers = { '0': '2', '1': '', '2': '-2', '4': null, '7': '1' };

  it('counts only answered keys inside the total', () => {
    expect(countAnsweredItems(answers, 5)).toBe(2);
    expect(countAnsweredItems(answers, 8)).toBe(3);
    expect(countAnsweredItems({}, 3)).toBe(0);
  });

  it('finds the first unanswered question', () => {
    expect(firstUnansweredItem(answers, 5)).toBe(1);
    expect(firstUnansweredItem({ '0': '0', '1': '4' }, 2)).toBeUndefined();
    expect(firstUnansweredItem({}, 3)).toBe(0);
  });

  it('reads a radio value', () => {
    expect(choiceValue(answers, 0)).toBe('2');
    expect(choiceValue(answers, 4)).toBe('');
    expect(choiceValue({ '0': 3 }, 0)).toBe('');
  });
});
