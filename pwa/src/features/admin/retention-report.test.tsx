import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { RetentionReport } from './retention-report';

afterEach(() => vi.unstubAllGlobals());

function renderReport(report: unknown, status = 200) {
  vi.stubGlobal('fetch', stubFetch({ '/api/admin/retention': () => json(report, status) }));
  return renderRoutes(<Route path="/admin/audit" element={<RetentionReport />} />, { at: '/admin/audit' });
}

describe('the retention dry run on the audit page', () => {
  it('lists the clients due for erasure by id and last activity', async () => {
    renderReport({ retentionYears: 3, cutoff: '2026-06-15T12:00:00.000Z', clients: [{ id: 'client-1', lastActivityAt: '2026-06-01T08:00:00.000Z' }] });
    expect(await screen.findByText(/erased 3 years after a client’s last activity/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Clients due for erasure' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'client-1' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Jun 1, 2026' })).toBeInTheDocument();
  });

  it('says when nobody is due, and when the check failed', async () => {
    const { unmount } = renderReport({ retentionYears: 5, cutoff: '2024-06-15T12:00:00.000Z', clients: [] });
    expect(await screen.findByText('Nobody’s data is due for erasure.')).toBeInTheDocument();
    unmount();
    renderReport({ error: { code: 'forbidden', message: 'You do not have access to this resource.' } }, 403);
    expect(await screen.findByText(/We could not check the data retention/)).toBeInTheDocument();
  });
});
