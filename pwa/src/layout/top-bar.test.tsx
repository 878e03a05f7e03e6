import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveAnswer } from '../offline/answer-store';
import { resetLocalDb } from '../offline/reset-local-db';
import { findDialogTitled } from '../test/dialog-titled';
import { userFixture } from '../test/fixtures';
import { stubMatchMedia } from '../test/match-media';
import { renderRoutes } from '../test/render-app';
import { TopBar } from './top-bar';

const CLIENT = userFixture({ _id: 'client-1', plans: [] });
const ADMIN = userFixture({ _id: 'admin-1', admin: true, plans: [] });

function renderBar(user = CLIENT) {
  return renderRoutes(
    <>
      <Route path="/" element={<TopBar user={user} />} />
      <Route
        path="/results"
        element={
          <>
            <TopBar user={user} />
            <p>The results page</p>
          </>
        }
      />
    </>,
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

afterEach(() => vi.unstubAllGlobals());

describe('TopBar', () => {
  it('in a wide window shows every page on the bar itself, with no Menu button', () => {
    stubMatchMedia(1280);
    renderBar(ADMIN);
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getAllByRole('link').map((link) => link.textContent)).toEqual(['Admin', 'Interests', 'Coaches', 'Sessions', 'Contact requests', 'Profile']);
    expect(main.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('at a phone width keeps the name and the upload status on the bar and puts the pages behind Menu', async () => {
    stubMatchMedia(375);
    renderBar();
    expect(screen.getByRole('link', { name: 'Home' })).toBeVisible();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main', hidden: false })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Results' })).not.toBeVisible();

    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getAllByRole('link').map((link) => link.textContent)).toEqual(['Upgrade Plan', 'Results', 'Profile']);
    expect(main.getByRole('button', { name: 'Logout' })).toBeVisible();

    // A choice goes there and closes the list.
    await userEvent.click(main.getByRole('link', { name: 'Results' }));
    expect(await screen.findByText('The results page')).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Results' })).not.toBeVisible();
  });

  it('closes on Escape with focus back on Menu, and on a click outside the bar', async () => {
    stubMatchMedia(375);
    renderBar();
    await userEvent.click(menuButton());
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();

    await userEvent.click(menuButton());
    expect(screen.getByRole('link', { name: 'Profile' })).toBeVisible();
    await userEvent.click(document.body);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Profile' })).not.toBeVisible();
  });

  it("collapses at each role's own width: an admin's six pages need more room than a client's three", () => {
    stubMatchMedia(900);
    const { unmount } = renderBar(ADMIN);
    expect(menuButton()).toBeInTheDocument();
    unmount();
    renderBar(CLIENT);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Results' })).toBeVisible();
  });

  it('closes when the page already shown is chosen again', async () => {
    stubMatchMedia(375);
    renderRoutes(<Route path="/profile" element={<TopBar user={CLIENT} />} />, { at: '/profile' });
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it("leaves the list open while the Logout dialog opened from it is used: a click in it, and its Escape, are the dialog's", async () => {
    await resetLocalDb();
    await saveAnswer(CLIENT._id, 'neo', '0', '3', 240);
    stubMatchMedia(375);
    renderBar();
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await findDialogTitled('Answers not uploaded yet', { role: 'alertdialog' });
    await userEvent.click(within(dialog).getByText(/saved on this device but not yet uploaded/));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('Answers not uploaded yet')).toBeNull();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  });
});
