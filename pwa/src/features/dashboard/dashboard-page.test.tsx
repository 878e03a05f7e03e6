import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { AssessmentDataDto, CurrentUserDto, UserPlanDto } from '@career/sync-server/accounts/contract/user-dto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAnswer } from '../../offline/answer-store';
import { localDb } from '../../offline/local-db';
import { fixturePlanSessions, userFixture } from '../../test/fixtures';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { DashboardPage } from './dashboard-page';
import { MOBILE_WARNING_DISMISSED_KEY } from './mobile-warning-dialog';
import { stubMatchMedia } from '../../test/match-media';


function plan(id: UserPlanDto['_id'], assessments: AssessmentId[]): UserPlanDto {
  return { _id: id, name: id[0]?.toUpperCase() + id.slice(1), order: 1, sessions: fixturePlanSessions(id), assessments };
}

function data(id: AssessmentId, questionsAnswered: number, completed = false): AssessmentDataDto {
  return { _id: id, version: '1', answers: [], completed, completedAt: completed ? '2026-11-22T10:00:00.000Z' : null, questionsAnswered, results: null };
}

function renderDashboard(user: CurrentUserDto) {
  return renderRoutes(
    <>
      <Route path="/" element={<DashboardPage user={user} />} />
      <Route path="/results" element={<p>results page</p>} />
      <Route path="/plans" element={<p>plans page</p>} />
    </>,
  );
}

/** The entry of one assessment in the list (a link, or a disabled link). */
function entry(name: string) {
  const list = screen.getByRole('list', { name: 'Your assessments' });
  return within(list).getByRole('link', { name: new RegExp(name) });
}

describe('DashboardPage', () => {
  beforeEach(async () => {
    await Promise.all([localDb.answers.clear(), localDb.outbox.clear(), localDb.assessmentState.clear()]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('greets the user and shows each status: check, arrow, or a ring with the percent', async () => {
    const user = userFixture({
      plans: [plan('essential', ['consent', 'depression-screening', 'neo', 'career-values'])],
      consent: true,
      assessmentData: [data('consent', 1, true), data('neo', 108)],
    });
    renderDashboard(user);
    expect(screen.getByRole('heading', { name: 'Hi Ada!' })).toBeInTheDocument();
    expect(screen.getByText('Welcome to your Integrative Career Assessment!')).toBeInTheDocument();
    expect(within(entry('Consent')).getByRole('img', { name: 'Completed' })).toBeInTheDocument();
    expect(within(entry('Consent')).getByText('Completed')).toBeVisible();
    expect(within(entry('Depression Screening')).getByRole('img', { name: 'Not started' })).toBeInTheDocument();
    expect(within(entry('NEO Personality Inventory')).getByRole('img', { name: '45% done' })).toBeInTheDocument();
    expect(within(entry('NEO Personality Inventory')).getByText('Time to complete: 45-60 minutes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'About NEO Personality Inventory' })).toBeInTheDocument();
    expect(entry('NEO Personality Inventory')).toHaveAttribute('href', '/assess/neo');
    expect(entry('Career Values Card Sort')).toHaveAttribute('href', '/assess/career-values');
    // (1 + 108) / (1 + 21 + 240 + 54)
    expect(screen.getByText('34% complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuenow', '0.34');
  });

  it('counts the answers held on this device and says they wait for upload', async () => {
    const user = userFixture({ _id: 'u-device', plans: [plan('free', ['neo'])], assessmentData: [data('neo', 0)] });
    await Promise.all(Array.from({ length: 24 }, (_, index) => saveAnswer(user._id, 'neo', String(index), '2', 240)));
    renderDashboard(user);
    await waitFor(() => expect(within(entry('NEO')).getByRole('img', { name: '10% done' })).toBeInTheDocument());
    expect(within(entry('NEO')).getByText('Waiting to upload')).toBeInTheDocument();
    expect(screen.getByText('10% complete')).toBeInTheDocument();
  });

  it('greys out everything but consent on a paid plan until consent is given', () => {
    const user = userFixture({ plans: [plan('essential', ['consent', 'depression-screening', 'neo'])], consent: false });
    renderDashboard(user);
    expect(entry('Consent')).toHaveAttribute('href', '/assess/consent');
    expect(entry('Consent')).not.toHaveAttribute('aria-disabled');
    for (const name of ['Depression Screening', 'NEO']) {
      expect(entry(name)).toHaveAttribute('aria-disabled', 'true');
      expect(entry(name)).not.toHaveAttribute('href');
    }
  });

  it('opens everything once consent is given, except completed assessments', () => {
    const user = userFixture({
      plans: [plan('essential', ['consent', 'depression-screening', 'neo'])],
      consent: true,
      assessmentData: [data('consent', 1, true), data('depression-screening', 21, true)],
    });
    renderDashboard(user);
    expect(entry('Consent')).toHaveAttribute('aria-disabled', 'true');
    expect(entry('Depression Screening')).toHaveAttribute('aria-disabled', 'true');
    expect(entry('NEO')).toHaveAttribute('href', '/assess/neo');
  });

  it('does not ask free users for consent', () => {
    const user = userFixture({ plans: [plan('free', ['neo', 'career-values'])], consent: false });
    renderDashboard(user);
    expect(entry('NEO')).toHaveAttribute('href', '/assess/neo');
    expect(entry('Career Values Card Sort')).toHaveAttribute('href', '/assess/career-values');
    expect(screen.getByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
  });

  it('becomes Your Results Are Ready! when every assessment is complete', async () => {
    const user = userFixture({
      plans: [plan('essential', ['consent', 'neo'])],
      consent: true,
      assessmentData: [data('consent', 1, true), data('neo', 240, true)],
    });
    const events = userEvent.setup();
    renderDashboard(user);
    expect(screen.getByRole('heading', { name: 'Your Results Are Ready!' })).toBeInTheDocument();
    // An Essential client with the session open: their own plan's words (plan-words.test.ts has every case).
    expect(screen.getByText('Essential users can schedule the Results Session to go through their results with a career counselor.')).toBeInTheDocument();
    expect(screen.getByText('100% complete')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'View Results' }));
    expect(screen.getByText('results page')).toBeInTheDocument();
  });

  it('offers Want More? with Upgrade Now, except to premium users', async () => {
    const events = userEvent.setup();
    const essential = renderDashboard(userFixture({ plans: [plan('essential', ['consent'])] }));
    expect(screen.getByRole('heading', { name: 'Want More?' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(screen.getByText('plans page')).toBeInTheDocument();
    essential.unmount();

    renderDashboard(userFixture({ plans: [plan('premium', ['consent', 'neo'])] }));
    expect(screen.queryByRole('heading', { name: 'Want More?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).not.toBeInTheDocument();
  });

  it('shows the session rows of the plan: the interview session on Premium only, the results session once everything is done', () => {
    const premium = userFixture({
      plans: [plan('premium', ['consent', 'neo', 'interview'])],
      consent: true,
      assessmentData: [data('consent', 1, true), data('neo', 240, true)],
      appointments: { interview: { scheduled: true, userId: 'u1', eventId: 'e1', startTime: '2026-12-03T19:30:00.000Z', coachName: 'Dana Example, Ph.D.' }, results: null },
      interviewScheduled: true,
    });
    const { unmount } = renderDashboard(premium);
    const interview = screen.getByRole('group', { name: 'Interview Session' });
    expect(within(interview).getByText(/^December 3rd, 2026 @ \d{1,2}:30 (am|pm) \S+$/)).toBeInTheDocument();
    expect(within(interview).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Results Session' })).getByText('Please finish all assessments before scheduling')).toBeInTheDocument();
    unmount();

    renderDashboard(userFixture({ plans: [plan('essential', ['consent', 'neo'])], consent: true, assessmentData: [data('consent', 1, true), data('neo', 240, true)] }));
    expect(screen.queryByRole('group', { name: 'Interview Session' })).toBeNull();
    const results = screen.getByRole('group', { name: 'Results Session' });
    expect(within(results).getByText('Not Scheduled')).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: 'Schedule' })).toBeEnabled();
  });

  it('shows no session rows on Free', () => {
    renderDashboard(userFixture({ plans: [plan('free', ['neo'])] }));
    expect(screen.queryByRole('heading', { name: 'Your sessions' })).toBeNull();
    expect(screen.queryByText('Not Scheduled')).toBeNull();
  });

  it('warns at 780px wide and below, once per session', async () => {
    stubMatchMedia(780);
    const events = userEvent.setup();
    const first = renderDashboard(userFixture());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('These assessments are best taken on a laptop or desktop computer.');
    await events.click(within(dialog).getByRole('button', { name: 'Got It' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem(MOBILE_WARNING_DISMISSED_KEY)).toBe('1');
    first.unmount();

    renderDashboard(userFixture());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not warn on wider screens', () => {
    stubMatchMedia(781);
    renderDashboard(userFixture());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the names, times and instructions of the content service's initial data, and says so where a text is missing", async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        '/api/content/initial-data': () =>
          json({
            instructions: ['Take your time.', 'Come back whenever you like.'],
            assessments: [
              { id: 'neo', code: 'NEO', name: 'Your Personality', shortDescription: 'Five broad traits.', timeToComplete: '50 minutes' },
              { id: 'career-values', code: 'CARD_SORT', name: 'What You Value' },
            ],
          }),
      }),
    );
    renderDashboard(userFixture({ plans: [plan('free', ['neo', 'career-values', 'readiness-for-change'])] }));
    expect(await screen.findByText('Time to complete: 50 minutes')).toBeInTheDocument();
    expect(within(entry('Your Personality')).getByText('Time to complete: 50 minutes')).toBeInTheDocument();
    expect(within(entry('What You Value')).getByText('Time to complete not available')).toBeInTheDocument();
    // Not in the content at all: its own name, and no time.
    expect(within(entry('Readiness for Change')).getByText('Time to complete not available')).toBeInTheDocument();
    expect(screen.getByText('Take your time.')).toBeInTheDocument();
    expect(screen.queryByText('Take the assessments in any order, at your own pace.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'About What You Value' })).toHaveAccessibleDescription('No description available');
    expect(screen.getByRole('button', { name: 'About Your Personality' })).toHaveAccessibleDescription('Five broad traits.');
  });

  it('shows the bundled texts while the initial data cannot be loaded', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/content/initial-data': () => json({ error: { code: 'unavailable', message: 'Down.' } }, 503) }));
    renderDashboard(userFixture({ plans: [plan('free', ['neo'])] }));
    expect(within(entry('NEO Personality Inventory')).getByText('Time to complete: 45-60 minutes')).toBeInTheDocument();
    expect(screen.getByText('Take the assessments in any order, at your own pace.')).toBeInTheDocument();
  });
});
