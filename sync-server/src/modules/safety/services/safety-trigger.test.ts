import { describe, expect, it } from 'vitest';
import { levelRaisedBy } from './safety-trigger';

const GROUP_9 = 8;

function answers(values: Record<number, string>): (string | null)[] {
  return Array.from({ length: 21 }, (_, index) => values[index] ?? null);
}

/** Ten groups at 3 but group 9: a total of 30. */
const THIRTY = Object.fromEntries([0, 1, 2, 3, 4, 5, 6, 7, 9, 10].map((index) => [index, '3']));

describe('levelRaisedBy: what one save raises', () => {
  it('raises thoughts or plans when group 9 is stored with a new value above its first option', () => {
    expect(levelRaisedBy({ before: [], after: answers({ [GROUP_9]: '1' }), completed: false })).toBe('thoughts');
    expect(levelRaisedBy({ before: [], after: answers({ [GROUP_9]: '2' }), completed: false })).toBe('thoughts');
    expect(levelRaisedBy({ before: answers({ [GROUP_9]: '1' }), after: answers({ [GROUP_9]: '3' }), completed: false })).toBe('plans');
    expect(levelRaisedBy({ before: answers({ [GROUP_9]: '3' }), after: answers({ [GROUP_9]: '1' }), completed: false })).toBe('thoughts');
  });

  it('raises nothing for group 9 at its first option, or left as it was', () => {
    expect(levelRaisedBy({ before: answers({ [GROUP_9]: '3' }), after: answers({ [GROUP_9]: '0' }), completed: false })).toBeNull();
    expect(levelRaisedBy({ before: answers({ [GROUP_9]: '3' }), after: answers({ 0: '1', [GROUP_9]: '3' }), completed: false })).toBeNull();
    expect(levelRaisedBy({ before: [], after: answers({ 0: '3' }), completed: false })).toBeNull();
  });

  it('raises high-total when the total reaches 30 with this save, not when it was there before', () => {
    const below = { ...THIRTY, 10: '2' };
    expect(levelRaisedBy({ before: answers(below), after: answers(THIRTY), completed: false })).toBe('high-total');
    expect(levelRaisedBy({ before: answers(THIRTY), after: answers({ ...THIRTY, 11: '1' }), completed: false })).toBeNull();
    // Group 9 counts toward the total even though its own level comes first.
    const twentyNine = { ...THIRTY, 10: '1', [GROUP_9]: '1' };
    expect(levelRaisedBy({ before: answers(twentyNine), after: answers({ ...twentyNine, 11: '1' }), completed: false })).toBe('high-total');
  });

  it('raises high-total when a save completes the screening in the top band, and the more urgent level of two', () => {
    expect(levelRaisedBy({ before: answers(THIRTY), after: answers(THIRTY), completed: true })).toBe('high-total');
    expect(levelRaisedBy({ before: answers({ 0: '1' }), after: answers({ 0: '1' }), completed: true })).toBeNull();
    expect(levelRaisedBy({ before: [], after: answers({ ...THIRTY, [GROUP_9]: '3' }), completed: false })).toBe('plans');
  });
});
