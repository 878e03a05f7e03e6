import type { ContactSubmissionDto } from '@career/sync-server/public/contract/contact-dto';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForDialogToClose } from '../../test/dialog-closed';
import { json, renderRoutes } from '../../test/render-app';
import { FlashBar } from '../../flash/flash-bar';
import { stubLayout } from '../records/jsdom-layout';
import { ContactRequestsPage } from './contact-requests-page';
import { findDialogTitled } from '../../test/dialog-titled';

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function submission(overrides: Partial<ContactSubmissionDto>): ContactSubmissionDto {
  return {
    _id: 'c1',
    firstName: 'Noor',
    lastName: 'Haddad',
    email: 'noor@example.com',
    age: 34,
    gender: 'Female',
    status: ['Employed', 'Student'],
    goal: ['Job Search'],
    education: 'Bachelor-Level',
    industry: 'Healthcare / Medical',
    currentSalary: 72000,
    desiredSalary: null,
    reference: 'Blog',
    city: 'Portland',
    state: 'OR',
    country: 'US',
    message: 'Can we talk next week?\nMornings suit me.',
    createdAt: '2026-11-24T15:00:00.000Z',
    handledAt: null,
    handledBy: null,
    ...overrides,
  };
}

function server(rows: ContactSubmissionDto[], pageSize = 25) {
  const requests: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    const handled = url.pathname.match(/^\/api\/contact\/([^/]+)\/handled$/);
    if (handled && init?.method === 'POST') {
      const row = rows.find((item) => item._id === handled[1]);
      if (!row) return json({ error: { code: 'not_found', message: 'No such contact request.' } }, 404);
      Object.assign(row, { handledAt: '2026-11-24T18:00:00.000Z', handledBy: 'Ada Admin' });
      return json(row);
    }
    const filter = url.searchParams.get('filter');
    const list = rows.filter((row) => filter === 'all' || (filter === 'handled') === (row.handledAt !== null));
    const before = url.searchParams.get('before');
    const from = before ? list.findIndex((row) => row._id === before) + 1 : 0;
    const page = list.slice(from, from + pageSize);
    return json({ submissions: page, next: from + pageSize < list.length ? (page.at(-1)?._id ?? null) : null });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

function renderPage() {
  renderRoutes(
    <Route
      path="/admin/contact"
      element={
        <>
          <FlashBar />
          <ContactRequestsPage />
        </>
      }
    />,
    { at: '/admin/contact' },
  );
}

let restoreLayout = () => {};
beforeEach(() => {
  restoreLayout = stubLayout();
});
afterEach(() => {
  restoreLayout();
  vi.unstubAllGlobals();
});

describe('ContactRequestsPage', () => {
  it('lists the unhandled requests newest first, and every request on choosing so', async () => {
    const user = setupUser();
    const requests = server([
      submission({ _id: 'c3', firstName: 'Ama', createdAt: '2026-11-24T17:00:00.000Z' }),
      submission({ _id: 'c2', firstName: 'Ben', handledAt: '2026-11-24T16:30:00.000Z', handledBy: 'Ada Admin' }),
      submission({ _id: 'c1', firstName: 'Noor' }),
    ]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact requests' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Contact requests' });
    const names = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(names()).toEqual(['Ama Haddad', 'Noor Haddad']);
    expect(requests).toEqual(['GET /api/contact?filter=unhandled']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'All requests');
    expect(await within(await screen.findByRole('table', { name: 'Contact requests' })).findByText('Ben Haddad')).toBeInTheDocument();
    expect(requests.at(-1)).toBe('GET /api/contact?filter=all');
  });

  it('pages through older requests and back', async () => {
    const user = setupUser();
    const requests = server([submission({ _id: 'c3', firstName: 'Ama' }), submission({ _id: 'c2', firstName: 'Ben' }), submission({ _id: 'c1', firstName: 'Cy' })], 2);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Ama Haddad' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByRole('button', { name: 'Cy Haddad' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ama Haddad' })).toBeNull();
    expect(requests.at(-1)).toBe('GET /api/contact?filter=unhandled&before=c2');
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByRole('button', { name: 'Ben Haddad' })).toBeInTheDocument();
  });

  it('opens a whole request from its row and marks it handled', async () => {
    const user = setupUser();
    const requests = server([submission({})]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Noor Haddad' }));
    const dialog = within(await findDialogTitled('Noor Haddad'));
    for (const text of ['noor@example.com', '34', 'Female', 'Employed; Student', 'Job Search', 'Bachelor-Level', 'Healthcare / Medical', '$72,000', 'Blog', 'Portland, Oregon, United States', 'Not yet']) {
      expect(dialog.getByText(text)).toBeInTheDocument();
    }
    expect(dialog.getByText(/Can we talk next week\?\s+Mornings suit me\./)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', 'mailto:noor@example.com');
    await user.click(dialog.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Marked handled')).toBeInTheDocument();
    expect(dialog.getByText(/by Ada Admin$/)).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Mark handled' })).toBeNull();
    expect(requests).toContain('POST /api/contact/c1/handled');
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitForDialogToClose();
    expect(await screen.findByText('No contact requests')).toBeInTheDocument();
  });
});
