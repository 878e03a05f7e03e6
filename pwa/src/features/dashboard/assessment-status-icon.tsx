import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowCircleRightRegular, CheckmarkCircleFilled } from '@fluentui/react-icons';
import type { AssessmentStatus } from './dashboard-model';
import { ProgressRing } from './progress-ring';

const useStyles = makeStyles({
  icon: { fontSize: '36px', flexShrink: 0 },
  done: { color: tokens.colorPaletteGreenForeground1 },
  todo: { color: tokens.colorBrandForeground1 },
});

/** Completed check, not-started arrow, or a percent ring; each with its text for screen readers. */
export function AssessmentStatusIcon({ status }: { status: AssessmentStatus }) {
  const styles = useStyles();
  if (status.kind === 'completed') return <CheckmarkCircleFilled className={mergeClasses(styles.icon, styles.done)} role="img" aria-label="Completed" />;
  if (status.kind === 'not-started') return <ArrowCircleRightRegular className={mergeClasses(styles.icon, styles.todo)} role="img" aria-label="Not started" />;
  return <ProgressRing percent={status.percent} />;
}
