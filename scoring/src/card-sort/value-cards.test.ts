import { describe, expect, it } from 'vitest';
import { CARD_SORT_DEFINITION } from './card-sort-definition';
import onetWorkValues from './data/onet-work-values.json' with { type: 'json' };
import { VALUE_BINS, RANK_COUNT } from './value-bins';
import { VALUE_CARDS } from './value-cards';

describe('career-values cards', () => {
  it('has 54 cards with unique kebab-case ids and one-line texts', () => {
    expect(VALUE_CARDS).toHaveLength(54);
    expect(new Set(VALUE_CARDS.map((c) => c.id)).size).toBe(54);
    expect(new Set(VALUE_CARDS.map((c) => c.title)).size).toBe(54);
    for (const card of VALUE_CARDS) {
      expect(card.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(card.title.length).toBeGreaterThan(0);
      expect(card.description).not.toMatch(/\n/);
      expect(card.description.length).toBeLessThanOrEqual(80);
      expect(card.description).toMatch(/\.$/);
    }
  });

  it('maps each card to one O*NET work value and one of its needs', () => {
    const needsOf = new Map(onetWorkValues.workValues.map((v) => [v.id, v.needs.map((n) => n.id)]));
    for (const card of VALUE_CARDS) {
      expect(needsOf.has(card.onetValue)).toBe(true);
      expect(needsOf.get(card.onetValue)).toContain(card.onetNeed);
    }
  });

  it('covers every O*NET value with the planned number of cards and every need', () => {
    const countOf = (id: string) => VALUE_CARDS.filter((c) => c.onetValue === id).length;
    expect(['1.B.2.a', '1.B.2.b', '1.B.2.c', '1.B.2.d', '1.B.2.e', '1.B.2.f'].map(countOf)).toEqual([8, 15, 8, 9, 6, 8]);
    const needs = onetWorkValues.workValues.flatMap((v) => v.needs.map((n) => n.id));
    expect(needs).toHaveLength(21);
    for (const need of needs) expect(VALUE_CARDS.some((c) => c.onetNeed === need)).toBe(true);
  });

  it('interleaves values in the start pile (no two neighbours share a value in the first 36)', () => {
    for (let i = 1; i < 36; i += 1) {
      expect(VALUE_CARDS[i]?.onetValue).not.toBe(VALUE_CARDS[i - 1]?.onetValue);
    }
  });
});

describe('value bins', () => {
  it('holds the documented limits and 4..0 stars', () => {
    expect(VALUE_BINS.allIds).toEqual(['always', 'often', 'sometimes', 'seldom', 'never']);
    expect(VALUE_BINS.allIds.map((id) => VALUE_BINS.byId[id])).toEqual([
      { name: 'Always', minCards: 8, maxCards: 14, stars: 4 },
      { name: 'Often', minCards: 6, maxCards: 16, stars: 3 },
      { name: 'Sometimes', minCards: 4, maxCards: 18, stars: 2 },
      { name: 'Seldom', minCards: 2, maxCards: 16, stars: 1 },
      { name: 'Never', minCards: 0, maxCards: 14, stars: 0 },
    ]);
  });

  it('can be satisfied by 54 cards and leaves 8 to rank', () => {
    const bins = VALUE_BINS.allIds.map((id) => VALUE_BINS.byId[id]);
    expect(bins.reduce((s, b) => s + b.minCards, 0)).toBeLessThanOrEqual(54);
    expect(bins.reduce((s, b) => s + b.maxCards, 0)).toBeGreaterThanOrEqual(54);
    expect(VALUE_BINS.byId.always.minCards).toBeGreaterThanOrEqual(RANK_COUNT);
  });
});

describe('card sort definition', () => {
  it('satisfies the instrument info of the spec', () => {
    expect(CARD_SORT_DEFINITION).toMatchObject({
      id: 'career-values',
      totalQuestions: 54,
      timeToComplete: '20-30 minutes',
      rankCount: 8,
    });
    expect(CARD_SORT_DEFINITION.questions.cards).toBe(VALUE_CARDS);
    expect(CARD_SORT_DEFINITION.provenance.licence).toContain('CC BY 4.0');
  });
});
