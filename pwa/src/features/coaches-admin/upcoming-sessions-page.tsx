import { SESSION_LABELS } from '../plans/assessment-labels';
import type { CoachSession } from '@career/sync-server/plans/contract/plan-dto';
import {
  Body1,
  Button,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import { useUpcomingSessions } from './coaches-admin-api';
import { formatBookingTime } from '@career/sync-server/contract/booking-time';
import { useReaderTimeZone } from '../scheduling/reader-time-zone';

const useStyles = makeStyles({
  table: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge, overflowX: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground2 },
  more: { justifySelf: 'start' },
});

const SESSION_NAMES: Record<CoachSession, string> = { interview: SESSION_LABELS.interview.name, results: SESSION_LABELS.results.name };

/**
 * /admin/bookings ('Upcoming sessions'): every live session not over yet, soonest first, with the
 * client and the coach; times in the admin's own zone (their account's), named. 100 at a time, then 'Show more'.
 */
export function UpcomingSessionsPage() {
  const styles = useStyles();
  const sessions = useUpcomingSessions();
  const zone = useReaderTimeZone();
  const bookings = sessions.data?.pages.flatMap((page) => page.bookings) ?? [];

  return (
    <Page>
      <Title2 as="h1">Upcoming sessions</Title2>
      <Body1 className={styles.muted}>Times are in your time zone, {zone.replaceAll('_', ' ')}.</Body1>
      {sessions.isPending ? <Spinner label="Loading sessions..." /> : null}
      {sessions.error && !sessions.isFetching ? (
        <Notice intent="error" actions={<Button onClick={() => void sessions.refetch()}>Try again</Button>}>
          We could not load the sessions. {sessions.error.message}
        </Notice>
      ) : null}
      {sessions.data ? (
        bookings.length === 0 ? (
          <Body1 as="p" className={styles.muted} role="status">
            No upcoming sessions
          </Body1>
        ) : (
          <>
            <div className={styles.table}>
              <Table aria-label="Upcoming sessions" size="small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>Date and time ({zone.replaceAll('_', ' ')})</TableHeaderCell>
                    <TableHeaderCell>Client</TableHeaderCell>
                    <TableHeaderCell>Email</TableHeaderCell>
                    <TableHeaderCell>Session</TableHeaderCell>
                    <TableHeaderCell>Coach</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {bookings.map((booking) => (
                    <TableRow key={booking._id}>
                      <TableCell className={styles.nowrap}>{formatBookingTime(booking.startAt, zone)}</TableCell>
                      <TableCell>
                        {booking.client.firstName} {booking.client.lastName}
                      </TableCell>
                      <TableCell>{booking.client.email}</TableCell>
                      <TableCell>{SESSION_NAMES[booking.type]}</TableCell>
                      <TableCell>{booking.coach.name}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            {sessions.hasNextPage ? (
              <Button
                className={styles.more}
                disabled={sessions.isFetchingNextPage}
                icon={sessions.isFetchingNextPage ? <Spinner size="tiny" aria-hidden="true" /> : undefined}
                onClick={() => void sessions.fetchNextPage()}
              >
                Show more
              </Button>
            ) : null}
          </>
        )
      ) : null}
    </Page>
  );
}
