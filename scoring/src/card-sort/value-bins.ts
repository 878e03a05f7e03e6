import type { ValueBins } from './card-sort-types';

/** How many of the 'always' cards the rank step orders (spec section 9: rank the top 8). */
export const RANK_COUNT = 8;

/**
 * The five bins with their limits. The limits are our own design choice (documented in
 * provenance.md): 'always' needs at least RANK_COUNT cards so the rank step has 8 to rank and
 * holds at most 14 so it stays a real priority list; the middle bins are wide; 'seldom' needs a
 * few cards so the sort also says what matters least; 'never' may stay empty.
 * Sum of minimums 20 <= 54 <= sum of maximums 78, so every bin can be satisfied at once.
 */
export const VALUE_BINS: ValueBins = {
  byId: {
    always: { name: 'Always', minCards: RANK_COUNT, maxCards: 14, stars: 4 },
    often: { name: 'Often', minCards: 6, maxCards: 16, stars: 3 },
    sometimes: { name: 'Sometimes', minCards: 4, maxCards: 18, stars: 2 },
    seldom: { name: 'Seldom', minCards: 2, maxCards: 16, stars: 1 },
    never: { name: 'Never', minCards: 0, maxCards: 14, stars: 0 },
  },
  allIds: ['always', 'often', 'sometimes', 'seldom', 'never'],
};
