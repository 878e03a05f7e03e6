import type { CoachDto } from '@career/sync-server/coaching/contract/coach-dto';
import type { AppointmentDto } from '@career/sync-server/accounts/contract/user-dto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FINISH_FIRST_MESSAGE, SLOT_TAKEN_MESSAGE } from '@career/sync-server/coaching/contract/schedule-schemas';
import { waitForDialogToClose } from '../../test/dialog-closed';
import { json, renderRoutes } from '../../test/render-app';
import { FlashBar } from '../../flash/flash-bar';
import { CUTOFF_MESSAGE } from './change-cutoff';
import { SessionRow } from './session-row';
import { formatSessionTime } from './session-time';
import { formatBookingTime } from '@career/sync-server/contract/booking-time';
import { userFixture } from '../../test/fixtures';
import { findDialogTitled } from '../../test/dialog-titled';

const COACHES: CoachDto[] = [
  { _id: 'c1', name: 'Dana Example, Ph.D.', credential: 'Counseling psychologist (demo profile)', photo: null },
  { _id: 'c2', name: 'Sam Example, Ph.D.', credential: 'Career development psychologist (demo profile)', photo: null },
];

const DAY = 24 * 3_600_000;
/** Starts on the hour, some days ahead (the component shows them on the test machine's clock). */
function ahead(days: number, hourUtc: number): string {
  const at = new Date(Date.now() + days * DAY);
  at.setUTCHours(hourUtc, 0, 0, 0);
  return at.toISOString();
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A fake server: coaches, slots (a taken slot leaves the list), booking and cancelling. */
function fakeServer(options: { slots: string[]; coaches?: CoachDto[]; bookAnswers?: (body: { startTime: string }) => Response | undefined }) {
  const calls: Call[] = [];
  let slots = [...options.slots];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/coaches') return json(options.coaches ?? COACHES);
    const slotsPath = /^\/api\/coaches\/([^/]+)\/slots$/.exec(url.pathname);
    if (slotsPath) return json({ coachId: slotsPath[1], coachTimeZone: 'America/New_York', slots });
    if (url.pathname === '/api/users/schedule' && method === 'POST') {
      const request = body as { type: string; startTime: string };
      const answer = options.bookAnswers?.(request);
      if (answer) {
        slots = slots.filter((slot) => slot !== request.startTime);
        return answer;
      }
      return json({ success: true, type: request.type, eventId: 'e1', userId: 'u1', startTime: request.startTime ?? '2026-12-03T19:30:00.000Z' });
    }
    if (url.pathname.startsWith('/api/users/schedule/') && method === 'DELETE') return json({ success: true });
    if (url.pathname === '/api/users/current') return json({});
    throw new Error(`unexpected fetch ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderRow(props: Parameters<typeof SessionRow>[0]) {
  return renderRoutes(
    <Route
      path="/"
      element={
        <>
          <FlashBar />
          <SessionRow {...props} />
        </>
      }
    />,
  );
}

const booked = (startTime: string): AppointmentDto => ({ scheduled: true, userId: 'u1', eventId: 'e1', startTime, coachName: 'Dana Example, Ph.D.', meetingUrl: 'https://meet.example.com/dana' });

describe('SessionRow', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("books a session: the coach first, then a day and a time, then 'Meeting Scheduled!'", async () => {
    const first = ahead(3, 15);
    const second = ahead(3, 16);
    const calls = fakeServer({ slots: [first, second, ahead(4, 15)] });
    const user = userEvent.setup();
    const { queryClient } = renderRow({ type: 'interview', appointment: null });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const row = screen.getByRole('group', { name: 'Interview Session' });
    expect(within(row).getByText('Not Scheduled')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Schedule' }));
    const dialog = await findDialogTitled('Schedule your Interview Session');
    await within(dialog).findByRole('radio', { name: /Dana Example/ });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('A coach must be chosen first')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Dana Example, Ph.D., Counseling psychologist (demo profile)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const times = await within(dialog).findByRole('group', { name: /^Times on / });
    expect(within(times).getAllByRole('button')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Book this time' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(times).getAllByRole('button')[1] as HTMLElement);
    expect(within(dialog).getByTestId('chosen-time')).toHaveTextContent(`Your choice: ${formatSessionTime(second)}`);
    await user.click(within(dialog).getByRole('button', { name: 'Book this time' }));

    expect(await screen.findByText('Meeting Scheduled!')).toBeInTheDocument();
    await waitForDialogToClose();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ type: 'interview', coachId: 'c1', startTime: second });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['current-user'] });
  });

  it('says plainly when the time was taken meanwhile, and shows the times still free', async () => {
    const taken = ahead(3, 15);
    const free = ahead(3, 17);
    fakeServer({ slots: [taken, free], bookAnswers: () => json({ error: { code: 'conflict', message: SLOT_TAKEN_MESSAGE } }, 409) });
    const user = userEvent.setup();
    renderRow({ type: 'interview', appointment: null });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /Dana Example/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const times = await within(dialog).findByRole('group', { name: /^Times on / });
    await user.click(within(times).getAllByRole('button')[0] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Book this time' }));

    expect(await within(dialog).findByText(SLOT_TAKEN_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(within(within(dialog).getByRole('group', { name: /^Times on / })).getAllByRole('button')).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'Book this time' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).queryByTestId('chosen-time')).toBeNull();
  });

  it('shows the booked time with the coach, Reschedule and Cancel session; cancelling asks first', async () => {
    const start = ahead(5, 15);
    const calls = fakeServer({ slots: [] });
    const user = userEvent.setup();
    renderRow({ type: 'results', appointment: booked(start) });
    const row = screen.getByRole('group', { name: 'Results Session' });
    expect(within(row).getByText(formatSessionTime(start))).toBeInTheDocument();
    expect(formatSessionTime(start)).toMatch(/^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4} @ \d{1,2}:\d{2} (am|pm) \S+$/);
    expect(within(row).getByText('with Dana Example, Ph.D.')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Video link' })).toHaveAttribute('href', 'https://meet.example.com/dana');
    expect(within(row).getByRole('button', { name: 'Reschedule' })).toBeEnabled();

    await user.click(within(row).getByRole('button', { name: 'Cancel session' }));
    const dialog = await findDialogTitled('Cancel your Results Session?', { role: 'alertdialog' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText('Your Results Session is cancelled.')).toBeInTheDocument();
    await waitForDialogToClose();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/users/schedule/results')).toBe(true);
  });

  it("writes the booked time and the offered times on the account's clock, in the one format", async () => {
    const start = ahead(5, 15);
    const slot = ahead(3, 15);
    fakeServer({ slots: [slot] });
    const user = userEvent.setup();
    const { queryClient } = renderRow({ type: 'results', appointment: booked(start) });
    // The account's zone, not the browser's (the e-mails use it too).
    queryClient.setQueryData(['current-user'], userFixture({ timeZone: 'Asia/Kolkata', timeZoneSource: 'profile' }));
    const row = screen.getByRole('group', { name: 'Results Session' });
    expect(await within(row).findByText(formatBookingTime(start, 'Asia/Kolkata'))).toBeInTheDocument();
    expect(within(row).getByTestId('results-session-time').textContent).toMatch(/^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4} @ \d{1,2}:\d{2} (am|pm) UTC\+5:30$/);

    await user.click(within(row).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /Dana Example/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(/Times are shown in your time zone, India Standard Time\./)).toBeInTheDocument();
    const times = await within(dialog).findByRole('group', { name: /^Times on / });
    await user.click(within(times).getAllByRole('button')[0] as HTMLElement);
    expect(within(dialog).getByTestId('chosen-time')).toHaveTextContent(`Your choice: ${formatBookingTime(slot, 'Asia/Kolkata')}`);
  });

  it("with the scheduling provider, books through the coach's widget: only its own frame's messages count", async () => {
    const widgetOrigin = 'https://calendly.example';
    const calls = fakeServer({ slots: [], coaches: [{ ...COACHES[0], widgetUrl: `${widgetOrigin}/dana/45min`, widgetOrigin } as CoachDto] });
    const user = userEvent.setup();
    renderRow({ type: 'interview', appointment: null });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /Dana Example/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const frame = await within(dialog).findByTitle('Choose a time with your coach');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/calendly\.example\/dana\/45min\?/);
    expect(within(dialog).queryByRole('button', { name: 'Book this time' })).toBeNull();

    const scheduled = (eventUri: string) => ({
      event: 'calendly.event_scheduled',
      payload: { event: { uri: eventUri }, invitee: { uri: `${eventUri}/invitees/i1` } },
    });
    // Another site, or another window on the right origin: ignored.
    window.dispatchEvent(new MessageEvent('message', { data: scheduled('https://api.calendly.com/scheduled_events/forged'), origin: 'https://evil.example', source: (frame as HTMLIFrameElement).contentWindow }));
    window.dispatchEvent(new MessageEvent('message', { data: scheduled('https://api.calendly.com/scheduled_events/forged'), origin: widgetOrigin, source: window }));
    window.dispatchEvent(new MessageEvent('message', { data: scheduled('https://api.calendly.com/scheduled_events/e1'), origin: widgetOrigin, source: (frame as HTMLIFrameElement).contentWindow }));

    expect(await screen.findByText('Meeting Scheduled!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { type: 'interview', eventUrl: 'https://api.calendly.com/scheduled_events/e1', inviteeUrl: 'https://api.calendly.com/scheduled_events/e1/invitees/i1' },
    ]);
  });

  it('offers to send a widget booking again when it could not be confirmed, and then records it', async () => {
    const widgetOrigin = 'https://calendly.example';
    let answers = 0;
    const calls = fakeServer({
      slots: [],
      coaches: [{ ...COACHES[0], widgetUrl: `${widgetOrigin}/dana/45min`, widgetOrigin } as CoachDto],
      bookAnswers: () => (answers++ === 0 ? json({ error: { code: 'unavailable', message: 'The scheduling service could not be reached.' } }, 503) : undefined),
    });
    const user = userEvent.setup();
    renderRow({ type: 'interview', appointment: null });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /Dana Example/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const frame = (await within(dialog).findByTitle('Choose a time with your coach')) as HTMLIFrameElement;
    const eventUri = 'https://api.calendly.com/scheduled_events/e1';
    window.dispatchEvent(
      new MessageEvent('message', { data: { event: 'calendly.event_scheduled', payload: { event: { uri: eventUri }, invitee: { uri: `${eventUri}/invitees/i1` } } }, origin: widgetOrigin, source: frame.contentWindow }),
    );
    expect(await within(dialog).findByText('The scheduling service could not be reached.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Meeting Scheduled!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('keeps a session that starts within 24 hours as it is', () => {
    fakeServer({ slots: [] });
    renderRow({ type: 'interview', appointment: booked(new Date(Date.now() + 20 * 3_600_000).toISOString()) });
    const row = screen.getByRole('group', { name: 'Interview Session' });
    expect(within(row).getByRole('button', { name: 'Reschedule' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Cancel session' })).toBeDisabled();
    expect(within(row).getByText(CUTOFF_MESSAGE)).toBeInTheDocument();
  });

  it('asks to finish every assessment before the results session can be scheduled', () => {
    fakeServer({ slots: [] });
    renderRow({ type: 'results', appointment: null, blockedMessage: FINISH_FIRST_MESSAGE });
    const row = screen.getByRole('group', { name: 'Results Session' });
    expect(within(row).getByText(FINISH_FIRST_MESSAGE)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Schedule' })).toBeNull();
  });
});
