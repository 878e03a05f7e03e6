import { describe, expect, it } from 'vitest';
import type { ValueBinId } from './card-sort-types';
import { dealByCounts } from './card-sort-test-fixtures';
import { initCardSort } from './init-card-sort';
import { validateCardSort, validateRank } from './validate-card-sort';
import { VALUE_BINS } from './value-bins';
import { VALUE_CARDS } from './value-cards';

type Counts = Record<ValueBinId, number>;
const messages = (counts: Partial<Counts>) => validateCardSort(dealByCounts(counts), VALUE_BINS).map((i) => i.message);

describe('validateCardSort', () => {
  it('a fresh sort asks to sort all 54 cards', () => {
    const fresh = initCardSort({ valueBins: VALUE_BINS, cards: VALUE_CARDS });
    expect(fresh.start).toHaveLength(54);
    expect(fresh.start[0]).toBe('strengths');
    expect(validateCardSort(fresh, VALUE_BINS)).toEqual([
      { kind: 'unsorted', left: 54, message: 'Please finish sorting all values (54 left)' },
    ]);
  });

  it.each<[string, Partial<Counts>, string[]]>([
    ['always and often at min, seldom and never at max (valid)', { always: 8, often: 6, sometimes: 10, seldom: 16, never: 14 }, []],
    ['sometimes at min, never at max (valid)', { always: 14, often: 16, sometimes: 4, seldom: 6, never: 14 }, []],
    ['seldom at min (valid)', { always: 14, often: 16, sometimes: 10, seldom: 2, never: 12 }, []],
    ['all bins at their maximum where possible (valid)', { always: 14, often: 16, sometimes: 18, seldom: 6, never: 0 }, []],
    ['always at min 8 and never at 0 (valid)', { always: 8, often: 16, sometimes: 18, seldom: 12, never: 0 }, []],
    ['always one below min', { always: 7, often: 16, sometimes: 18, seldom: 13, never: 0 }, ['Not enough cards in "Always" column (min 8)']],
    ['always one above max', { always: 15, often: 16, sometimes: 17, seldom: 6, never: 0 }, ['Too many cards in "Always" column (max 14)']],
    ['often at 5 and 17', { always: 14, often: 5, sometimes: 18, seldom: 16, never: 1 }, ['Not enough cards in "Often" column (min 6)']],
    ['often above max', { always: 14, often: 17, sometimes: 17, seldom: 6, never: 0 }, ['Too many cards in "Often" column (max 16)']],
    ['sometimes below min', { always: 14, often: 16, sometimes: 3, seldom: 16, never: 5 }, ['Not enough cards in "Sometimes" column (min 4)']],
    ['sometimes above max', { always: 14, often: 16, sometimes: 19, seldom: 5, never: 0 }, ['Too many cards in "Sometimes" column (max 18)']],
    ['seldom below min', { always: 14, often: 16, sometimes: 18, seldom: 1, never: 5 }, ['Not enough cards in "Seldom" column (min 2)']],
    ['seldom above max', { always: 8, often: 6, sometimes: 10, seldom: 17, never: 13 }, ['Too many cards in "Seldom" column (max 16)']],
    ['never above max', { always: 8, often: 6, sometimes: 4, seldom: 21, never: 15 }, ['Too many cards in "Seldom" column (max 16)', 'Too many cards in "Never" column (max 14)']],
    ['everything in never', { never: 54 }, [
      'Not enough cards in "Always" column (min 8)',
      'Not enough cards in "Often" column (min 6)',
      'Not enough cards in "Sometimes" column (min 4)',
      'Not enough cards in "Seldom" column (min 2)',
      'Too many cards in "Never" column (max 14)',
    ]],
  ])('%s', (_name, counts, expected) => {
    const total = Object.values(counts).reduce((s, n) => s + n, 0);
    expect(total).toBe(54);
    expect(messages(counts)).toEqual(expected);
  });

  it('reports unsorted cards first, too-many but not not-enough while cards are left', () => {
    expect(messages({ always: 15, often: 1 })).toEqual([
      'Please finish sorting all values (38 left)',
      'Too many cards in "Always" column (max 14)',
    ]);
    expect(messages({ always: 8, often: 6, sometimes: 4, seldom: 2, never: 33 })).toEqual([
      'Please finish sorting all values (1 left)',
      'Too many cards in "Never" column (max 14)',
    ]);
  });

  it('carries the counts and limits with each issue', () => {
    expect(validateCardSort(dealByCounts({ always: 7, often: 16, sometimes: 18, seldom: 13 }), VALUE_BINS)).toEqual([
      { kind: 'not_enough', binId: 'always', count: 7, minCards: 8, message: 'Not enough cards in "Always" column (min 8)' },
    ]);
  });
});

describe('validateRank', () => {
  it.each([
    [0, ['Please rank your top 8 values (8 left)']],
    [7, ['Please rank your top 8 values (1 left)']],
    [8, []],
  ])('with %i ranked cards', (ranked, expected) => {
    const answers = dealByCounts({ always: 10, often: 16, sometimes: 18, seldom: 10 }, ranked);
    expect(validateRank(answers, 8).map((i) => i.message)).toEqual(expected);
  });

  it('ignores ranked ids that are not in always and duplicates', () => {
    const answers = dealByCounts({ always: 10, often: 16, sometimes: 18, seldom: 10 }, 7);
    const withNoise = { ...answers, rank: [...answers.rank, answers.rank[0] ?? '', 'mastery-x', answers.often[0] ?? ''] };
    expect(validateRank(withNoise, 8)).toEqual([{ kind: 'unranked', left: 1, message: 'Please rank your top 8 values (1 left)' }]);
  });
});
