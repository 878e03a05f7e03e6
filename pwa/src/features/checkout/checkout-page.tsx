import { Body1, Button, Card, Divider, Subtitle1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Notice } from '../layout/notice';
import { Page } from '../layout/page';
import { chosenPlanOf } from '../plans/chosen-plan';
import { checkoutTotals, formatPrice } from '../plans/plan-pricing';
import { usePlans } from '../plans/plans-query';

const useStyles = makeStyles({
  card: { padding: '24px', display: 'grid', gap: '12px', maxWidth: '480px' },
  line: { display: 'flex', justifyContent: 'space-between', gap: '16px' },
  total: { fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: '8px' },
});

const DEFAULT_FEE_PERCENTAGE = 3;

/** The order summary: price, the processing fee (2 decimals) and the total. Card payment comes later. */
export function CheckoutPage() {
  const styles = useStyles();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: plans } = usePlans();
  const chosen = chosenPlanOf(location.state);
  if (!chosen || chosen.price <= 0) return <Navigate to="/plans" replace />;
  const feePercentage = plans?.find((plan) => plan._id === chosen.planId)?.processingFeePercentage ?? DEFAULT_FEE_PERCENTAGE;
  const totals = checkoutTotals(chosen.price, feePercentage);
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
        <Notice intent="info">Card payment is not configured yet. Please check back soon.</Notice>
        <div className={styles.actions}>
          <Button appearance="primary" disabled>
            Continue to payment
          </Button>
          <Button onClick={() => navigate('/plans')}>Back to plans</Button>
        </div>
      </Card>
    </Page>
  );
}
