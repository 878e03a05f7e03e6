import type { PlanDto } from '@career/sync-server/plans/contract/plan-dto';
import type { PlanFeatureId, PlanFeaturesDto } from '@career/sync-server/public/contract/plan-features-schema';
import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, InfoRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge },
  feature: { display: 'flex', alignItems: 'center', gap: '4px' },
  center: { textAlign: 'center' },
  centerHeader: { justifyContent: 'center' },
  tick: { color: tokens.colorPaletteGreenForeground1, fontSize: '20px' },
  none: { color: tokens.colorNeutralForeground4 },
});

/** Whether a plan includes a row: decided by the plan's own assessments and sessions, never by the content. */
function includes(plan: PlanDto, id: PlanFeatureId): boolean {
  if (id === 'interview-session') return plan.sessions.includes('interview');
  if (id === 'results-session') return plan.sessions.includes('results');
  return plan.assessments.includes(id);
}

/** Feature / Free / Essential / Premium, with ticks and an info tooltip per feature (rows: the plan features grid content). */
export function PlanComparisonTable({ plans, rows }: { plans: readonly PlanDto[]; rows: PlanFeaturesDto['rows'] }) {
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <Table aria-label="Plan comparison" size="medium">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Feature</TableHeaderCell>
            {plans.map((plan) => (
              <TableHeaderCell key={plan._id} className={styles.center} button={{ className: styles.centerHeader }}>
                {plan.name}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              <TableCell>
                <span className={styles.feature}>
                  {row.feature}
                  <Tooltip content={row.info?.trim() || 'No description available'} relationship="description" withArrow>
                    <Button appearance="transparent" size="small" icon={<InfoRegular />} aria-label={`About ${row.feature}`} />
                  </Tooltip>
                </span>
              </TableCell>
              {plans.map((plan) => (
                <TableCell key={plan._id} className={styles.center}>
                  {includes(plan, row.id) ? (
                    <CheckmarkRegular className={styles.tick} role="img" aria-label={`Included in ${plan.name}`} />
                  ) : (
                    <span className={styles.none} role="img" aria-label={`Not included in ${plan.name}`}>
                      —
                    </span>
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
