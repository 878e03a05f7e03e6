import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { renderRoutes } from '../../test/render-app';
import { userFixture } from '../../test/fixtures';
import { bookingFixture, coachServer } from './coach-test-fixtures';
import { clientTimeZone, formatSessionTime } from '../scheduling/session-time';
import { UpcomingSessionsPage } from './upcoming-sessions-page';

const FIRST = bookingFixture();
const SECOND = bookingFixture({
  _id: 'b2',
  startAt: '2026-11-24T16:00:00.000Z',
  endAt: '2026-11-24T16:45:00.000Z',
  type: 'results',
  client: { _id: 'u2', firstName: 'Eli', lastName: 'Essential', email: 'eli@example.com' },
  coach: { _id: 'coach-sam', name: 'Sam Example, Ph.D.' },
});

function renderPage(server: ReturnType<typeof coachServer>, admin?: CurrentUserDto) {
  vi.stubGlobal('fetch', server.fetch);
  const { queryClient } = renderRoutes(<Route path="/admin/bookings" element={<UpcomingSessionsPage />} />, { at: '/admin/bookings' });
  if (admin) queryClient.setQueryData(['current-user'], admin);
  return server;
}

afterEach(() => vi.unstubAllGlobals());

describe('UpcomingSessionsPage', () => {
  it("lists the sessions soonest first in the admin's zone, named, and loads more on 'Show more'", async () => {
    const server = renderPage(
      coachServer(
        [],
        [
          { bookings: [FIRST], next: { afterStart: FIRST.startAt, afterId: FIRST._id } },
          { bookings: [SECOND], next: null },
        ],
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming sessions' })).toBeInTheDocument();
    expect(screen.getByText('Loading sessions...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Upcoming sessions' });
    const zone = clientTimeZone().replaceAll('_', ' ');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([`Date and time (${zone})`, 'Client', 'Email', 'Session', 'Coach']);
    expect(screen.getByText(`Times are in your time zone, ${zone}.`)).toBeInTheDocument();
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(within(table).getAllByRole('row').slice(1).map(cells)).toEqual([[formatSessionTime(FIRST.startAt), 'Pat Premium', 'pat@example.com', 'Interview Session', 'Dana Example, Ph.D.']]);

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByText('Eli Essential')).toBeInTheDocument();
    expect(within(table).getAllByRole('row').slice(1).map(cells)[1]).toEqual([formatSessionTime(SECOND.startAt), 'Eli Essential', 'eli@example.com', 'Results Session', 'Sam Example, Ph.D.']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(server.to('GET', '/api/admin/bookings').map((request) => request.search)).toEqual(['', `?afterStart=${encodeURIComponent(FIRST.startAt)}&afterId=b1`]);
  });

  it("writes the times on the admin's own account zone, in the one booking format", async () => {
    renderPage(coachServer([], [{ bookings: [FIRST], next: null }]), userFixture({ admin: true, timeZone: 'America/Denver', timeZoneSource: 'profile' }));
    const table = await screen.findByRole('table', { name: 'Upcoming sessions' });
    expect(screen.getByText('Times are in your time zone, America/Denver.')).toBeInTheDocument();
    expect(within(table).getAllByRole('cell')[0]).toHaveTextContent(/^November 23rd, 2026 @ 7:00 am MST$/);
  });

  it("says 'No upcoming sessions' when there are none", async () => {
    renderPage(coachServer([]));
    expect(await screen.findByText('No upcoming sessions')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the reason and Try again when the list fails to load', async () => {
    const server = coachServer([], [{ bookings: [FIRST], next: null }]);
    server.fail['GET /api/admin/bookings'] = () => new Response(JSON.stringify({ error: { code: 'internal', message: 'The database is busy.' } }), { status: 500 });
    renderPage(server);
    expect(await screen.findByText(/We could not load the sessions\. The database is busy\./)).toBeInTheDocument();
    delete server.fail['GET /api/admin/bookings'];
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Upcoming sessions' })).toBeInTheDocument();
  });
});
