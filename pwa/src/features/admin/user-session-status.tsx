import type { CoachSession } from '@career/sync-server/plans/contract/plan-dto';
import type { UserSummaryDto } from '@career/sync-server/accounts/contract/user-dto';
import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useReaderTimeZone } from '../scheduling/reader-time-zone';
import { sessionLabel } from './user-table-model';

const useStyles = makeStyles({
  list: { display: 'grid', gap: '4px', margin: '4px 0 0', padding: 0, listStyle: 'none' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const SESSIONS: ReadonlyArray<{ type: CoachSession; label: string }> = [
  { type: 'interview', label: 'Interview Session' },
  { type: 'results', label: 'Results Session' },
];

/** The user dialog's coach sessions: each one the plan has (or that is booked), with its start or 'Not Scheduled'. */
export function UserSessionStatus({ user }: { user: UserSummaryDto }) {
  const styles = useStyles();
  const zone = useReaderTimeZone();
  const shown = SESSIONS.filter(({ type }) => user.planSessions.includes(type) || (type === 'interview' ? user.interviewSession : user.resultsSession));
  return (
    <section aria-labelledby="user-sessions-title">
      <Subtitle2 as="h3" id="user-sessions-title" block>
        Sessions
      </Subtitle2>
      {shown.length ? (
        <ul className={styles.list}>
          {shown.map(({ type, label }) => (
            <li key={type}>
              <Body1>
                {label}: {sessionLabel(user, type, zone)}
              </Body1>
            </li>
          ))}
        </ul>
      ) : (
        <Body1 as="p" className={styles.muted}>
          No coach sessions on this plan.
        </Body1>
      )}
    </section>
  );
}
