import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { CURRENT_USER_KEY } from '../auth/current-user-query';
import { useFlash } from '../../flash/flash-context';
import { useOnlineStatus } from '../../layout/use-online-status';
import { SCHEDULED_FLASH } from '../scheduling/session-row';

// The dialog loads when the client opens it, as from the session row: the dashboard stays small.
const SchedulingDialog = lazy(() => import('../scheduling/scheduling-dialog').then((m) => ({ default: m.SchedulingDialog })));

const useStyles = makeStyles({
  action: { justifySelf: 'start' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * 'Schedule Results Session' under 'Your Results Are Ready!': the same dialog as the Results
 * Session row's Schedule. It stays mounted while the panel is shown (`offered` only hides the
 * button), so a booking that turns the note into the booked session lets the dialog close with its
 * transition rather than unmounting it (see session-row.tsx).
 */
export function ScheduleResultsAction({ offered }: { offered: boolean }) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const { show } = useFlash();
  const online = useOnlineStatus();
  const [dialog, setDialog] = useState<{ open: boolean; key: number } | null>(null);
  const close = () => setDialog((current) => (current ? { ...current, open: false } : null));
  const scheduled = async () => {
    close();
    show(SCHEDULED_FLASH);
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  };
  return (
    <>
      {offered ? (
        <>
          <Button className={styles.action} disabled={!online} onClick={() => setDialog((current) => ({ open: true, key: (current?.key ?? 0) + 1 }))}>
            Schedule Results Session
          </Button>
          {online ? null : <Caption1 className={styles.muted}>Scheduling needs an internet connection.</Caption1>}
        </>
      ) : null}
      <Suspense fallback={null}>
        {dialog ? <SchedulingDialog key={dialog.key} open={dialog.open} type="results" rescheduling={false} onClose={close} onScheduled={() => void scheduled()} /> : null}
      </Suspense>
    </>
  );
}
