import { interpretMbti } from '@career/scoring/mbti/interpret-mbti';
import { interpretSii } from '@career/scoring/sii/interpret-sii';
import { DEMO_MBTI_PROVIDER_RESULT, DEMO_SII_PROVIDER_RESULT } from '@career/sync-server/provider/data/demo-provider-results';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userFixture, userSummaryFixture } from '../../test/fixtures';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { UserDialog } from '../admin/user-dialog';
import { CareerIdeasLink } from './career-ideas-link';

const CLIENT = userFixture({
  assessmentData: [
    {
      _id: 'myers-briggs',
      version: '1',
      answers: ['f'],
      completed: true,
      completedAt: '2026-11-21T10:00:00.000Z',
      questionsAnswered: 1,
      results: { mbti: interpretMbti(DEMO_MBTI_PROVIDER_RESULT), sii: interpretSii(DEMO_SII_PROVIDER_RESULT) },
    },
  ],
});
const IDEAS = '/admin/search-record/result?SII_1=Artistic&SII_2=Social&SII_3=Investigative&MBTI_1=I&MBTI_2=NF&MBTI_3=P&forUser=u1';

afterEach(() => vi.unstubAllGlobals());

describe('CareerIdeasLink', () => {
  it("links to the search filled in from the client's results and sorted by fit to them", () => {
    renderRoutes(<Route path="/" element={<CareerIdeasLink user={CLIENT} />} />);
    expect(screen.getByRole('link', { name: 'Career ideas for this client' })).toHaveAttribute('href', IDEAS);
  });

  it('shows nothing for a client without MBTI or Strong results', () => {
    renderRoutes(<Route path="/" element={<CareerIdeasLink user={userFixture()} />} />);
    expect(screen.queryByRole('link', { name: 'Career ideas for this client' })).toBeNull();
  });

  it("leaves the user dialog through its onLeave (the dialog closes first)", async () => {
    const summary = userSummaryFixture({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      assessmentsTotal: 4,
      elevate: { mbti: true, sii: true, lastSync: null },
    });
    vi.stubGlobal('fetch', vi.fn(stubFetch({ '/api/users/u1': () => json(CLIENT), '/api/plans': () => json([]) })));
    const onLeave = vi.fn();
    renderRoutes(<Route path="/" element={<UserDialog user={summary} open onClose={() => undefined} onLeave={onLeave} />} />);
    await userEvent.click(await screen.findByRole('link', { name: 'Career ideas for this client' }));
    expect(onLeave).toHaveBeenCalledWith(IDEAS);
  });
});
