import { Body1, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { SESSION_LABELS } from '../plans/assessment-labels';
import { AssessmentList } from './assessment-list';
import type { DashboardModel } from './dashboard-model';

const useStyles = makeStyles({
  section: { display: 'grid', gap: '12px' },
  results: { display: 'grid', gap: '2px', padding: '12px', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * The coach sessions of essential and premium plans. Premium's interview session row is the
 * interview assessment (its answers prepare the live session); the Results Session opens once every
 * assessment is complete (booking it comes with scheduling).
 */
export function SessionRows({ sessions, allComplete }: { sessions: DashboardModel['sessions']; allComplete: boolean }) {
  const styles = useStyles();
  if (!sessions.results && !sessions.interview) return null;
  return (
    <section className={styles.section} aria-labelledby="sessions-title">
      <Subtitle2 as="h2" id="sessions-title">
        Your sessions
      </Subtitle2>
      {sessions.interview ? <AssessmentList rows={[sessions.interview]} label={SESSION_LABELS.interview.name} /> : null}
      {sessions.results ? (
        <div className={styles.results} role="group" aria-label={SESSION_LABELS.results.name}>
          <Body1>{SESSION_LABELS.results.name}</Body1>
          <Caption1 className={styles.muted}>
            {allComplete ? 'Your results are ready to review with your counselor.' : 'Available when all assessments are complete.'}
          </Caption1>
        </div>
      ) : null}
    </section>
  );
}
