import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../test/fixtures';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { AdminResultsPage } from './admin-results-page';

afterEach(() => vi.unstubAllGlobals());

describe('AdminResultsPage', () => {
  it("leads to the client's career ideas by the same way as the user dialog, and to no other career page", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(stubFetch({ '/api/users/u1': () => json(userFixture({ firstName: 'Ada', lastName: 'Lovelace' })), '/api/content/results': () => json({}) })),
    );
    renderRoutes(<Route path="/results/:id" element={<AdminResultsPage />} />, { at: '/results/u1' });
    expect(await screen.findByRole('link', { name: 'Open career ideas' })).toHaveAttribute('href', '/admin/users/u1/career-ideas');
    expect(screen.queryByRole('link', { name: 'Career ideas for this client' })).toBeNull();
  });
});
