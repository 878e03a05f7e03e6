import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForDialogToClose } from '../../test/dialog-closed';
import { renderRoutes } from '../../test/render-app';
import { FlashBar } from '../../flash/flash-bar';
import { stubLayout } from '../records/jsdom-layout';
import { CoachesAdminPage } from './coaches-admin-page';
import { coachFixture, coachServer } from './coach-test-fixtures';
import { findDialogTitled } from '../../test/dialog-titled';

const DANA = coachFixture();
const SAM = coachFixture({ _id: 'coach-sam', name: 'Sam Example, Ph.D.', timeZone: 'America/Los_Angeles', active: false, weekly: [], photoUrl: 'https://photos.example.com/sam.jpg', email: 'sam@coaches.example.com' });

function renderPage(server = coachServer([DANA, SAM])) {
  vi.stubGlobal('fetch', server.fetch);
  renderRoutes(
    <Route
      path="/admin/coaches"
      element={
        <>
          <FlashBar />
          <CoachesAdminPage />
        </>
      }
    />,
    { at: '/admin/coaches' },
  );
  return server;
}

/** user-event without its pointer-events check (slow in jsdom with Fluent's styles). */
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const table = () => screen.findByRole('table', { name: 'Coaches' });

async function openEdit(user: ReturnType<typeof setupUser>, name: string) {
  await user.click(within(await table()).getByRole('button', { name: `Edit ${name}` }));
  return within(await findDialogTitled('Edit coach'));
}

let restoreLayout = () => {};
beforeEach(() => {
  restoreLayout = stubLayout();
});
afterEach(() => {
  restoreLayout();
  vi.unstubAllGlobals();
});

describe('CoachesAdminPage', () => {
  it('lists every coach with zone, weekly hours and status', async () => {
    const server = coachServer([DANA, SAM]);
    server.fail['GET /api/admin/coaches'] = () => new Response(JSON.stringify({ error: { code: 'internal', message: 'The database is busy.' } }), { status: 500 });
    renderPage(server);
    expect(screen.getByRole('heading', { level: 1, name: 'Coaches' })).toBeInTheDocument();
    expect(await screen.findByText(/We could not load the coaches\. The database is busy\./)).toBeInTheDocument();
    delete server.fail['GET /api/admin/coaches'];
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));

    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((row) => within(row).queryAllByRole('cell').slice(1).map((cell) => cell.textContent)).slice(1)).toEqual([
      ['Counseling psychologist', 'America/New York', 'Mon 09:00-12:00, 13:00-17:00 · Fri 20:00-24:00', 'Active', 'Edit'],
      ['Counseling psychologist', 'America/Los Angeles', 'No hours set', 'Inactive', 'Edit'],
    ]);
    expect(within(rows[1] as HTMLElement).getByText('Dana Example, Ph.D.')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('dana@coaches.example.com')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('sam@coaches.example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upcoming sessions' })).toHaveAttribute('href', '/admin/bookings');
  });

  it("edits a coach's details and weekly hours, saves, flashes 'Saved' and shows the change", async () => {
    const user = setupUser();
    const server = renderPage();
    const dialog = await openEdit(user, DANA.name);
    expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue(DANA.name);
    expect(dialog.getByRole('combobox', { name: /^Time zone/ })).toHaveValue('America/New_York');
    expect(dialog.getByText(/Times are in the coach's time zone, America\/New York\./)).toBeInTheDocument();
    expect(dialog.getByText(/never cancels sessions already booked/)).toBeInTheDocument();

    const name = dialog.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Dana Q. Example, Ph.D.');
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Time zone/ }), 'Europe/London');
    expect(dialog.getByText(/Times are in the coach's time zone, Europe\/London\./)).toBeInTheDocument();
    // Monday's first window ends at 11:00; Monday's second is removed; Tuesday gets 09:00-17:00.
    fireEvent.change(dialog.getByLabelText('Monday window 1 end'), { target: { value: '11:00' } });
    await user.click(dialog.getByRole('button', { name: 'Remove Monday window 2' }));
    await user.click(dialog.getByRole('button', { name: 'Add a window on Tuesday' }));
    expect(dialog.getByLabelText('Tuesday window 1 start')).toHaveValue('09:00');
    // Midnight at the end of Friday's window shows as 00:00.
    expect(dialog.getByLabelText('Friday window 1 end')).toHaveValue('00:00');

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitForDialogToClose();
    expect(server.to('PUT', '/api/admin/coaches/coach-dana').map((request) => request.body)).toEqual([
      {
        name: 'Dana Q. Example, Ph.D.',
        credential: DANA.credential,
        photoUrl: '',
        timeZone: 'Europe/London',
        meetingUrl: DANA.meetingUrl,
        email: DANA.email,
        schedulingUrl: '',
        active: true,
        weekly: [
          { weekday: 1, start: '09:00', end: '11:00' },
          { weekday: 5, start: '20:00', end: '24:00' },
          { weekday: 2, start: '09:00', end: '17:00' },
        ],
      },
    ]);
    expect(within(screen.getByTestId('flash')).getByText('Saved')).toBeInTheDocument();
    expect(await within(await table()).findByText('Dana Q. Example, Ph.D.')).toBeInTheDocument();
  });

  it('shows the form’s messages beside their fields and windows, sends nothing, and clears them as they are fixed', async () => {
    const user = setupUser();
    const server = renderPage();
    const dialog = await openEdit(user, DANA.name);
    await user.clear(dialog.getByRole('textbox', { name: /^Name/ }));
    const photo = dialog.getByRole('textbox', { name: /^Photo URL/ });
    await user.type(photo, 'http://photos.example.com/dana.jpg');
    fireEvent.change(dialog.getByLabelText('Monday window 2 start'), { target: { value: '11:30' } });
    fireEvent.change(dialog.getByLabelText('Friday window 1 start'), { target: { value: '23:30' } });
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(dialog.getByText('Name is required')).toBeInTheDocument();
    expect(dialog.getByText('Photo URL must be an https:// address, or empty')).toBeInTheDocument();
    expect(dialog.getByText('Monday 11:30-17:00 overlaps 09:00-12:00')).toBeInTheDocument();
    expect(dialog.getByText('Friday 23:30-24:00: a window must be at least 45 minutes (one session)')).toBeInTheDocument();
    expect(dialog.getByLabelText('Monday window 2 start')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(server.to('PUT', '/api/admin/coaches/coach-dana')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Dana');
    expect(dialog.queryByText('Name is required')).toBeNull();
    fireEvent.change(dialog.getByLabelText('Monday window 2 start'), { target: { value: '13:00' } });
    expect(dialog.queryByText('Monday 13:00-17:00 overlaps 09:00-12:00')).toBeNull();
    expect(dialog.queryByText(/overlaps/)).toBeNull();
    expect(dialog.getByText('Photo URL must be an https:// address, or empty')).toBeInTheDocument();
  });

  it("shows the server's reasons beside the fields and keeps the dialog open", async () => {
    const user = setupUser();
    const server = coachServer([DANA, SAM]);
    server.fail['PUT /api/admin/coaches/coach-dana'] = () =>
      new Response(JSON.stringify({ error: { code: 'validation', message: 'Please correct the highlighted fields.', fields: { email: 'Email is invalid' } } }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      });
    renderPage(server);
    const dialog = await openEdit(user, DANA.name);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Email is invalid')).toBeInTheDocument();
    expect(dialog.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByTestId('flash')).toBeNull();

    server.fail['PUT /api/admin/coaches/coach-dana'] = () => new Response(JSON.stringify({ error: { code: 'not_found', message: 'This coach no longer exists. Reload the list.' } }), { status: 404 });
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('This coach no longer exists. Reload the list.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitForDialogToClose();
  });

  it('adds a coach, who is listed last', async () => {
    const user = setupUser();
    const server = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add coach' }));
    const dialog = within(await findDialogTitled('Add coach'));
    expect(dialog.getByRole('switch', { name: 'Offered to clients' })).toBeChecked();
    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Riley Example, Ph.D.');
    await user.type(dialog.getByRole('textbox', { name: /^Credential/ }), 'Vocational psychologist');
    await user.type(dialog.getByRole('textbox', { name: /^Contact email/ }), 'riley@coaches.example.com');
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Time zone/ }), 'America/Chicago');
    await user.type(dialog.getByRole('textbox', { name: /^Meeting link/ }), 'https://meet.example.com/riley');
    await user.click(dialog.getByRole('button', { name: 'Add a window on Wednesday' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitForDialogToClose();
    expect(server.to('POST', '/api/admin/coaches').map((request) => request.body)).toEqual([
      {
        name: 'Riley Example, Ph.D.',
        credential: 'Vocational psychologist',
        photoUrl: '',
        timeZone: 'America/Chicago',
        meetingUrl: 'https://meet.example.com/riley',
        email: 'riley@coaches.example.com',
        schedulingUrl: '',
        active: true,
        weekly: [{ weekday: 3, start: '09:00', end: '17:00' }],
      },
    ]);
    await waitFor(async () => expect(within(await table()).getAllByRole('row').at(-1)).toHaveTextContent('Riley Example, Ph.D.'));
  });
});
