import { scoreDepression } from '@career/scoring/depression/score-depression';
import { scoreReadiness } from '@career/scoring/readiness/score-readiness';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import type { AssessmentDataDto } from '@career/sync-server/accounts/contract/user-dto';
import { DEMO_ANSWERS } from '@career/sync-server/answers/data/demo-answers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLANS, userFixture } from '../../test/fixtures';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { ResultsPage } from './results-page';

const depression = scoreDepression(DEMO_ANSWERS['depression-screening']);
const TEXTS: ResultTextsDto = { depression: { description: 'A short screening of how you have been feeling.' } };

function completed(id: AssessmentDataDto['_id'], results: unknown): AssessmentDataDto {
  return { _id: id, version: '1', answers: [], completed: true, completedAt: '2026-11-20T10:00:00.000Z', questionsAnswered: 1, results };
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderResults(user: ReturnType<typeof userFixture>, texts: () => Response = () => json(TEXTS)) {
  vi.stubGlobal('fetch', stubFetch({ '/api/users/current': () => json(user), '/api/content/results': texts }));
  return renderRoutes(
    <Route
      path="/results"
      element={
        <>
          <ResultsPage />
          <Address />
        </>
      }
    />,
    { at: '/results' },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ResultsPage', () => {
  it("opens on 'You Did it!'; only completed assessments open, and choosing one shows it in the address", async () => {
    const essential = PLANS[1];
    if (!essential) throw new Error('fixture');
    const user = userFixture({
      firstName: 'Dana',
      lastName: 'Done',
      plans: [{ _id: 'essential', name: 'Essential', order: 2, sessions: ['results'], assessments: essential.assessments }],
      assessmentData: [completed('depression-screening', depression), { ...completed('neo', null), completed: false }],
    });
    renderResults(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'You Did it!' })).toBeInTheDocument();
    expect(screen.getByText('Dana Done')).toBeInTheDocument();
    expect(screen.getByText('Your plan includes a Results Session: review your results with a psychologist.')).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Results' }));
    expect(menu.getByRole('button', { name: 'NEO Personality Inventory' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.setup().click(menu.getByRole('button', { name: 'Depression Screening' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Depression Screening' });
    expect(heading).toHaveFocus();
    expect(await screen.findByText('A short screening of how you have been feeling.')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/results?view=depression-screening');
  });

  it('offers the upgrade on the free plan', async () => {
    renderResults(userFixture({ assessmentData: [completed('readiness-for-change', scoreReadiness(DEMO_ANSWERS['readiness-for-change']))] }));
    expect(await screen.findByText('Upgrade to Essential or Premium to review your results with a psychologist.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade Now' })).toBeInTheDocument();
  });

  it('says there are no results yet when nothing is completed, with no print button', async () => {
    renderResults(userFixture({ assessmentData: [] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No results yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).toBeNull();
  });

  it('still shows the scores when the explanations cannot be loaded', async () => {
    const user = userFixture({ assessmentData: [completed('depression-screening', depression)] });
    vi.stubGlobal('fetch', stubFetch({ '/api/users/current': () => json(user), '/api/content/results': () => json({ error: 'x' }, 503) }));
    renderRoutes(<Route path="/results" element={<ResultsPage />} />, { at: '/results?view=depression-screening' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Depression Screening' })).toBeInTheDocument();
    expect(await screen.findByText(/The explanations could not be loaded just now/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByText('No description available').length).toBeGreaterThan(0);
  });

  it('prints every completed result in one report, whatever view is open', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userFixture({
      assessmentData: [completed('depression-screening', depression), completed('readiness-for-change', scoreReadiness(DEMO_ANSWERS['readiness-for-change']))],
    });
    renderResults(user);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
    const report = screen.getByTestId('results-report');
    expect(within(report).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Depression Screening', 'Readiness for Change']);
    expect(screen.queryByRole('navigation', { name: 'Results' })).toBeNull();
    window.dispatchEvent(new Event('afterprint'));
    expect(await screen.findByRole('navigation', { name: 'Results' })).toBeInTheDocument();
  });
});
