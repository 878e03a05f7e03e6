import { describe, expect, it } from 'vitest';
import { PLANS } from '../../test/fixtures';
import { availablePlans, checkoutTotals, formatPrice, upgradePrice } from './plan-pricing';

const [free, essential, premium] = PLANS as [(typeof PLANS)[0], (typeof PLANS)[0], (typeof PLANS)[0]];

describe('plan pricing', () => {
  it('shows cents divided by 100, with cents only when there are some (or when asked)', () => {
    expect(formatPrice(14900)).toBe('$149');
    expect(formatPrice(14950)).toBe('$149.50');
    expect(formatPrice(14900, true)).toBe('$149.00');
    expect(formatPrice(447, true)).toBe('$4.47');
    expect(formatPrice(129900)).toBe('$1,299');
  });

  it('offers every plan without a current plan, and only dearer plans with one', () => {
    expect(availablePlans(PLANS, undefined).map((plan) => plan._id)).toEqual(['free', 'essential', 'premium']);
    expect(availablePlans(PLANS, free).map((plan) => plan._id)).toEqual(['essential', 'premium']);
    expect(availablePlans(PLANS, essential).map((plan) => plan._id)).toEqual(['premium']);
    expect(availablePlans(PLANS, premium)).toEqual([]);
  });

  it('prices an upgrade as the difference, except from the free plan', () => {
    expect(upgradePrice(premium, undefined)).toBe(29900);
    expect(upgradePrice(premium, free)).toBe(29900);
    expect(upgradePrice(premium, essential)).toBe(15000);
  });

  it('adds the processing fee rounded to the cent, and totals price plus fee', () => {
    expect(checkoutTotals(14900, 3)).toEqual({ price: 14900, fee: 447, total: 15347 });
    expect(checkoutTotals(15000, 3)).toEqual({ price: 15000, fee: 450, total: 15450 });
    expect(checkoutTotals(999, 3)).toEqual({ price: 999, fee: 30, total: 1029 });
    expect(checkoutTotals(14900, 0)).toEqual({ price: 14900, fee: 0, total: 14900 });
  });
});
