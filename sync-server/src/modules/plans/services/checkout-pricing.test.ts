import { describe, expect, it } from 'vitest';
import type { PlanDto } from '../contract/plan-dto';
import { PLAN_SEED } from '../data/plans';
import { AppError } from '../../../http/app-error';
import { quoteUpgrade } from './checkout-pricing';

const plan = (id: string) => PLAN_SEED.find((candidate) => candidate._id === id) as PlanDto;

describe('quoteUpgrade', () => {
  it('charges the full price with no plan or from the free plan, plus 3% rounded to the cent', () => {
    expect(quoteUpgrade(plan('essential'), undefined)).toEqual({ amountCents: 14900, feeCents: 447, feePercentage: 3, totalCents: 15347 });
    expect(quoteUpgrade(plan('premium'), plan('free'))).toEqual({ amountCents: 29900, feeCents: 897, feePercentage: 3, totalCents: 30797 });
  });

  it('charges the difference from a paid plan', () => {
    expect(quoteUpgrade(plan('premium'), plan('essential'))).toEqual({ amountCents: 15000, feeCents: 450, feePercentage: 3, totalCents: 15450 });
  });

  it('rounds the fee half up to the cent', () => {
    const odd = { ...plan('essential'), price: 1050 }; // 3% of $10.50 is 31.5 cents
    expect(quoteUpgrade(odd, undefined)).toMatchObject({ feeCents: 32, totalCents: 1082 });
    const low = { ...plan('essential'), price: 1016 }; // 30.48 cents
    expect(quoteUpgrade(low, undefined)).toMatchObject({ feeCents: 30, totalCents: 1046 });
  });

  it('refuses the current plan, a lower plan and the free plan with a clear message', () => {
    const refusal = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return error instanceof AppError ? `${error.status} ${error.message}` : String(error);
      }
      return 'no refusal';
    };
    expect(refusal(() => quoteUpgrade(plan('essential'), plan('essential')))).toBe('409 You are already on the Essential plan.');
    expect(refusal(() => quoteUpgrade(plan('essential'), plan('premium')))).toBe('409 Essential is not an upgrade from your Premium plan.');
    expect(refusal(() => quoteUpgrade(plan('free'), undefined))).toBe('409 The free plan needs no payment.');
  });
});
