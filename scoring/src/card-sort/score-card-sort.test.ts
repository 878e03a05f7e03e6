import { describe, expect, it } from 'vitest';
import { ScoringError } from '../scoring-error';
import { SCORING_VERSION } from '../scoring-version';
import type { CardSortAnswers, OnetWorkValueId } from './card-sort-types';
import { dealByCounts } from './card-sort-test-fixtures';
import { scoreCardSort } from './score-card-sort';
import { VALUE_CARDS } from './value-cards';

const idsOf = (value: OnetWorkValueId) => VALUE_CARDS.filter((c) => c.onetValue === value).map((c) => c.id);

/** Achievement always (ranked in deck order), Working Conditions often, Recognition and
 * Relationships sometimes, Support seldom, Independence never. */
function byValue(): CardSortAnswers {
  const achievement = idsOf('1.B.2.a');
  return {
    start: [],
    always: achievement,
    often: idsOf('1.B.2.b'),
    sometimes: [...idsOf('1.B.2.c'), ...idsOf('1.B.2.d')],
    seldom: idsOf('1.B.2.e'),
    never: idsOf('1.B.2.f'),
    rank: [...achievement].reverse(),
  };
}

function expectError(fn: () => unknown, code: string, at?: string | number) {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ScoringError);
    expect((error as ScoringError).code).toBe(code);
    if (at !== undefined) expect((error as ScoringError).at).toBe(at);
    return;
  }
  throw new Error(`expected ScoringError ${code}`);
}

describe('scoreCardSort', () => {
  it('scores a sort by O*NET value into groups, top values and a value profile', () => {
    const result = scoreCardSort(byValue());
    expect(result.scoringVersion).toBe(SCORING_VERSION);
    expect(result.instrumentVersion).toBe('1');
    expect(result.groups.map((g) => [g.binId, g.name, g.stars, g.cards.length])).toEqual([
      ['always', 'Always', 4, 8],
      ['often', 'Often', 3, 15],
      ['sometimes', 'Sometimes', 2, 17],
      ['seldom', 'Seldom', 1, 6],
      ['never', 'Never', 0, 8],
    ]);
    expect(result.topValues.map((c) => [c.rank, c.id])).toEqual([
      [1, 'ambitious-goals'],
      [2, 'quality-work'],
      [3, 'visible-results'],
      [4, 'accomplishment'],
      [5, 'learning'],
      [6, 'challenge'],
      [7, 'mastery'],
      [8, 'strengths'],
    ]);
    expect(result.topValues[0]).toEqual({
      id: 'ambitious-goals',
      title: 'Ambitious goals',
      description: 'Setting demanding targets and hitting them.',
      onetValue: '1.B.2.a',
      rank: 1,
    });
    expect(result.onetValueProfile).toEqual([
      { onetValue: '1.B.2.a', name: 'Achievement', cardCount: 8, meanStars: 4 },
      { onetValue: '1.B.2.b', name: 'Working Conditions', cardCount: 15, meanStars: 3 },
      { onetValue: '1.B.2.c', name: 'Recognition', cardCount: 8, meanStars: 2 },
      { onetValue: '1.B.2.d', name: 'Relationships', cardCount: 9, meanStars: 2 },
      { onetValue: '1.B.2.e', name: 'Support', cardCount: 6, meanStars: 1 },
      { onetValue: '1.B.2.f', name: 'Independence', cardCount: 8, meanStars: 0 },
    ]);
  });

  it('puts the ranked cards first in the always group, then the rest in sort order', () => {
    // Deck order: always = first 10 cards; rank = cards 3, 1 and then 5..10 (8 ranked).
    const answers = dealByCounts({ always: 10, often: 16, sometimes: 18, seldom: 10 });
    const a = answers.always;
    answers.rank = [a[2], a[0], a[4], a[5], a[6], a[7], a[8], a[9]].map(String);
    const always = scoreCardSort(answers).groups[0];
    expect(always?.cards.map((c) => c.id)).toEqual([a[2], a[0], a[4], a[5], a[6], a[7], a[8], a[9], a[1], a[3]]);
    expect(always?.cards.map((c) => c.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, undefined, undefined]);
  });

  it('averages stars per O*NET value (mixed set, hand computed)', () => {
    const answers = dealByCounts({ always: 12, often: 12, sometimes: 12, seldom: 12, never: 6 }, 8);
    const profile = scoreCardSort(answers).onetValueProfile.map((p) => p.meanStars);
    // Deck order is interleaved a,b,c,d,e,f per round for rounds 1-6 (cards 1-36), then
    // a,b,c,d,f (rounds 7-8, cards 37-46), b,d (round 9, cards 47-48), b (cards 49-54).
    // Bins: always 1-12 (rounds 1-2), often 13-24 (3-4), sometimes 25-36 (5-6),
    // seldom 37-48 (rounds 7-9), never 49-54.
    // a: 2x4 + 2x3 + 2x2 + 2x1 = 20 / 8 = 2.5
    // b: 2x4 + 2x3 + 2x2 + 3x1 (rounds 7-9) + 6x0 = 21 / 15 = 1.4
    // c: 20 / 8 = 2.5;  d: 18 + 3x1 = 21 / 9 = 2.33;  e: 18 / 6 = 3;  f: 18 + 2x1 = 20 / 8 = 2.5
    expect(profile).toEqual([2.5, 1.4, 2.5, 2.33, 3, 2.5]);
  });

  it.each<[string, (a: CardSortAnswers) => unknown, string, string | undefined]>([
    ['unknown card', (a) => ({ ...a, never: [...a.never, 'world-peace'] }), 'unknown_card', 'world-peace'],
    ['duplicate card', (a) => ({ ...a, never: [...a.never, a.always[0]] }), 'duplicate_card', 'strengths'],
    ['missing card', (a) => ({ ...a, never: a.never.slice(1) }), 'missing_answer', 'creativity'],
    ['unsorted cards', (a) => ({ ...a, never: a.never.slice(1), start: a.never.slice(0, 1) }), 'missing_answer', 'start'],
    ['bin below min', (a) => ({ ...a, seldom: a.seldom.slice(5), never: [...a.never, ...a.seldom.slice(0, 5)] }), 'out_of_range', 'seldom'],
    ['too few ranked', (a) => ({ ...a, rank: a.rank.slice(1) }), 'wrong_length', 'rank'],
    ['too many ranked', (a) => ({ ...a, always: [...a.always, a.often[0]], often: a.often.slice(1), rank: [...a.rank, a.often[0]] }), 'wrong_length', undefined],
    ['rank from another bin', (a) => ({ ...a, rank: [...a.rank.slice(1), a.often[0]] }), 'invalid_answer', 'busy-days'],
    ['rank duplicate', (a) => ({ ...a, rank: [...a.rank.slice(1), a.rank[1]] }), 'duplicate_card', 'quality-work'],
    ['rank unknown', (a) => ({ ...a, rank: [...a.rank.slice(1), 'nope'] }), 'unknown_card', 'nope'],
    ['unknown list', (a) => ({ ...a, maybe: [] }), 'invalid_answer', 'maybe'],
    ['list not an array', (a) => ({ ...a, often: 'busy-days' }), 'invalid_answer', 'often'],
    ['non-string id', (a) => ({ ...a, often: [...a.often, 7] }), 'invalid_answer', 'often'],
    ['missing list', ({ never: _never, ...rest }) => rest, 'invalid_answer', 'never'],
  ])('rejects %s', (_name, mutate, code, at) => {
    expectError(() => scoreCardSort(mutate(byValue())), code, at);
  });

  it('rejects answers that are not an object', () => {
    for (const bad of [null, [], 'x', 3]) expectError(() => scoreCardSort(bad), 'invalid_answer');
  });
});
