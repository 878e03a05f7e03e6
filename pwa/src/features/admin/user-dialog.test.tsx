import type { UserSummaryDto } from '@career/sync-server/contract/user-dto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../test/fixtures';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { UserDialog } from './user-dialog';

const SUMMARY: UserSummaryDto = {
  _id: 'u1',
  firstName: 'Eli',
  lastName: 'Essential',
  email: 'eli@example.com',
  admin: false,
  isVerified: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  plan: { _id: 'essential', name: 'Essential' },
  safetyFlag: false,
  assessmentsCompleted: 1,
  assessmentsTotal: 6,
  interviewCompleted: false,
  elevate: { mbti: false, sii: false },
};

const PLANS = ['free', 'essential', 'premium'].map((id, index) => ({ _id: id, name: id[0]?.toUpperCase() + id.slice(1), order: index + 1, tagline: '', features: [], price: index * 100, processingFeePercentage: 3, assessments: [], sessions: [] }));

describe('UserDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows progress per assessment, and the reason when a plan change fails', async () => {
    const user = userFixture({
      plans: [{ _id: 'essential', name: 'Essential', order: 2, assessments: ['consent', 'neo'] }],
      assessmentData: [
        { _id: 'consent', version: '1', answers: [], completed: true, completedAt: '2026-11-21T10:00:00.000Z', questionsAnswered: 1, results: null },
        { _id: 'neo', version: '1', answers: [], completed: false, completedAt: null, questionsAnswered: 60, results: null },
      ],
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          '/api/users/u1': () => json(user),
          '/api/plans': () => json(PLANS),
        }),
      ),
    );
    renderRoutes(<Route path="/" element={<UserDialog user={SUMMARY} open onClose={() => undefined} onLeave={() => undefined} />} />);
    expect(await screen.findByText('100% · completed Nov 21, 2026')).toBeInTheDocument();
    expect(screen.getByText('25%')).toBeInTheDocument();

    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          '/api/plans': () => json({ error: { code: 'conflict', message: 'Eli Essential is already on the Premium plan.' } }, 409),
        }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Advanced Controls' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Change plan' }), 'premium');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Eli Essential is already on the Premium plan.')).toBeInTheDocument();
  });
});
