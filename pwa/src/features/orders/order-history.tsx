import { Badge, Body1, Button, Spinner, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { OrderStatusDto } from '@career/sync-server/plans/contract/checkout-dto';
import { AppLink } from '../../layout/app-link';
import { Notice } from '../../layout/notice';
import { ORDER_STATUS_LABELS, formatMoney, formatOrderDate, orderPlanLabel } from './order-format';
import { useOrders } from './orders-query';

const useStyles = makeStyles({
  section: { display: 'grid', gap: '12px', maxWidth: '880px' },
  scroll: { overflowX: 'auto', backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge },
  amount: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const STATUS_COLOR: Record<OrderStatusDto, 'success' | 'warning' | 'danger' | 'informative'> = {
  paid: 'success',
  pending: 'warning',
  failed: 'danger',
  expired: 'informative',
  refunded: 'informative',
};

/** The user's orders on /profile: date, plan, amount, fee, total, status, and a receipt for paid ones. */
export function OrderHistory() {
  const styles = useStyles();
  const { data: orders, isPending, error, refetch } = useOrders();
  return (
    <section className={styles.section} aria-labelledby="orders-title">
      <Subtitle2 as="h2" id="orders-title">
        Orders
      </Subtitle2>
      {isPending ? <Spinner size="small" label="Loading your orders..." /> : null}
      {error ? (
        <Notice
          intent="error"
          actions={
            <Button size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          We could not load your orders. {error.message}
        </Notice>
      ) : null}
      {orders && orders.length === 0 ? <Body1 className={styles.muted}>No orders yet.</Body1> : null}
      {orders && orders.length > 0 ? (
        <div className={styles.scroll}>
          <Table aria-label="Orders" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Date</TableHeaderCell>
                <TableHeaderCell>Plan</TableHeaderCell>
                <TableHeaderCell className={styles.amount}>Amount</TableHeaderCell>
                <TableHeaderCell className={styles.amount}>Fee</TableHeaderCell>
                <TableHeaderCell className={styles.amount}>Total</TableHeaderCell>
                <TableHeaderCell>Status</TableHeaderCell>
                <TableHeaderCell>Receipt</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {orders.map((order) => (
                <TableRow key={order.id}>
                  <TableCell>{formatOrderDate(order.paidAt ?? order.createdAt)}</TableCell>
                  <TableCell>{orderPlanLabel(order)}</TableCell>
                  <TableCell className={styles.amount}>{formatMoney(order.amount, order.currency)}</TableCell>
                  <TableCell className={styles.amount}>{formatMoney(order.fee, order.currency)}</TableCell>
                  <TableCell className={styles.amount}>{formatMoney(order.total, order.currency)}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={STATUS_COLOR[order.status]}>
                      {ORDER_STATUS_LABELS[order.status]}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    {order.status === 'paid' ? (
                      <AppLink to={`/profile/orders/${order.id}`} aria-label={`View receipt for the ${order.planTo.name} order of ${formatOrderDate(order.paidAt ?? order.createdAt)}`}>
                        View receipt
                      </AppLink>
                    ) : (
                      <span className={styles.muted}>—</span>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </section>
  );
}
