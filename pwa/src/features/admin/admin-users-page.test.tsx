import type { UserSummaryDto } from '@career/sync-server/accounts/contract/user-dto';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userSummaryFixture } from '../../test/fixtures';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { AdminUsersPage } from './admin-users-page';

function summary(email: string, safetyFlag: boolean): UserSummaryDto {
  return userSummaryFixture({ _id: email, firstName: email.split('@')[0] ?? '', lastName: 'Client', email, plan: { _id: 'free', name: 'Free' }, safetyFlag, assessmentsCompleted: 0, assessmentsTotal: 4, elevate: null, planSessions: [] });
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminUsersPage', () => {
  it('marks the clients whose depression screening raised the safety flag, with a notice counting them', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/users/': () => json([summary('sam@example.com', true), summary('kim@example.com', false)]) }));
    renderRoutes(<Route path="/admin" element={<AdminUsersPage />} />, { at: '/admin' });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await screen.findByText(/1 client answered the depression screening's question about thoughts of self-harm above/)).toBeInTheDocument();
    const sam = within(table).getByRole('row', { name: /sam@example.com/ });
    expect(within(sam).getByText('Safety check-in needed')).toBeInTheDocument();
    const kim = within(table).getByRole('row', { name: /kim@example.com/ });
    expect(within(kim).queryByText('Safety check-in needed')).toBeNull();
  });

  it('shows no notice when nobody needs a check-in', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/users/': () => json([summary('kim@example.com', false)]) }));
    renderRoutes(<Route path="/admin" element={<AdminUsersPage />} />, { at: '/admin' });
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByText(/thoughts of self-harm/)).toBeNull();
    expect(screen.queryByText('Safety check-in needed')).toBeNull();
  });
});
