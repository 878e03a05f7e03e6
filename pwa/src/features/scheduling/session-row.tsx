import type { AppointmentDto } from '@career/sync-server/accounts/contract/user-dto';
import { Body1, Button, Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { CURRENT_USER_KEY } from '../auth/current-user-query';
import { useFlash } from '../../flash/flash-context';
import { useOnlineStatus } from '../../layout/use-online-status';
import { SESSION_LABELS } from '../plans/assessment-labels';
import { CUTOFF_MESSAGE, canChange } from './change-cutoff';
import type { SessionType } from './schedule-api';
import { formatBookingTime } from '@career/sync-server/contract/booking-time';
import { useReaderTimeZone } from './reader-time-zone';

// The dialogs load when a client opens one: the dashboard stays small.
const SchedulingDialog = lazy(() => import('./scheduling-dialog').then((m) => ({ default: m.SchedulingDialog })));
const CancelSessionDialog = lazy(() => import('./cancel-session-dialog').then((m) => ({ default: m.CancelSessionDialog })));

/** Spec section 4: a successful scheduling says so. */
export const SCHEDULED_FLASH = 'Meeting Scheduled!';

const useStyles = makeStyles({
  row: { display: 'grid', gap: '4px', padding: '12px 16px', borderRadius: tokens.borderRadiusLarge, boxShadow: tokens.shadow4, backgroundColor: tokens.colorNeutralBackground1 },
  name: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'center' },
});

/**
 * One coaching session: its status ('Not Scheduled', the booked time in the account's zone with the
 * coach and the video link, or why it cannot be booked yet) and what can be done with it now.
 */
export function SessionRow({ type, appointment, blockedMessage }: { type: SessionType; appointment: AppointmentDto | null; blockedMessage?: string }) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const { show } = useFlash();
  const online = useOnlineStatus();
  // A dialog stays mounted once opened and closes through its `open` prop, so it closes with its
  // transition and hands the page back (unmounting it open left the page aria-hidden here).
  const [dialog, setDialog] = useState<{ kind: 'schedule' | 'cancel'; open: boolean; key: number; when: string } | null>(null);
  const openDialog = (kind: 'schedule' | 'cancel') => setDialog((current) => ({ kind, open: true, key: (current?.key ?? 0) + 1, when: when ?? '' }));
  const closeDialog = () => setDialog((current) => (current ? { ...current, open: false } : null));
  const startTime = appointment?.scheduled ? appointment.startTime : null;
  const zone = useReaderTimeZone();
  const when = startTime ? formatBookingTime(startTime, zone) : null;
  const changeable = startTime ? canChange(startTime) : true;

  const scheduled = async () => {
    closeDialog();
    show(SCHEDULED_FLASH);
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  };
  const cancelled = async () => {
    closeDialog();
    show(`Your ${SESSION_LABELS[type].name} is cancelled.`, 'info');
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  };

  return (
    <div className={styles.row} role="group" aria-label={SESSION_LABELS[type].name}>
      <Body1 className={styles.name}>{SESSION_LABELS[type].name}</Body1>
      <Caption1 className={styles.muted}>{SESSION_LABELS[type].info}</Caption1>
      {when ? (
        <>
          <Body1 data-testid={`${type}-session-time`}>{when}</Body1>
          {appointment?.coachName ? <Caption1>with {appointment.coachName}</Caption1> : null}
        </>
      ) : (
        <Body1 data-testid={`${type}-session-time`}>{blockedMessage ?? 'Not Scheduled'}</Body1>
      )}
      {blockedMessage && !when ? null : (
        <div className={styles.actions}>
          {when ? (
            <>
              {appointment?.meetingUrl ? (
                <Link href={appointment.meetingUrl} target="_blank" rel="noopener noreferrer">
                  Video link
                </Link>
              ) : null}
              <Link as="button" disabled={!changeable || !online} onClick={() => openDialog('schedule')}>
                Reschedule
              </Link>
              <Link as="button" disabled={!changeable || !online} onClick={() => openDialog('cancel')}>
                Cancel session
              </Link>
            </>
          ) : (
            <Button appearance="primary" disabled={!online} onClick={() => openDialog('schedule')}>
              Schedule
            </Button>
          )}
        </div>
      )}
      {when && !changeable ? <Caption1 className={styles.muted}>{CUTOFF_MESSAGE}</Caption1> : null}
      {!online && !(blockedMessage && !when) ? <Caption1 className={styles.muted}>Scheduling needs an internet connection.</Caption1> : null}
      <Suspense fallback={null}>
        {dialog?.kind === 'schedule' ? (
          <SchedulingDialog key={dialog.key} open={dialog.open} type={type} rescheduling={Boolean(dialog.when)} onClose={closeDialog} onScheduled={() => void scheduled()} />
        ) : null}
        {dialog?.kind === 'cancel' ? (
          <CancelSessionDialog key={dialog.key} open={dialog.open} type={type} when={dialog.when} onClose={closeDialog} onCancelled={() => void cancelled()} />
        ) : null}
      </Suspense>
    </div>
  );
}
