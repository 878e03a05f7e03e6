import { describe, expect, it } from 'vitest';
import { formatDollars } from './format-dollars';

describe('formatDollars', () => {
  it.each([
    [48_000, '$48,000'],
    [184_460, '$184,460'],
    [1_234_567, '$1,234,567'],
    [999, '$999'],
    [59_999.6, '$60,000'],
    [0, '$0'],
  ])('%d -> %s', (amount, text) => {
    expect(formatDollars(amount)).toBe(text);
  });
});
