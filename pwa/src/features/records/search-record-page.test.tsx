import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render-app';
import { SearchRecordPage } from './search-record-page';

describe('SearchRecordPage', () => {
  it('leads to the search, to adding a record and to the band calibration', () => {
    renderRoutes(<Route path="/admin/search-record" element={<SearchRecordPage />} />, { at: '/admin/search-record' });
    expect(screen.getByRole('heading', { level: 1, name: 'Data-Driven Career Ideas' })).toBeInTheDocument();
    expect(screen.getByText("Turn a client's personality type and interests into career ideas.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search career ideas' })).toHaveAttribute('href', '/admin/search-record/result');
    expect(screen.getByRole('link', { name: 'ADD A RECORD' })).toHaveAttribute('href', '/admin/database');
    expect(screen.getByRole('link', { name: 'Band calibration' })).toHaveAttribute('href', '/admin/career-ideas/calibration');
  });
});
