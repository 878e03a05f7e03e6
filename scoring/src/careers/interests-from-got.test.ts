import { describe, expect, it } from 'vitest';
import { interestsFromGot } from './interests-from-got';

// As interpretSii gives them: lowercase themes, any order.
const GOT = [
  { theme: 'social', value: 58 },
  { theme: 'realistic', value: 41 },
  { theme: 'conventional', value: 47.5 },
  { theme: 'investigative', value: 52 },
  { theme: 'enterprising', value: 60 },
  { theme: 'artistic', value: 39 },
];

describe('interestsFromGot', () => {
  it('gives the six scores in RIASEC order, theme names in any case', () => {
    expect(interestsFromGot(GOT)).toEqual([41, 52, 39, 58, 60, 47.5]);
    expect(interestsFromGot(GOT.map((m) => ({ ...m, theme: m.theme.toUpperCase() })))).toEqual([41, 52, 39, 58, 60, 47.5]);
  });

  it('is null when a theme is missing or its score is not a finite number', () => {
    expect(interestsFromGot(GOT.slice(1))).toBeNull();
    expect(interestsFromGot([])).toBeNull();
    expect(interestsFromGot(GOT.map((m) => (m.theme === 'artistic' ? { ...m, value: Number.NaN } : m)))).toBeNull();
    expect(interestsFromGot(GOT.map((m) => (m.theme === 'artistic' ? { ...m, value: Infinity } : m)))).toBeNull();
  });

  it('takes the first entry of a repeated theme', () => {
    expect(interestsFromGot([...GOT, { theme: 'Social', value: 99 }])?.[3]).toBe(58);
  });
});
