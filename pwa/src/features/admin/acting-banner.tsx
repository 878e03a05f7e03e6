import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { formatClockTime } from '@career/sync-server/contract/booking-time';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { ApiError, apiErrorMessage } from '../../api/api-error';
import { stopActing } from './admin-api';
import { readerTimeZone } from '../scheduling/reader-time-zone';

const useStyles = makeStyles({ bar: { position: 'sticky', top: 0, zIndex: 20, '@media print': { display: 'none' } } });

/**
 * Shown on every page while an admin acts as a client: whose account it is, that nothing can be
 * changed, when it ends (on the admin's own clock, written as booking times are: '11:45 am EST'),
 * and the way back.
 */
export function ActingBanner({ user, acting }: { user: CurrentUserDto; acting: NonNullable<CurrentUserDto['actingAs']> }) {
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function returnToAdmin() {
    setBusy(true);
    try {
      await stopActing();
    } catch (caught) {
      // Already over (expired): going back is all that is left to do.
      if (!(caught instanceof ApiError && caught.status === 409)) {
        setError(apiErrorMessage(caught));
        setBusy(false);
        return;
      }
    }
    // A fresh load of the admin's app: nothing of the client's view (cached data, their sync
    // engine) carries over.
    window.location.assign('/admin');
  }

  return (
    <div role="region" aria-label="Viewing as a client" className={styles.bar}>
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>
          Viewing {user.firstName} {user.lastName}&apos;s account
        </MessageBarTitle>
        You ({acting.admin.firstName} {acting.admin.lastName}) see what this client sees; nothing can be changed. This ends at{' '}
        {formatClockTime(acting.expiresAt, readerTimeZone(acting.admin))}.{error ? ` ${error}` : ''}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" disabled={busy} onClick={() => void returnToAdmin()}>
          Return to admin
        </Button>
      </MessageBarActions>
    </MessageBar>
    </div>
  );
}
