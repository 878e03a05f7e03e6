import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardListId, CardSortAnswers } from './card-sort-types';
import { CARD_LIST_IDS } from './card-sort-types';
import { checkCardSortAnswers } from './check-card-sort-answers';
import { initCardSort } from './init-card-sort';
import { moveCard } from './move-card';
import { scoreCardSort } from './score-card-sort';
import { validateCardSort } from './validate-card-sort';
import { RANK_COUNT, VALUE_BINS } from './value-bins';
import { VALUE_CARDS } from './value-cards';

const QUESTIONS = { valueBins: VALUE_BINS, cards: VALUE_CARDS };
const IDS = VALUE_CARDS.map((card) => card.id);

/** A valid sort: a permutation of the deck cut into bin sizes within every bin's limits. */
const validSort = fc
  .record({
    order: fc.shuffledSubarray(IDS, { minLength: IDS.length, maxLength: IDS.length }),
    picks: fc.array(fc.nat(VALUE_BINS.allIds.length - 1), { minLength: 54, maxLength: 54 }),
    rankOrder: fc.array(fc.nat(), { minLength: 14, maxLength: 14 }),
  })
  .map(({ order, picks, rankOrder }): CardSortAnswers => {
    const bins = VALUE_BINS.allIds;
    const sizes = bins.map((id) => VALUE_BINS.byId[id].minCards);
    let left = IDS.length - sizes.reduce((s, n) => s + n, 0);
    for (const pick of picks) {
      if (left === 0) break;
      for (let step = 0; step < bins.length; step += 1) {
        const i = (pick + step) % bins.length;
        const bin = bins[i];
        if (bin !== undefined && (sizes[i] ?? 0) < VALUE_BINS.byId[bin].maxCards) {
          sizes[i] = (sizes[i] ?? 0) + 1;
          left -= 1;
          break;
        }
      }
    }
    const cut = (i: number) => {
      const start = sizes.slice(0, i).reduce((s, n) => s + n, 0);
      return order.slice(start, start + (sizes[i] ?? 0));
    };
    const always = cut(0);
    const rank = always
      .map((id, i) => ({ id, key: rankOrder[i] ?? 0 }))
      .sort((x, y) => x.key - y.key)
      .slice(0, RANK_COUNT)
      .map((x) => x.id);
    return { start: [], always, often: cut(1), sometimes: cut(2), seldom: cut(3), never: cut(4), rank };
  });

describe('card sort properties', () => {
  it('a valid random sort always validates and scores, with outputs in range', () => {
    fc.assert(
      fc.property(validSort, (answers) => {
        expect(validateCardSort(answers, VALUE_BINS)).toEqual([]);
        const result = scoreCardSort(answers);
        expect(result.groups.reduce((s, g) => s + g.cards.length, 0)).toBe(54);
        expect(result.groups.map((g) => g.stars)).toEqual([4, 3, 2, 1, 0]);
        expect(result.topValues.map((c) => c.id)).toEqual(answers.rank);
        expect(result.groups[0]?.cards.slice(0, RANK_COUNT).map((c) => c.id)).toEqual(answers.rank);
        for (const entry of result.onetValueProfile) {
          expect(entry.meanStars).toBeGreaterThanOrEqual(0);
          expect(entry.meanStars).toBeLessThanOrEqual(4);
        }
      }),
    );
  });

  it('any sequence of card moves keeps all 54 cards exactly once', () => {
    const move = fc.record({
      card: fc.constantFrom(...IDS),
      to: fc.constantFrom<CardListId>(...CARD_LIST_IDS),
      index: fc.option(fc.integer({ min: -2, max: 60 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(move, { maxLength: 120 }), (moves) => {
        let answers = initCardSort(QUESTIONS);
        for (const m of moves) answers = moveCard(answers, m.card, m.to, m.index);
        const checked = checkCardSortAnswers(answers, QUESTIONS, RANK_COUNT);
        const all = CARD_LIST_IDS.flatMap((listId) => checked[listId]);
        expect(all).toHaveLength(54);
        expect([...all].sort()).toEqual([...IDS].sort());
        const issues = validateCardSort(answers, VALUE_BINS);
        expect(issues.some((i) => i.kind === 'unsorted')).toBe(answers.start.length > 0);
      }),
    );
  });
});
