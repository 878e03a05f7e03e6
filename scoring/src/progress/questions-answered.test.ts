import { describe, expect, it } from 'vitest';
import { CARD_SORT_START_BIN, questionsAnswered } from './questions-answered';

describe('questionsAnswered', () => {
  it('career-values: total minus the cards left in the start bin', () => {
    expect(CARD_SORT_START_BIN).toBe('start');
    const cards = Array.from({ length: 54 }, (_, index) => `card-${index + 1}`);
    expect(questionsAnswered('career-values', { start: cards, always: [], often: [], sometimes: [], seldom: [], never: [], rank: [] }, 54)).toBe(0);
    expect(questionsAnswered('career-values', { start: cards.slice(0, 10), always: cards.slice(10), rank: [] }, 54)).toBe(44);
    expect(questionsAnswered('career-values', { start: [], always: cards }, 54)).toBe(54);
    expect(questionsAnswered('career-values', null, 54)).toBe(0);
    expect(questionsAnswered('career-values', [], 54)).toBe(0);
  });

  it('interview: the number of answer keys', () => {
    expect(questionsAnswered('interview', { '1': 'a', '2': '', '7': { x: true } }, 48)).toBe(3);
    expect(questionsAnswered('interview', ['a', null, 'b'], 48)).toBe(2);
    expect(questionsAnswered('interview', null, 48)).toBe(0);
  });

  it('myers-briggs: the total', () => {
    expect(questionsAnswered('myers-briggs', [], 1)).toBe(1);
    expect(questionsAnswered('myers-briggs', ['f'], 1)).toBe(1);
  });

  it.each(['neo', 'depression-screening'] as const)('%s: the answers that are not null', (id) => {
    expect(questionsAnswered(id, ['1', null, '0', undefined, '', '3'], 21)).toBe(3);
  });

  it('others: the answer count', () => {
    expect(questionsAnswered('readiness-for-change', ['-2', '0', '2'], 12)).toBe(3);
    expect(questionsAnswered('consent', ['agree'], 1)).toBe(1);
    expect(questionsAnswered('consent', ['agree', 'agree'], 1)).toBe(1);
  });
});
