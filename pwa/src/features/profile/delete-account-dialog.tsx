import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { Notice } from '../../layout/notice';
import { deleteAccount } from './account-data-api';

const useStyles = makeStyles({
  content: { display: 'grid', gap: '12px' },
  danger: { backgroundColor: tokens.colorStatusDangerBackground3, ':hover': { backgroundColor: tokens.colorStatusDangerForeground1 } },
});

export interface DeleteAccountDialogProps {
  /** Called once the server has deleted the account (the page then leaves for good). */
  onDeleted: () => Promise<void>;
  onCancel: () => void;
}

/**
 * 'Delete account': says what goes, asks for the password, and deletes on the server. A wrong
 * password shows under the field, with nothing deleted; while deleting, the dialog cannot be closed.
 */
export function DeleteAccountDialog({ onDeleted, onCancel }: DeleteAccountDialogProps) {
  const styles = useStyles();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(undefined);
    if (!password) {
      setFieldError('Password field is required');
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await deleteAccount({ password });
      await onDeleted();
    } catch (error) {
      setFieldError(error instanceof ApiError ? error.fields.password : undefined);
      setProblem(error instanceof Error ? error.message : 'Your account could not be deleted. Please try again.');
      setBusy(false);
    }
  }

  return (
    <Dialog open modalType="alert" onOpenChange={(_event, data) => (data.open || busy ? undefined : onCancel())}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogContent className={styles.content}>
              <p>
                Your account, answers, results, orders, booked sessions and messages are deleted from our server at once, and your answers
                from this device. Sessions you booked are cancelled and your coach is told. This cannot be undone: download your data
                first if you want a copy.
              </p>
              <Field label="Password" required validationState={fieldError ? 'error' : 'none'} validationMessage={fieldError}>
                <Input type="password" name="password" autoComplete="current-password" value={password} onChange={(_event, data) => setPassword(data.value)} />
              </Field>
              {problem ? <Notice intent="error">{problem}</Notice> : null}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" className={styles.danger} disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {busy ? 'Deleting...' : 'Delete my account'}
              </Button>
              <Button appearance="secondary" disabled={busy} onClick={onCancel}>
                Cancel
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
