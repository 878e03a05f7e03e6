import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'react-router-dom';
import { renderRoutes } from '../../test/render-app';
import { ASSESSMENT_META } from './assessment-meta';
import { ComingSoonPage } from './coming-soon-page';

const routes = <Route path="/assess/:assessmentId" element={<ComingSoonPage />} />;

describe('ComingSoonPage', () => {
  it('names an assessment whose page is still to come', () => {
    renderRoutes(routes, { at: '/assess/myers-briggs' });
    expect(screen.getByRole('heading', { name: ASSESSMENT_META['myers-briggs'].name })).toBeInTheDocument();
    expect(screen.getByText(/coming soon/)).toBeInTheDocument();
  });

  it('is Page Not Found for an unknown id', () => {
    renderRoutes(routes, { at: '/assess/nothing-here' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
