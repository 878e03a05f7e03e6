import type { LandingDto, LandingSection } from '@career/sync-server/public/contract/landing-schema';
import { Title2 } from '@fluentui/react-components';
import { Loading } from '../../app/loading';
import { PlanCard } from '../plans/plan-card';
import { featuresFor } from '../plans/plan-features-for';
import { availablePlans, upgradePrice } from '../plans/plan-pricing';
import { usePlans } from '../plans/plans-query';
import { useChoosePlan } from '../plans/use-choose-plan';
import { useLandingStyles } from './landing-styles';

/**
 * The plan cards: prices from GET /api/plans, features from the landing content. Priced as /plans
 * prices them: a client with a plan sees it marked as theirs and the upgrades at their upgrade
 * price; a signed-in client without one starts Free.
 */
export function PlansSection(props: { section: Extract<LandingSection, { kind: 'plans' }>; id: string; planFeatures: LandingDto['planFeatures'] }) {
  const landing = useLandingStyles();
  const { data: plans, isPending } = usePlans();
  const { choose, busyPlan, current, signedIn, isAdmin } = useChoosePlan(plans ?? []);
  const upgrades = availablePlans(plans ?? [], current);
  const shown = (plans ?? []).filter((plan) => plan._id === current?._id || upgrades.includes(plan));
  return (
    <section className={landing.section} aria-labelledby={props.id}>
      <Title2 as="h2" id={props.id} className={landing.heading}>
        {props.section.title}
      </Title2>
      {isPending ? <Loading label="Loading plans..." /> : null}
      <div className={landing.grid}>
        {shown.map((plan) => (
          <PlanCard
            key={plan._id}
            plan={plan}
            price={upgradePrice(plan, current)}
            features={featuresFor(plan, props.planFeatures)}
            isCurrent={plan._id === current?._id}
            noAction={isAdmin}
            actionLabel={current ? 'Upgrade' : signedIn && plan.price === 0 ? 'Start Free' : 'Get Started'}
            busy={busyPlan === plan._id}
            onChoose={() => void choose(plan)}
          />
        ))}
      </div>
    </section>
  );
}
