import { describe, expect, it } from 'vitest';
import { NO_REASONS, mergeReasons, sided } from './fit-reasons';

describe('mergeReasons', () => {
  it('sorts each side by strength, equal strengths in the order of the parts', () => {
    const merged = mergeReasons([
      { reasonsFor: [{ text: 'interests', strength: 30 }, { text: 'support', strength: 1 }], worthKnowing: [] },
      sided('reasonsFor', { text: 'values', strength: 5 }),
      sided('worthKnowing', { text: 'education', strength: 4 }),
      sided('worthKnowing', { text: 'pay', strength: 4 }),
      sided('reasonsFor', null),
      NO_REASONS,
    ]);
    expect(merged.reasonsFor.map((reason) => reason.text)).toEqual(['interests', 'values', 'support']);
    expect(merged.worthKnowing.map((reason) => reason.text)).toEqual(['education', 'pay']);
  });
});
