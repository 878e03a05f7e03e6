import { describe, expect, it } from 'vitest';
import { waitInWords, waitMessage } from './rate-limit';

describe('the wait a refusal names', () => {
  it('is the Retry-After in words, rounded up, never less than a second', () => {
    const cases: [number, string][] = [
      [0, 'a second'],
      [1, 'a second'],
      [1.2, '2 seconds'],
      [40, '40 seconds'],
      [59, '59 seconds'],
      [60, 'a minute'],
      [61, '2 minutes'],
      [2519, '42 minutes'],
      [3540, '59 minutes'],
      [3541, 'an hour'],
      [3600, 'an hour'],
      [3601, '2 hours'],
    ];
    for (const [seconds, words] of cases) expect(waitInWords(seconds), String(seconds)).toBe(words);
  });

  it('is worded like the other limits', () => {
    expect(waitMessage(3600)).toBe('Too many attempts. Please wait an hour and try again.');
    expect(waitMessage(2519)).toBe('Too many attempts. Please wait 42 minutes and try again.');
  });
});
