import { Body1, Button, Card, Caption1, Divider, Spinner, Subtitle1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import { useOnlineStatus } from '../../layout/use-online-status';
import { chosenPlanOf } from '../plans/chosen-plan';
import { checkoutTotals, formatPrice } from '../plans/plan-pricing';
import { usePlans } from '../plans/plans-query';
import { goToHostedCheckout, startCheckout } from './checkout-api';

const useStyles = makeStyles({
  // One column that may shrink below its content's width: a long message wraps instead of widening it.
  card: { padding: '24px', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '12px', maxWidth: '480px' },
  line: { display: 'flex', justifyContent: 'space-between', gap: '16px' },
  total: { fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  secure: { display: 'flex', gap: '6px', alignItems: 'center', color: tokens.colorNeutralForeground3 },
});

const DEFAULT_FEE_PERCENTAGE = 3;
const OFFLINE_MESSAGE = 'You are offline. Connect to the internet to pay.';

/**
 * The order summary (price, the processing fee to 2 decimals, the total), then the hand-off to the
 * card provider's hosted page. The server prices the order again itself; what is shown here is
 * the same rule applied to the plan carried in route state.
 */
export function CheckoutPage() {
  const styles = useStyles();
  const location = useLocation();
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const { data: plans } = usePlans();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = chosenPlanOf(location.state);

  // Back from the card provider's page (the browser's back button) may restore this page as it
  // was left, mid-redirect: make the button usable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  if (!chosen || chosen.price <= 0) return <Navigate to="/plans" replace />;
  const feePercentage = plans?.find((plan) => plan._id === chosen.planId)?.processingFeePercentage ?? DEFAULT_FEE_PERCENTAGE;
  const totals = checkoutTotals(chosen.price, feePercentage);

  async function pay() {
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      const { url } = await startCheckout(chosen.planId);
      goToHostedCheckout(url);
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.isNetwork ? OFFLINE_MESSAGE : caught.message) : 'Something went wrong. Please try again.');
      setBusy(false);
    }
  }

  return (
    <Page>
      <Title2 as="h1">Checkout</Title2>
      <Card className={styles.card} aria-label="Order summary">
        <Subtitle1 as="h2">{chosen.planName} plan</Subtitle1>
        <div className={styles.line}>
          <Body1>Price</Body1>
          <Body1 data-testid="checkout-price">{formatPrice(totals.price, true)}</Body1>
        </div>
        <div className={styles.line}>
          <Body1>Processing fee ({feePercentage}%)</Body1>
          <Body1 data-testid="checkout-fee">{formatPrice(totals.fee, true)}</Body1>
        </div>
        <Divider />
        <div className={styles.line}>
          <Body1 className={styles.total}>Total</Body1>
          <Body1 className={styles.total} data-testid="checkout-total">
            {formatPrice(totals.total, true)}
          </Body1>
        </div>
        {error ? <Notice intent="error">{error}</Notice> : null}
        {!online && !error ? <Notice intent="warning">{OFFLINE_MESSAGE}</Notice> : null}
        <div className={styles.actions}>
          <Button appearance="primary" disabled={busy || !online} onClick={() => void pay()} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {busy ? 'Opening secure payment…' : 'Continue to payment'}
          </Button>
          <Button onClick={() => navigate('/plans')} disabled={busy}>
            Back to plans
          </Button>
        </div>
        <Caption1 className={styles.secure}>
          <LockClosedRegular aria-hidden /> You pay on our card provider&apos;s secure page; we never see your card number.
        </Caption1>
      </Card>
    </Page>
  );
}
