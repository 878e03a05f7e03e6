import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { AppointmentDto, AssessmentDataDto, CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeRoute } from '../../app/home-route';
import { waitForDialogToClose } from '../../test/dialog-closed';
import { fixturePlanSessions, userFixture } from '../../test/fixtures';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { formatSessionTime } from '../scheduling/session-time';
import { DashboardPage } from './dashboard-page';
import { ESSENTIAL_WANT_MORE, SPEC_RESULTS_NOTE, SPEC_WANT_MORE } from './plan-words';
import { findDialogTitled } from '../../test/dialog-titled';

/**
 * Issue 30, "Words that fit the plan and the person": each text rule of the dashboard for a Free,
 * an Essential and a Premium client and an admin (plan-words.ts has the mapping).
 */

type Kind = 'free' | 'essential' | 'premium';
const ASSESSMENTS: Record<Kind, AssessmentId[]> = { free: ['neo'], essential: ['consent', 'neo'], premium: ['consent', 'neo', 'interview'] };
const START = '2026-12-03T19:30:00.000Z';
const BOOKED: AppointmentDto = { scheduled: true, userId: 'u1', eventId: 'e1', startTime: START, coachName: 'Dana Example, Ph.D.' };

function done(id: AssessmentId): AssessmentDataDto {
  return { _id: id, version: '1', answers: [], completed: true, completedAt: '2026-11-22T10:00:00.000Z', questionsAnswered: 1, results: null };
}

/** A client of the plan; `complete`: every assessment of it done; `booked`: the Results Session booked. */
function client(kind: Kind, options: { complete?: boolean; booked?: boolean } = {}): CurrentUserDto {
  return userFixture({
    plans: [{ _id: kind, name: kind[0]?.toUpperCase() + kind.slice(1), order: 1, sessions: fixturePlanSessions(kind), assessments: ASSESSMENTS[kind] }],
    consent: kind !== 'free',
    assessmentData: options.complete ? ASSESSMENTS[kind].map(done) : [],
    appointments: { interview: null, results: options.booked ? BOOKED : null },
  });
}
/** The demo admin: no plan, no assessments. */
const ADMIN = userFixture({ _id: 'admin-1', admin: true, plans: [], firstName: 'Ada', lastName: 'Admin' });

function renderDashboard(user: CurrentUserDto) {
  return renderRoutes(
    <>
      <Route path="/" element={<DashboardPage user={user} />} />
      <Route path="/plans" element={<p>plans page</p>} />
    </>,
  );
}

const BOOKED_NOTE = () => `You have booked the Results Session to go through your results with Dana Example, Ph.D. on ${formatSessionTime(START)}.`;

function readyPanel() {
  return screen.getByRole('region', { name: 'Your Results Are Ready!' });
}

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard names the plan', () => {
  it.each([
    ['free', 'Plan: Free'],
    ['essential', 'Plan: Essential'],
    ['premium', 'Plan: Premium'],
  ] as const)('%s: %s', (kind, line) => {
    renderDashboard(client(kind));
    expect(screen.getByTestId('dashboard-plan')).toHaveTextContent(line);
  });

  it('admin: no plan line, and the home page sends an admin to /admin before any dashboard', async () => {
    const { unmount } = renderDashboard(ADMIN);
    expect(screen.queryByTestId('dashboard-plan')).toBeNull();
    expect(screen.queryByText(/^Plan:/)).toBeNull();
    unmount();

    vi.stubGlobal('fetch', stubFetch({ '/api/users/current': () => json(ADMIN) }));
    renderRoutes(
      <>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/admin" element={<p>user table</p>} />
      </>,
    );
    expect(await screen.findByText('user table')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hi Ada!' })).toBeNull();
  });
});

describe("'Your Results Are Ready!' says what is true of the Results Session", () => {
  it("free: the spec's upgrade note, and nothing to schedule", () => {
    renderDashboard(client('free', { complete: true }));
    const panel = readyPanel();
    expect(within(panel).getByText(`${SPEC_RESULTS_NOTE} The Essential plan includes it too.`)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Schedule Results Session' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'View Results' })).toBeInTheDocument();
  });

  it("essential, not booked: Essential users can schedule it, and Schedule Results Session opens the scheduling dialog", async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/coaches': () => json([{ _id: 'c1', name: 'Dana Example, Ph.D.', credential: 'Counseling psychologist (demo profile)', photo: null }]) }));
    const events = userEvent.setup();
    renderDashboard(client('essential', { complete: true }));
    const panel = readyPanel();
    expect(within(panel).getByText('Essential users can schedule the Results Session to go through their results with a career counselor.')).toBeInTheDocument();
    expect(within(panel).queryByText(SPEC_RESULTS_NOTE)).toBeNull();
    await events.click(within(panel).getByRole('button', { name: 'Schedule Results Session' }));
    const dialog = await findDialogTitled('Schedule your Results Session');
    expect(await within(dialog).findByRole('radio', { name: /Dana Example/ })).toBeInTheDocument();
    await events.keyboard('{Escape}');
    await waitForDialogToClose();
  });

  it('essential, booked: names the booked session instead of offering it', () => {
    renderDashboard(client('essential', { complete: true, booked: true }));
    const panel = readyPanel();
    expect(within(panel).getByText(BOOKED_NOTE())).toBeInTheDocument();
    expect(within(panel).queryByText(/can schedule/)).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Schedule Results Session' })).toBeNull();
  });

  it("premium, not booked: the spec's note word for word, with Schedule Results Session; booked: the booked session", () => {
    const { unmount } = renderDashboard(client('premium', { complete: true }));
    expect(within(readyPanel()).getByText(SPEC_RESULTS_NOTE)).toBeInTheDocument();
    expect(within(readyPanel()).getByRole('button', { name: 'Schedule Results Session' })).toBeEnabled();
    unmount();

    renderDashboard(client('premium', { complete: true, booked: true }));
    expect(within(readyPanel()).getByText(BOOKED_NOTE())).toBeInTheDocument();
    expect(within(readyPanel()).queryByRole('button', { name: 'Schedule Results Session' })).toBeNull();
  });

  it('admin: no Results Session note and nothing to schedule (an admin has no assessments: the instructions stay)', () => {
    renderDashboard(ADMIN);
    expect(screen.queryByRole('region', { name: 'Your Results Are Ready!' })).toBeNull();
    expect(screen.queryByTestId('results-session-note')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Schedule Results Session' })).toBeNull();
  });

  it('offline, the Schedule Results Session button waits for a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderDashboard(client('essential', { complete: true }));
      expect(within(readyPanel()).getByRole('button', { name: 'Schedule Results Session' })).toBeDisabled();
      expect(within(readyPanel()).getByText('Scheduling needs an internet connection.')).toBeInTheDocument();
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe("'Want More?' offers only what the client does not have", () => {
  it("free: the spec's offer of more assessments and a live video session, with Upgrade Now", async () => {
    const events = userEvent.setup();
    renderDashboard(client('free'));
    const panel = screen.getByRole('region', { name: 'Want More?' });
    expect(within(panel).getByText(SPEC_WANT_MORE)).toBeInTheDocument();
    await events.click(within(panel).getByRole('button', { name: 'Upgrade Now' }));
    expect(screen.getByText('plans page')).toBeInTheDocument();
  });

  it('essential: what Premium adds (the interview and its session), not the video session Essential already has', () => {
    renderDashboard(client('essential', { complete: true, booked: true }));
    const panel = screen.getByRole('region', { name: 'Want More?' });
    expect(within(panel).getByText(ESSENTIAL_WANT_MORE)).toBeInTheDocument();
    expect(panel).not.toHaveTextContent(/live video session|Results Session/);
    expect(within(panel).getByRole('button', { name: 'Upgrade Now' })).toBeInTheDocument();
  });

  it.each([
    ['premium', client('premium', { complete: true })],
    ['admin', ADMIN],
  ] as const)('%s: no Want More? and no Upgrade Now', (_kind, user) => {
    renderDashboard(user);
    expect(screen.queryByRole('heading', { name: 'Want More?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
  });
});

describe('the session rows are the sessions of the plan, as booked', () => {
  it('free: none', () => {
    renderDashboard(client('free', { complete: true }));
    expect(screen.queryByRole('region', { name: 'Your sessions' })).toBeNull();
  });

  it("essential: the Results Session only: 'Not Scheduled' with Schedule once all is done, the booked time once booked", () => {
    const { unmount } = renderDashboard(client('essential', { complete: true }));
    const sessions = screen.getByRole('region', { name: 'Your sessions' });
    expect(within(sessions).queryByRole('group', { name: 'Interview Session' })).toBeNull();
    const open = within(sessions).getByRole('group', { name: 'Results Session' });
    expect(within(open).getByTestId('results-session-time')).toHaveTextContent('Not Scheduled');
    expect(within(open).getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
    unmount();

    renderDashboard(client('essential', { complete: true, booked: true }));
    const booked = screen.getByRole('group', { name: 'Results Session' });
    expect(within(booked).getByTestId('results-session-time')).toHaveTextContent(formatSessionTime(START));
    expect(within(booked).getByText('with Dana Example, Ph.D.')).toBeInTheDocument();
    expect(within(booked).queryByRole('button', { name: 'Schedule' })).toBeNull();
  });

  it("premium: the Interview Session and the Results Session, which waits for the assessments", () => {
    renderDashboard(client('premium'));
    const sessions = screen.getByRole('region', { name: 'Your sessions' });
    expect(within(within(sessions).getByRole('group', { name: 'Interview Session' })).getByText('Not Scheduled')).toBeInTheDocument();
    expect(within(within(sessions).getByRole('group', { name: 'Results Session' })).getByText('Please finish all assessments before scheduling')).toBeInTheDocument();
  });

  it('admin: none', async () => {
    renderDashboard(ADMIN);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Instructions' })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Your sessions' })).toBeNull();
  });
});
