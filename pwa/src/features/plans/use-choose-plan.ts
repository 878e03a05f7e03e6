import type { PlanDto } from '@career/sync-server/plans/contract/plan-dto';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../api/api-error';
import { trackEvent } from '../../analytics/track-event';
import { choosePlan } from '../auth/auth-api';
import { CURRENT_USER_KEY, useCurrentUser } from '../auth/current-user-query';
import { useFlash } from '../../flash/flash-context';
import type { ChosenPlan } from './chosen-plan';
import { upgradePrice } from './plan-pricing';

/**
 * Choosing a plan: a visitor signs up with the plan carried over; a signed-in user without a plan
 * initialises Free directly or goes to checkout for a paid plan; a user with a plan upgrades.
 */
export function useChoosePlan(plans: readonly PlanDto[]) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { show } = useFlash();
  const { data: user } = useCurrentUser();
  const [busyPlan, setBusyPlan] = useState<string | null>(null);
  const current = plans.find((plan) => plan._id === user?.plans[0]?._id);

  async function choose(plan: PlanDto) {
    const chosen: ChosenPlan = { planName: plan.name, planId: plan._id, price: upgradePrice(plan, current) };
    trackEvent('plan_chosen', { planId: plan._id, signedIn: Boolean(user), upgrade: Boolean(current) });
    if (!user) {
      navigate('/register', { state: chosen });
      return;
    }
    if (plan.price > 0) {
      navigate('/checkout', { state: chosen });
      return;
    }
    setBusyPlan(plan._id);
    try {
      await choosePlan(user._id, 'free');
      show('Free plan initialized!', 'success');
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      navigate('/');
    } catch (error) {
      show(apiErrorMessage(error), 'error');
    } finally {
      setBusyPlan(null);
    }
  }

  return { choose, busyPlan, current, signedIn: Boolean(user), isAdmin: user?.admin === true };
}
