import { describe, expect, it } from 'vitest';
import { PLANS } from '../../test/fixtures';
import { featuresFor } from './plan-features-for';

describe('featuresFor', () => {
  const [free, essential] = PLANS;
  if (!free || !essential) throw new Error('fixture');

  it("takes the content's features of the plan, in order", () => {
    const features = [
      { plan: 'essential', text: 'B' },
      { plan: 'free', text: 'One' },
      { plan: 'free', text: 'Two' },
    ] as const;
    expect(featuresFor(free, [...features])).toEqual(['One', 'Two']);
    expect(featuresFor(essential, [...features])).toEqual(['B']);
  });

  it("falls back to the plan's own list when the content has none for it or is not loaded", () => {
    expect(featuresFor(essential, [{ plan: 'free', text: 'One' }])).toEqual(essential.features);
    expect(featuresFor(free, undefined)).toEqual(free.features);
  });
});
