import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { Subtitle2, makeStyles } from '@fluentui/react-components';
import { FINISH_FIRST_MESSAGE } from '@career/sync-server/coaching/contract/schedule-schemas';
import { SessionRow } from '../scheduling/session-row';
import { AssessmentList } from './assessment-list';
import type { DashboardModel } from './dashboard-model';

const useStyles = makeStyles({
  section: { display: 'grid', gap: '12px' },
});

/**
 * The coach sessions of essential and premium plans (spec section 2). Premium's interview session
 * comes with the interview assessment (its answers prepare the live session) and can be booked at
 * any time; the results session can be booked once every assessment is complete.
 */
export function SessionRows({
  sessions,
  allComplete,
  appointments,
}: {
  sessions: DashboardModel['sessions'];
  allComplete: boolean;
  appointments: CurrentUserDto['appointments'];
}) {
  const styles = useStyles();
  if (!sessions.results && !sessions.interview) return null;
  return (
    <section className={styles.section} aria-labelledby="sessions-title">
      <Subtitle2 as="h2" id="sessions-title">
        Your sessions
      </Subtitle2>
      {sessions.interview ? (
        <>
          <AssessmentList rows={[sessions.interview]} label="Psychosocial Interview" />
          <SessionRow type="interview" appointment={appointments.interview} />
        </>
      ) : null}
      {sessions.results ? <SessionRow type="results" appointment={appointments.results} blockedMessage={allComplete ? undefined : FINISH_FIRST_MESSAGE} /> : null}
    </section>
  );
}
