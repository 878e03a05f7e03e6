import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { Notice } from '../../layout/notice';
import type { SyncNowResult } from '../../sync/sync-types';
import { unsentCount } from '../../sync/unsent-count';
import { useSync, useSyncReady } from '../../sync/use-sync';
import { useSignOut } from './use-sign-out';

export interface LogoutDialogProps {
  /** Answers (or a finish) saved on this device and not yet uploaded. */
  unsent: number;
  syncNow: () => Promise<SyncNowResult>;
  onSignOut: () => Promise<void>;
  onCancel: () => void;
}

function answers(count: number): string {
  return count === 1 ? '1 answer is' : `${count} answers are`;
}

function uploadProblem(result: SyncNowResult): string {
  if (result.error) return result.error;
  if (result.offline) return 'You appear to be offline, so the answers could not be uploaded. They are still saved on this device.';
  return 'Some answers could not be uploaded yet. They are still saved on this device.';
}

/** Logout with answers not yet uploaded: upload first, log out anyway (they stay here for this user), or cancel. */
export function LogoutDialog({ unsent, syncNow, onSignOut, onCancel }: LogoutDialogProps) {
  const [busy, setBusy] = useState<'upload' | 'logout' | null>(null);
  const [problem, setProblem] = useState<string | undefined>();

  async function uploadAndLogOut() {
    setBusy('upload');
    setProblem(undefined);
    try {
      const result = await syncNow();
      if (result.synced) {
        setBusy('logout');
        await onSignOut();
        return;
      }
      setProblem(uploadProblem(result));
      setBusy(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The answers could not be uploaded.');
      setBusy(null);
    }
  }

  async function logOutAnyway() {
    setBusy('logout');
    await onSignOut();
  }

  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => (data.open || busy ? undefined : onCancel())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Answers not uploaded yet</DialogTitle>
          <DialogContent>
            <p>
              {answers(unsent)} saved on this device but not yet uploaded. If you log out anyway, they stay on this device and are uploaded
              when you sign in here again.
            </p>
            {problem ? <Notice intent="error">{problem}</Notice> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy !== null} icon={busy === 'upload' ? <Spinner size="tiny" /> : undefined} onClick={() => void uploadAndLogOut()}>
              Upload and log out
            </Button>
            <Button disabled={busy !== null} onClick={() => void logOutAnyway()}>
              Log out anyway
            </Button>
            <Button appearance="subtle" disabled={busy !== null} onClick={onCancel}>
              Cancel
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** How much is not uploaded: the live status once the engine runs, else read from the device. */
async function readUnsent(userId: string, live: number | undefined): Promise<number> {
  if (live !== undefined) return live;
  try {
    const { readSyncSummaries } = await import('../../offline/sync-summaries');
    return (await readSyncSummaries(userId)).unsent;
  } catch (error) {
    console.warn('Could not read the answers saved on this device', error);
    return 0;
  }
}

/** The top bar's Logout: asks first when answers are not uploaded yet; then a full reload to '/'. */
export function LogoutButton({ userId }: { userId: string }) {
  const signOut = useSignOut();
  const { status, syncNow } = useSync();
  const ready = useSyncReady();
  const live = ready ? unsentCount(status) : undefined;
  const [asked, setAsked] = useState<number | null>(null);

  async function logout() {
    const unsent = await readUnsent(userId, live);
    if (unsent > 0) setAsked(unsent);
    else await signOut();
  }

  return (
    <>
      <Button appearance="subtle" onClick={() => void logout()}>
        Logout
      </Button>
      {asked !== null ? <LogoutDialog unsent={live ?? asked} syncNow={syncNow} onSignOut={signOut} onCancel={() => setAsked(null)} /> : null}
    </>
  );
}
