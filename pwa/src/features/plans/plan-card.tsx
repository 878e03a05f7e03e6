import type { PlanDto } from '@career/sync-server/plans/contract/plan-dto';
import { Body1, Button, Caption1, Subtitle1, Title1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BusyRing } from '../../layout/busy-ring';
import { useSurfaceStyles } from '../../layout/surface-styles';
import { formatPrice } from './plan-pricing';
import { TickMark } from './tick-mark';

const useStyles = makeStyles({
  card: { padding: '24px', display: 'flex', flexDirection: 'column', gap: '12px', minWidth: '240px' },
  action: { marginTop: 'auto' },
  price: { display: 'flex', alignItems: 'baseline', gap: '6px' },
  muted: { color: tokens.colorNeutralForeground2 },
  features: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '6px' },
  feature: { display: 'flex', gap: '8px', alignItems: 'flex-start' },
  tick: { color: tokens.colorPaletteGreenForeground1, flexShrink: 0, marginTop: '2px' },
  current: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
});

/** One plan: name, tagline, price (or upgrade price), features, and its action button. */
export function PlanCard(props: {
  plan: PlanDto;
  /** In cents; differs from the plan price when upgrading from a paid plan. */
  price: number;
  actionLabel: string;
  busy?: boolean;
  onChoose: () => void;
  /** The feature lines (the landing content's, see plan-features-for.ts); by default the plan's own. */
  features?: readonly string[];
  /** The signed-in client's own plan: marked as theirs, with no action and no price to pay. */
  isCurrent?: boolean;
  /** Shown, not offered (to an admin): no action. */
  noAction?: boolean;
}) {
  const styles = useStyles();
  const surface = useSurfaceStyles();
  const { plan } = props;
  const isUpgrade = !props.isCurrent && props.price !== plan.price;
  return (
    <section className={mergeClasses(surface.surface, styles.card)} aria-labelledby={`plan-${plan._id}`}>
      <Subtitle1 as="h3" id={`plan-${plan._id}`}>
        {plan.name}
      </Subtitle1>
      <Body1 className={styles.muted}>{plan.tagline}</Body1>
      <div className={styles.price}>
        <Title1 as="p">{plan.price === 0 ? 'Free' : formatPrice(props.isCurrent ? plan.price : props.price)}</Title1>
        {isUpgrade ? <Caption1 className={styles.muted}>upgrade price</Caption1> : null}
      </div>
      {plan.processingFeePercentage > 0 ? <Caption1 className={styles.muted}>plus a {plan.processingFeePercentage}% processing fee</Caption1> : null}
      <ul className={styles.features}>
        {(props.features ?? plan.features).map((feature) => (
          <li key={feature} className={styles.feature}>
            <TickMark className={styles.tick} />
            <Body1>{feature}</Body1>
          </li>
        ))}
      </ul>
      {props.noAction ? null : props.isCurrent ? (
        <Body1 className={mergeClasses(styles.action, styles.current)}>Your current plan</Body1>
      ) : (
        <Button className={styles.action} appearance="primary" onClick={props.onChoose} disabled={props.busy} icon={props.busy ? <BusyRing /> : undefined} aria-label={`${props.actionLabel}: ${plan.name}`}>
          {props.actionLabel}
        </Button>
      )}
    </section>
  );
}
