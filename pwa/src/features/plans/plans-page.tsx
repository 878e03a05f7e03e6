import { Body1, Spinner, Subtitle1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLandingContent } from '../../content/use-landing-content';
import { usePlanFeatures } from '../../content/use-plan-features';
import { useFlash } from '../../flash/flash-context';
import { AdminNotice } from '../../layout/admin-notice';
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import { PlanCard } from './plan-card';
import { PlanComparisonTable } from './plan-comparison-table';
import { featuresFor } from './plan-features-for';
import { availablePlans, upgradePrice } from './plan-pricing';
import { usePlans } from './plans-query';
import { useChoosePlan } from './use-choose-plan';

const useStyles = makeStyles({
  header: { display: 'grid', gap: '6px', textAlign: 'center' },
  muted: { color: tokens.colorNeutralForeground2 },
  cards: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' },
});

/** "Let's Get Started": plan cards (only upgrades for a user with a plan) and the comparison table. */
export function PlansPage() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const { show } = useFlash();
  const { data: plans, isPending, error } = usePlans();
  const { choose, busyPlan, current, signedIn, isAdmin } = useChoosePlan(plans ?? []);
  const { data: landing } = useLandingContent();
  const grid = usePlanFeatures();

  useEffect(() => {
    if (!params.has('canceled')) return;
    show("Order canceled -- continue to shop around and checkout when you're ready.", 'warning');
    setParams({}, { replace: true });
  }, [params, setParams, show]);

  const choices = availablePlans(plans ?? [], current);
  return (
    <Page>
      <div className={styles.header}>
        <Title1 as="h1">Let&apos;s Get Started</Title1>
        <Subtitle1 as="p" className={styles.muted}>
          {isAdmin ? 'The plans our clients choose from.' : current ? `You are on the ${current.name} plan.` : 'Choose the plan that fits where you are in your career.'}
        </Subtitle1>
      </div>
      {isPending ? <Spinner label="Loading plans..." /> : null}
      {error ? <Notice intent="error">We could not load the plans. {error.message}</Notice> : null}
      {plans ? (
        <>
          {isAdmin ? (
            <AdminNotice>Plans are for clients: an admin account has none. A client's plan changes from their row in the user table.</AdminNotice>
          ) : choices.length ? (
            <section className={styles.cards} aria-label="Plans">
              {choices.map((plan) => (
                <PlanCard
                  key={plan._id}
                  plan={plan}
                  price={upgradePrice(plan, current)}
                  features={featuresFor(plan, landing?.planFeatures)}
                  actionLabel={current ? 'Upgrade' : signedIn && plan.price === 0 ? 'Start Free' : 'Get Started'}
                  busy={busyPlan === plan._id}
                  onChoose={() => void choose(plan)}
                />
              ))}
            </section>
          ) : (
            <Body1 className={styles.muted}>You already have our most complete plan.</Body1>
          )}
          {grid.data ? <PlanComparisonTable plans={plans} rows={grid.data.rows} /> : null}
          {grid.error ? <Notice intent="warning">We could not load the feature comparison. {grid.error.message}</Notice> : null}
        </>
      ) : null}
    </Page>
  );
}
