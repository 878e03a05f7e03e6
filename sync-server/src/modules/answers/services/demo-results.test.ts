import { describe, expect, it } from 'vitest';
import { computeDemoResults, demoResults } from './demo-results';

describe('demoResults', () => {
  it('scores once and serves the same result set afterwards', () => {
    const first = demoResults();
    expect(demoResults()).toBe(first);
    expect(computeDemoResults()).toEqual(first);
  });
});
