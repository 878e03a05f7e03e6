import type { AdminCoachDto } from '@career/sync-server/coaching/contract/coach-admin-dto';
import {
  Avatar,
  Badge,
  Body1,
  Button,
  Caption1,
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
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { AppLink } from '../../layout/app-link';
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import { CoachFormDialog } from './coach-form-dialog';
import { weeklyLabel } from './coach-form-model';
import { useAdminCoaches } from './coaches-admin-api';

const useStyles = makeStyles({
  toolbar: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '16px', flexWrap: 'wrap' },
  table: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge, overflowX: 'auto' },
  person: { display: 'flex', alignItems: 'center', gap: '10px' },
  muted: { color: tokens.colorNeutralForeground2 },
  day: { display: 'inline-block', whiteSpace: 'pre' },
  // A word breaks only when it alone is wider than its column (a long e-mail), never mid-word otherwise.
  text: { minWidth: 0, overflowWrap: 'break-word' },
  // Columns as wide as their content; a narrow window scrolls the table inside its frame.
  // Cells of several lines keep room above and below (Fluent's small cells have none).
  grid: { tableLayout: 'auto', minWidth: '880px', '& td': { paddingTop: '6px', paddingBottom: '6px' } },
  wide: { width: '26%' },
  narrow: { width: '11%' },
});

interface FormState {
  open: boolean;
  coach: AdminCoachDto | null;
  /** Changes on every opening, so a form reopened starts afresh. */
  session: number;
}

/**
 * /admin/coaches ('Coaches'): every coach the practice has, active or not, with their zone and
 * weekly hours; add a coach, or edit one's details and availability in a dialog.
 */
export function CoachesAdminPage() {
  const styles = useStyles();
  const coaches = useAdminCoaches();
  const [form, setForm] = useState<FormState>({ open: false, coach: null, session: 0 });
  const open = (coach: AdminCoachDto | null) => setForm((before) => ({ open: true, coach, session: before.session + 1 }));

  return (
    <Page>
      <div className={styles.toolbar}>
        <Title2 as="h1">Coaches</Title2>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => open(null)}>
          Add coach
        </Button>
      </div>
      <Body1 className={styles.muted}>
        Clients choose from the active coaches and see their name, credential and photo. Changing a coach&apos;s hours never cancels sessions
        already booked: see <AppLink to="/admin/bookings">Upcoming sessions</AppLink>.
      </Body1>
      {coaches.isPending ? <Spinner label="Loading coaches..." /> : null}
      {coaches.error && !coaches.isFetching ? (
        <Notice intent="error" actions={<Button onClick={() => void coaches.refetch()}>Try again</Button>}>
          We could not load the coaches. {coaches.error.message}
        </Notice>
      ) : null}
      {coaches.data ? (
        coaches.data.length === 0 ? (
          <Body1 as="p" className={styles.muted} role="status">
            No coaches yet. Add the practice&apos;s coaches so clients can book sessions.
          </Body1>
        ) : (
          <div className={styles.table}>
            <Table aria-label="Coaches" size="small" className={styles.grid}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell className={styles.wide}>Coach</TableHeaderCell>
                  <TableHeaderCell>Credential</TableHeaderCell>
                  <TableHeaderCell>Time zone</TableHeaderCell>
                  <TableHeaderCell className={styles.wide}>Weekly availability</TableHeaderCell>
                  <TableHeaderCell className={styles.narrow}>Status</TableHeaderCell>
                  <TableHeaderCell className={styles.narrow}>Actions</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {coaches.data.map((coach) => (
                  <TableRow key={coach._id}>
                    <TableCell>
                      <div className={styles.person}>
                        <Avatar name={coach.name} image={coach.photoUrl ? { src: coach.photoUrl, alt: '' } : undefined} size={32} aria-hidden="true" />
                        <div className={styles.text}>
                          <Body1 block>{coach.name}</Body1>
                          <Caption1 className={styles.muted}>{coach.email}</Caption1>
                        </div>
                      </div>
                    </TableCell>
                    <TableCell className={styles.text}>{coach.credential}</TableCell>
                    <TableCell>{coach.timeZone.replaceAll('_', ' ')}</TableCell>
                    <TableCell>
                      {/* One day never breaks across lines. */}
                      {weeklyLabel(coach.weekly)
                        .split(' · ')
                        .map((day, index, days) => (
                          <span key={day} className={styles.day}>
                            {day}
                            {index < days.length - 1 ? ' · ' : ''}
                          </span>
                        ))}
                    </TableCell>
                    <TableCell>
                      {coach.active ? (
                        <Badge appearance="tint" color="success">
                          Active
                        </Badge>
                      ) : (
                        <Badge appearance="tint" color="subtle">
                          Inactive
                        </Badge>
                      )}
                    </TableCell>
                    <TableCell>
                      <Button size="small" icon={<EditRegular />} aria-label={`Edit ${coach.name}`} onClick={() => open(coach)}>
                        Edit
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )
      ) : null}
      <CoachFormDialog open={form.open} coach={form.coach} session={form.session} onClose={() => setForm((before) => ({ ...before, open: false }))} />
    </Page>
  );
}
