import { ASSESSMENT_IDS } from '@career/scoring/assessment-ids';
import type { PlanDto } from '@career/sync-server/contract/plan-dto';
import { COACH_SESSIONS } from '@career/sync-server/contract/plan-dto';
import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, InfoRegular } from '@fluentui/react-icons';
import { ASSESSMENT_LABELS, SESSION_LABELS } from './assessment-labels';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge },
  feature: { display: 'flex', alignItems: 'center', gap: '4px' },
  center: { textAlign: 'center' },
  centerHeader: { justifyContent: 'center' },
  tick: { color: tokens.colorPaletteGreenForeground1, fontSize: '20px' },
  none: { color: tokens.colorNeutralForeground4 },
});

interface Row {
  feature: string;
  info: string;
  included: (plan: PlanDto) => boolean;
}

const ROWS: Row[] = [
  ...ASSESSMENT_IDS.map((id) => ({ feature: ASSESSMENT_LABELS[id].name, info: ASSESSMENT_LABELS[id].info, included: (plan: PlanDto) => plan.assessments.includes(id) })),
  ...COACH_SESSIONS.map((session) => ({ feature: SESSION_LABELS[session].name, info: SESSION_LABELS[session].info, included: (plan: PlanDto) => plan.sessions.includes(session) })),
];

/** Feature / Free / Essential / Premium, with ticks and an info tooltip per feature. */
export function PlanComparisonTable({ plans }: { plans: readonly PlanDto[] }) {
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
          {ROWS.map((row) => (
            <TableRow key={row.feature}>
              <TableCell>
                <span className={styles.feature}>
                  {row.feature}
                  <Tooltip content={row.info} relationship="description" withArrow>
                    <Button appearance="transparent" size="small" icon={<InfoRegular />} aria-label={`About ${row.feature}`} />
                  </Tooltip>
                </span>
              </TableCell>
              {plans.map((plan) => (
                <TableCell key={plan._id} className={styles.center}>
                  {row.included(plan) ? (
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
