import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../neo/seeded-normal';
import { isBefore } from './fit-order';
import { TopIdeas } from './top-ideas';

describe('TopIdeas', () => {
  it('keeps the best `capacity` ideas in the order of ideas, whatever order they come in', () => {
    const random = mulberry32(3);
    const ideas = Array.from({ length: 500 }, (_, index) => ({ score: Math.floor(random() * 20), correlation: Math.floor(random() * 3), valuesFit: random() < 0.3 ? Number.NaN : Math.floor(random() * 3), index }));
    const top = new TopIdeas(12);
    for (const idea of ideas) top.offer(idea.score, idea.correlation, idea.valuesFit, idea.index);
    const sorted = [...ideas].sort((a, b) => (isBefore(a.score, a.correlation, a.valuesFit, a.index, b.score, b.correlation, b.valuesFit, b.index) ? -1 : 1));
    expect(Array.from(top.index)).toEqual(sorted.slice(0, 12).map((idea) => idea.index));
    expect(top.count).toBe(12);
    expect(top.threshold()).toBe(sorted[11]?.score);
  });

  it('has no threshold until full, and takes nothing with no room', () => {
    const top = new TopIdeas(2);
    top.offer(5, 0, 0, 1);
    expect(top.threshold()).toBe(-Infinity);
    top.offer(7, 0, 0, 2);
    expect(Array.from(top.index)).toEqual([2, 1]);
    top.clear();
    expect(top.count).toBe(0);
    const none = new TopIdeas(0);
    none.offer(5, 0, 0, 1);
    expect(none.count).toBe(0);
  });
});
