import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAnswer } from '../../offline/answer-store';
import { resetLocalDb } from '../../offline/reset-local-db';
import { userFixture } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-app';
import { TopBar } from '../../layout/top-bar';
import { registerSyncHandle } from '../../sync/sync-status-store';
import type { SyncNowResult } from '../../sync/sync-types';
import { findDialogTitled } from '../../test/dialog-titled';

const signOut = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./use-sign-out', () => ({ useSignOut: () => signOut }));

function renderTopBar() {
  return renderRoutes(<Route path="/" element={<TopBar user={userFixture({ _id: 'u1' })} />} />);
}

describe('logout with answers not uploaded', () => {
  let unregister: (() => void) | undefined;

  beforeEach(async () => {
    await resetLocalDb();
    signOut.mockClear();
  });
  afterEach(() => unregister?.());

  it('logs out at once when nothing is pending', async () => {
    renderTopBar();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Answers not uploaded yet')).not.toBeInTheDocument();
  });

  it("ignores another user's pending answers", async () => {
    await saveAnswer('u2', 'neo', '0', '3', 240);
    renderTopBar();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });

  it('asks first when answers wait on this device; Cancel keeps the user signed in', async () => {
    await saveAnswer('u1', 'neo', '0', '3', 240);
    await saveAnswer('u1', 'neo', '1', '2', 240);
    renderTopBar();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await findDialogTitled('Answers not uploaded yet', { role: 'alertdialog' });
    expect(dialog).toHaveTextContent('2 answers are saved on this device but not yet uploaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(signOut).not.toHaveBeenCalled();
  });

  it('Upload and log out logs out only once everything is uploaded', async () => {
    await saveAnswer('u1', 'neo', '0', '3', 240);
    const results: SyncNowResult[] = [
      { synced: false, pending: 1, error: undefined, offline: true },
      { synced: true, pending: 0, error: undefined, offline: false },
    ];
    const syncNow = vi.fn(async () => results.shift() ?? { synced: true, pending: 0, error: undefined, offline: false });
    unregister = registerSyncHandle({ syncNow });
    renderTopBar();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Upload and log out' }));
    expect(await screen.findByText(/You appear to be offline/)).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Upload and log out' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(syncNow).toHaveBeenCalledTimes(2);
  });

  it('shows a refusal and stays; Log out anyway keeps the answers on the device', async () => {
    await saveAnswer('u1', 'neo', '0', '3', 240);
    unregister = registerSyncHandle({ syncNow: async () => ({ synced: false, pending: 1, error: 'Failed to save answers - error: Consent first.', offline: false }) });
    renderTopBar();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Upload and log out' }));
    expect(await screen.findByText('Failed to save answers - error: Consent first.')).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Log out anyway' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });
});
