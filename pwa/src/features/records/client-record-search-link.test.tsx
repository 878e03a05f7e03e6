import { interpretMbti } from '@career/scoring/mbti/interpret-mbti';
import { interpretSii } from '@career/scoring/sii/interpret-sii';
import { DEMO_MBTI_PROVIDER_RESULT, DEMO_SII_PROVIDER_RESULT } from '@career/sync-server/provider/data/demo-provider-results';
import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-app';
import { ClientRecordSearchLink } from './client-record-search-link';

const CLIENT = userFixture({
  firstName: 'Casey',
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
const SEARCH = '/admin/search-record/result?SII_1=Artistic&SII_2=Social&SII_3=Investigative&MBTI_1=I&MBTI_2=NF&MBTI_3=P&forUser=u1';

describe('ClientRecordSearchLink', () => {
  it("links to the record search filled in from the client's results and sorted by fit to them", () => {
    renderRoutes(<Route path="/" element={<ClientRecordSearchLink user={CLIENT} />} />);
    expect(screen.getByRole('link', { name: 'Search the career records for Casey' })).toHaveAttribute('href', SEARCH);
  });

  it('shows nothing for a client without MBTI or Strong results', () => {
    renderRoutes(<Route path="/" element={<ClientRecordSearchLink user={userFixture()} />} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
