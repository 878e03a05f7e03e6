import type { UserSummaryDto } from '@career/sync-server/accounts/contract/user-dto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userFixture, userSummaryFixture } from '../../test/fixtures';
import { findDialogTitled } from '../../test/dialog-titled';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { AdminUsersPage } from './admin-users-page';

function summary(email: string, safetyFlag: boolean, id = email): UserSummaryDto {
  return userSummaryFixture({
    _id: id,
    firstName: email.split('@')[0] ?? '',
    lastName: 'Client',
    email,
    plan: { _id: 'free', name: 'Free' },
    safetyFlag,
    safetyLevel: safetyFlag ? 'thoughts' : null,
    safetyFlaggedAt: safetyFlag ? '2026-11-23T14:05:00.000Z' : null,
    assessmentsCompleted: 0,
    assessmentsTotal: 4,
    elevate: null,
    planSessions: [],
  });
}

/** The reads a client's dialog makes (u1). */
const DIALOG_READS = {
  '/api/users/u1': () => json(userFixture()),
  '/api/users/u1/shortlist': () => json({ summary: '', sharedAt: null, sharedBy: null, items: [], marks: [], history: [] }),
  '/api/users/u1/career-ideas': () => json({ items: [], total: 0, page: 1, pageSize: 5, missing: ['interests'], profile: { topThemes: [], mbtiType: null, topValues: [], education: null, minimumSalary: null, differentiation: null, undifferentiated: false } }),
  '/api/plans': () => json([]),
};

/** The page, with the address shown so a test can see the query change. */
function pageWithAddress() {
  function Address() {
    const location = useLocation();
    return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
  }
  return (
    <Route
      path="/admin"
      element={
        <>
          <AdminUsersPage />
          <Address />
        </>
      }
    />
  );
}

/**
 * stubFetch with the open safety flags the table polls, answered from what the user list says
 * (so the table and the poll agree, as they do on a server at rest).
 */
function usersFetch(handlers: Record<string, () => Response | Promise<Response>>) {
  const users = handlers['/api/users/'];
  return stubFetch({
    ...handlers,
    '/api/users/safety-flags': async () => {
      const list = users ? ((await (await users()).json()) as UserSummaryDto[]) : [];
      const flags = list.filter((user) => user.safetyFlag).map((user) => ({ userId: user._id, level: user.safetyLevel, flaggedAt: user.safetyFlaggedAt }));
      return json({ flags });
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminUsersPage', () => {
  it('shows a flag raised while the table is open: it follows the open flags and reads the users again when they differ', async () => {
    let raised = false;
    vi.stubGlobal(
      'fetch',
      stubFetch({
        '/api/users/': () => json([summary('sam@example.com', raised, 'u1'), summary('kim@example.com', false, 'u2')]),
        '/api/users/safety-flags': () => {
          raised = true; // the client's answer reached the server just now
          return json({ flags: [{ userId: 'u1', level: 'thoughts', flaggedAt: '2026-11-23T14:05:00.000Z' }] });
        },
      }),
    );
    renderRoutes(<Route path="/admin" element={<AdminUsersPage />} />, { at: '/admin' });
    const row = await screen.findByRole('row', { name: /sam Client, sam@example.com, safety check-in needed/ });
    expect(within(row).getByText('Safety check-in needed')).toBeInTheDocument();
  });


  it('marks the clients who need a safety check-in, with a notice counting them', async () => {
    vi.stubGlobal('fetch', usersFetch({ '/api/users/': () => json([summary('sam@example.com', true), summary('kim@example.com', false)]) }));
    renderRoutes(<Route path="/admin" element={<AdminUsersPage />} />, { at: '/admin' });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await screen.findByText(/1 client needs a safety check-in\. Please contact them soon/)).toBeInTheDocument();
    const sam = within(table).getByRole('row', { name: 'sam Client, sam@example.com, safety check-in needed: open details' });
    expect(within(sam).getByText('Safety check-in needed')).toBeInTheDocument();
    const kim = within(table).getByRole('row', { name: 'kim Client, kim@example.com: open details' });
    expect(within(kim).queryByText('Safety check-in needed')).toBeNull();
  });

  it('shows no notice when nobody needs a check-in', async () => {
    vi.stubGlobal('fetch', usersFetch({ '/api/users/': () => json([summary('kim@example.com', false)]) }));
    renderRoutes(<Route path="/admin" element={<AdminUsersPage />} />, { at: '/admin' });
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByText(/safety check-in/i)).toBeNull();
  });

  it("opens one user's dialog from a link (/admin?user=<id>), and closing it takes the user out of the address", async () => {
    vi.stubGlobal('fetch', usersFetch({ '/api/users/': () => json([summary('kim@example.com', false, 'u2'), summary('sam@example.com', true, 'u1')]), ...DIALOG_READS }));
    renderRoutes(pageWithAddress(), { at: '/admin?user=u1' });
    const dialog = await findDialogTitled('sam Client');
    expect(within(dialog).getByRole('region', { name: 'Safety check-in needed' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/admin$/));
  });

  it('says so when the user of a link is not there', async () => {
    vi.stubGlobal('fetch', usersFetch({ '/api/users/': () => json([summary('kim@example.com', false, 'u2')]) }));
    renderRoutes(<Route path="/admin" element={<AdminUsersPage />} />, { at: '/admin?user=gone' });
    expect(await screen.findByText('No user matches this link: the account may have been deleted.')).toBeInTheDocument();
  });

  it("refreshes the table once the check-in is marked done in the user's dialog", async () => {
    let flagged = true;
    vi.stubGlobal(
      'fetch',
      stubFetch({
        '/api/users/': () => json([summary('sam@example.com', flagged, 'u1')]),
        '/api/users/u1/safety-check-in': () => {
          flagged = false;
          return json({ userId: 'u1', level: 'thoughts', flaggedAt: '2026-11-23T14:05:00.000Z', checkedInAt: '2026-11-24T09:30:00.000Z' });
        },
        ...DIALOG_READS,
      }),
    );
    renderRoutes(<Route path="/admin" element={<AdminUsersPage />} />, { at: '/admin' });
    const table = await screen.findByRole('table', { name: 'Users' });
    await userEvent.click(within(table).getByRole('row', { name: /sam@example.com, safety check-in needed/ }));
    const dialog = await findDialogTitled('sam Client');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark check-in done' }));
    const confirm = await findDialogTitled('Mark the check-in done?', { role: 'alertdialog' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, mark it done' }));
    expect(await within(dialog).findByRole('region', { name: 'Safety check-in done' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('row', { name: 'sam Client, sam@example.com: open details' })).toBeInTheDocument();
    expect(screen.queryByText(/needs a safety check-in/)).toBeNull();
  });
});
