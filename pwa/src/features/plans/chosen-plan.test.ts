import { describe, expect, it } from 'vitest';
import { chosenPlanOf } from './chosen-plan';

describe('chosenPlanOf (route state from the plans page)', () => {
  it('accepts plan name, id and price', () => {
    expect(chosenPlanOf({ planName: 'Essential', planId: 'essential', price: 14900 })).toEqual({ planName: 'Essential', planId: 'essential', price: 14900 });
  });

  it.each([null, undefined, {}, { planName: 'X', planId: 'gold', price: 1 }, { planName: 'E', planId: 'essential', price: -1 }, { planName: 'E', planId: 'essential', price: 1.5 }, { planId: 'free', price: 0 }])(
    'ignores anything else: %o',
    (state) => {
      expect(chosenPlanOf(state)).toBeUndefined();
    },
  );
});
