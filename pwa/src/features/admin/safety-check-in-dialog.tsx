import type { SafetyCheckInDto } from '@career/sync-server/safety/contract/safety-dto';
import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { apiErrorMessage } from '../../api/api-error';
import { Notice } from '../../layout/notice';
import { markCheckInDone } from './admin-api';

/**
 * 'Mark check-in done?': the confirmation before the client's safety flag is closed. The server's
 * reason shows when it fails (say, another admin marked it done first); it stays open until then.
 */
export function SafetyCheckInDialog({
  open,
  userId,
  name,
  onClose,
  onDone,
}: {
  open: boolean;
  userId: string;
  name: string;
  onClose: () => void;
  onDone: (done: SafetyCheckInDto) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onDone(await markCheckInDone(userId));
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_event, data) => !data.open && !busy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Mark the check-in done?</DialogTitle>
          <DialogContent>
            <Body1 as="p">
              Confirm that a counselor has checked in with {name}. The mark leaves the users table; an answer that needs a check-in later raises it again.
            </Body1>
            {error ? <Notice intent="error">{error}</Notice> : null}
          </DialogContent>
          <DialogActions>
            <Button disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button appearance="primary" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" aria-hidden="true" /> : undefined} onClick={() => void confirm()}>
              Yes, mark it done
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
