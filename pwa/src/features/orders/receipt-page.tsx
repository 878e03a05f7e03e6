import { Body1, Button, Caption1, Card, Divider, Spinner, Subtitle1, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, PrintRegular } from '@fluentui/react-icons';
import { useNavigate, useParams } from 'react-router-dom';
import { useCurrentUser } from '../auth/current-user-query';
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import { formatMoney, formatOrderDateTime, orderPlanLabel } from './order-format';
import { useOrder } from './orders-query';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap', '@media print': { display: 'none' } },
  card: { padding: '32px', display: 'grid', gap: '14px', maxWidth: '560px', '@media print': { boxShadow: 'none', border: 'none', padding: 0 } },
  line: { display: 'flex', justifyContent: 'space-between', gap: '16px' },
  amount: { fontVariantNumeric: 'tabular-nums' },
  total: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  facts: { display: 'grid', gap: '4px' },
});

/** A printable receipt for one of the user's paid orders (/profile/orders/:orderId). */
export function ReceiptPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { orderId = '' } = useParams();
  const { data: user } = useCurrentUser();
  const { data: order, isPending, error } = useOrder(orderId);
  const back = (
    <Button icon={<ArrowLeftRegular />} onClick={() => navigate('/profile')}>
      Back to profile
    </Button>
  );
  if (isPending) return <Page><Spinner label="Loading your receipt..." /></Page>;
  if (error || !order || order.status !== 'paid') {
    return (
      <Page>
        <Notice intent="error">{error ? `We could not load this receipt. ${error.message}` : 'There is no receipt for this order: it has not been paid.'}</Notice>
        <div className={styles.actions}>{back}</div>
      </Page>
    );
  }
  const upgrade = orderPlanLabel(order) !== order.planTo.name;
  return (
    <Page>
      <div className={styles.actions}>
        {back}
        <Button appearance="primary" icon={<PrintRegular />} onClick={() => window.print()}>
          Print receipt
        </Button>
      </div>
      <Card className={styles.card} aria-labelledby="receipt-title">
        <div className={styles.facts}>
          <Caption1 className={styles.muted}>Integrative Career Assessment</Caption1>
          <Title2 as="h1" id="receipt-title">
            Receipt
          </Title2>
        </div>
        <div className={styles.facts}>
          <Body1>Order {order.id}</Body1>
          <Body1>Paid {formatOrderDateTime(order.paidAt ?? order.createdAt)}</Body1>
          {user ? (
            <Body1>
              Billed to {user.firstName} {user.lastName} ({user.email})
            </Body1>
          ) : null}
        </div>
        <Divider />
        <div className={styles.facts}>
          <Subtitle1 as="h2">{order.planTo.name} plan</Subtitle1>
          {upgrade ? <Body1 className={styles.muted}>Upgrade from your {order.planFrom?.name} plan</Body1> : null}
        </div>
        <div className={styles.line}>
          <Body1>{upgrade ? 'Upgrade price' : 'Plan price'}</Body1>
          <Body1 className={styles.amount}>{formatMoney(order.amount, order.currency)}</Body1>
        </div>
        <div className={styles.line}>
          <Body1>Processing fee ({order.feePercentage}%)</Body1>
          <Body1 className={styles.amount}>{formatMoney(order.fee, order.currency)}</Body1>
        </div>
        <Divider />
        <div className={styles.line}>
          <Body1 className={styles.total}>Total paid</Body1>
          <Body1 className={mergeClasses(styles.total, styles.amount)} data-testid="receipt-total">
            {formatMoney(order.total, order.currency)}
          </Body1>
        </div>
        <Caption1 className={styles.muted}>Paid by card. Amounts in {order.currency.toUpperCase()}.</Caption1>
      </Card>
    </Page>
  );
}
