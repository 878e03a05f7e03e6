import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { demoProviderStep } from '../../test/demo-provider-step';
import { userFixture } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-app';
import { ClientRecordSearchLink } from './client-record-search-link';

const CLIENT = userFixture({
  firstName: 'Casey',
  assessmentData: [
    demoProviderStep(),
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
