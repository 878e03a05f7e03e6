import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { apiErrorMessage } from '../../api/api-error';
import { Notice } from '../../layout/notice';
import { SESSION_LABELS } from '../plans/assessment-labels';
import type { SessionType } from './schedule-api';
import { cancelSession } from './schedule-api';

/** 'Cancel your session?': the time is given back to the coach once the server says so. */
export function CancelSessionDialog({ open, type, when, onClose, onCancelled }: { open: boolean; type: SessionType; when: string; onClose: () => void; onCancelled: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const cancel = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await cancelSession(type);
      onCancelled();
    } catch (failure) {
      setError(apiErrorMessage(failure));
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_event, data) => !data.open && !busy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Cancel your {SESSION_LABELS[type].name}?</DialogTitle>
          <DialogContent>
            <Body1 as="p">
              Your session on {when} will be cancelled, and you and your coach will get an e-mail. You can schedule a new one afterwards.
            </Body1>
            {error ? <Notice intent="error">{error}</Notice> : null}
          </DialogContent>
          <DialogActions>
            <Button disabled={busy} onClick={onClose}>
              Keep my session
            </Button>
            <Button appearance="primary" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" aria-hidden="true" /> : undefined} onClick={() => void cancel()}>
              Cancel session
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
