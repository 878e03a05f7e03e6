import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_ZONE_MESSAGE } from '@career/sync-server/contract/booking-time';
import { json, renderRoutes } from '../../test/render-app';
import { userFixture } from '../../test/fixtures';
import { clientTimeZone } from '../scheduling/session-time';
import { TimeZoneCard } from './time-zone-card';

/** The one booking format, 'MMMM Do, YYYY @ h:mm a' and the zone named. */
const ONE_FORMAT = /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4} @ \d{1,2}:\d{2} (am|pm) \S+$/;

/** Answers PUT /api/users/current/time-zone with `reply`, recording the bodies sent. */
function stubSave(reply: (body: { timeZone: string }) => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/users/current/time-zone' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { timeZone: string };
        sent.push(body);
        return reply(body);
      }
      if (path === '/api/users/current') return json(userFixture());
      throw new Error(`unexpected fetch ${path}`);
    }),
  );
  return sent;
}

function renderCard(user = userFixture({ timeZone: 'America/Chicago', timeZoneSource: 'browser' })) {
  renderRoutes(<Route path="/profile" element={<TimeZoneCard user={user} />} />, { at: '/profile' });
  return screen.getByRole('region', { name: 'Time zone' });
}

const picker = (card: HTMLElement) => within(card).getByRole('combobox', { name: /Time zone/ });

describe('the time zone on /profile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the account's zone with an example in the one format, saves a new one and says so", async () => {
    const sent = stubSave((body) => json(body));
    const card = renderCard();
    expect(picker(card)).toHaveValue('America/Chicago');
    expect(within(card).getByText('Taken from your browser when you signed in; it follows your browser until you save one here.')).toBeInTheDocument();
    const example = () => (within(card).getByTestId('time-zone-example').textContent ?? '').replace('For example, a session starting now: ', '');
    expect(example()).toMatch(ONE_FORMAT);
    expect(example()).toMatch(/ C[SD]T$/);

    await userEvent.selectOptions(picker(card), 'Asia/Tokyo');
    expect(example()).toMatch(/ UTC\+9$/);
    await userEvent.click(within(card).getByRole('button', { name: 'Save time zone' }));
    expect(await within(card).findByText('Saved. Session times are now written in Asia/Tokyo time.')).toBeInTheDocument();
    expect(sent).toEqual([{ timeZone: 'Asia/Tokyo' }]);
  });

  it("offers the browser's zone to an account without one", () => {
    stubSave((body) => json(body));
    const card = renderCard(userFixture());
    expect(picker(card)).toHaveValue(clientTimeZone());
    expect(within(card).getByText("Your browser's time zone is shown; save it to use it in your e-mails too.")).toBeInTheDocument();
  });

  it("shows the server's word on a refused zone under the field, and any other failure in a notice", async () => {
    stubSave(() => json({ error: { code: 'validation', message: 'Please correct the highlighted fields.', fields: { timeZone: TIME_ZONE_MESSAGE } } }, 400));
    const card = renderCard(userFixture({ timeZone: 'Europe/Berlin', timeZoneSource: 'profile' }));
    expect(within(card).getByText('You chose this time zone.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Save time zone' }));
    expect(await within(card).findByText(TIME_ZONE_MESSAGE)).toBeInTheDocument();
    // The field says it; no notice repeats it.
    expect(within(card).queryByText('Please correct the highlighted fields.')).not.toBeInTheDocument();

    vi.unstubAllGlobals();
    stubSave(() => json({ error: { code: 'read_only', message: 'You are viewing this account: nothing can be changed.' } }, 403));
    await userEvent.selectOptions(picker(card), 'Europe/Paris');
    expect(within(card).queryByText(TIME_ZONE_MESSAGE)).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Save time zone' }));
    expect(await within(card).findByText('You are viewing this account: nothing can be changed.')).toBeInTheDocument();
    expect(within(card).queryByText(/^Saved\./)).not.toBeInTheDocument();
  });
});
