import { scoreDepression } from '@career/scoring/depression/score-depression';
import { DEMO_ANSWERS } from '@career/sync-server/answers/data/demo-answers';
import type { AppointmentDto, AssessmentDataDto, CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixturePlanSessions, userFixture } from '../../test/fixtures';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { formatSessionTime } from '../scheduling/session-time';
import { ResultsPage } from './results-page';

/** /results' 'You Did it!' for a Free, an Essential and a Premium client and an admin (issue 30; plan-words.ts). */

const START = '2026-12-03T19:30:00.000Z';
const BOOKED: AppointmentDto = { scheduled: true, userId: 'u1', eventId: 'e1', startTime: START, coachName: 'Dana Example, Ph.D.' };
/** One result to show: the welcome opens the results once there is one. */
const DEPRESSION_DONE: AssessmentDataDto = {
  _id: 'depression-screening',
  version: '1',
  answers: [],
  completed: true,
  completedAt: '2026-11-22T10:00:00.000Z',
  questionsAnswered: 21,
  results: scoreDepression(DEMO_ANSWERS['depression-screening']),
};

function client(kind: 'free' | 'essential' | 'premium', booked = false): CurrentUserDto {
  return userFixture({
    plans: [{ _id: kind, name: kind[0]?.toUpperCase() + kind.slice(1), order: 1, sessions: fixturePlanSessions(kind), assessments: ['depression-screening'] }],
    assessmentData: [DEPRESSION_DONE],
    appointments: { interview: null, results: booked ? BOOKED : null },
  });
}

function renderResults(user: CurrentUserDto) {
  vi.stubGlobal('fetch', stubFetch({ '/api/users/current': () => json(user), '/api/content/results': () => json({}) }));
  return renderRoutes(<Route path="/results" element={<ResultsPage />} />, { at: '/results' });
}

afterEach(() => vi.unstubAllGlobals());

describe("'You Did it!' says what is true of the client's Results Session", () => {
  it("free: the spec's upgrade, with Upgrade Now", async () => {
    renderResults(client('free'));
    expect(await screen.findByText('Upgrade to Essential or Premium to review your results with a psychologist.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade Now' })).toBeInTheDocument();
  });

  it.each(['essential', 'premium'] as const)('%s: the plan includes it while not booked, the booked session once booked, and no upgrade', async (kind) => {
    const { unmount } = renderResults(client(kind));
    expect(await screen.findByText('Your plan includes a Results Session: review your results with a psychologist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
    unmount();

    renderResults(client(kind, true));
    expect(
      await screen.findByText(`You have booked your Results Session: you will review your results with Dana Example, Ph.D. on ${formatSessionTime(START)}.`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your plan includes a Results Session/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
  });

  it("admin: no welcome and no offer, only where the clients' results are", async () => {
    renderResults(userFixture({ admin: true, plans: [] }));
    expect(await screen.findByText(/Results are for clients/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You Did it!' })).toBeNull();
    expect(screen.queryByTestId('results-session-welcome')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
  });
});
