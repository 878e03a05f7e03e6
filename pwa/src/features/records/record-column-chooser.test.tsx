import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-app';
import { stubLayout } from './jsdom-layout';
import { RecordDatabasePage } from './record-database-page';
import { recordFixture, recordServer } from './record-test-server';
import { HIDDEN_COLUMNS_KEY } from './use-record-columns';

function renderPage() {
  vi.stubGlobal('fetch', recordServer([recordFixture(), recordFixture({ _id: 'r2', jobTitle: 'Registered Nurse', salary: '1' })]).fetch);
  return renderRoutes(<Route path="/admin/database" element={<RecordDatabasePage />} />, { at: '/admin/database' });
}

const headers = async () => within(await screen.findByRole('table', { name: 'Career records' })).getAllByRole('columnheader').map((header) => header.textContent);
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

let restoreLayout = () => {};
beforeEach(() => {
  restoreLayout = stubLayout();
});
afterEach(() => {
  restoreLayout();
  vi.unstubAllGlobals();
});

describe('the records table columns', () => {
  it('keeps Job Title first and Edit/Delete last in every row', async () => {
    renderPage();
    const all = await headers();
    expect(all[0]).toBe('Job Title');
    expect(all.at(-1)).toBe('Actions');
    const nurse = screen.getByRole('row', { name: /^Registered Nurse\b/ });
    const cells = within(nurse).getAllByRole('cell');
    expect(within(cells.at(-1)!).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Edit Registered Nurse', 'Delete Registered Nurse']);
  });

  it("hides the columns unticked under 'Columns' (never Job Title or Edit/Delete) and remembers them on this device", async () => {
    const user = setupUser();
    const { unmount } = renderPage();
    await headers();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const items = screen.getAllByRole('menuitemcheckbox');
    expect(items.map((item) => item.textContent)).toEqual([
      'Family type',
      'Secondary family',
      'Interest 1',
      'Interest 2',
      'Interest 3',
      'introvert/extrovert',
      'motivation',
      'judging/perceiving',
      'Salary',
      'stress level',
      'Minimum education',
      'Description',
    ]);
    expect(items.every((item) => item.getAttribute('aria-checked') === 'true')).toBe(true);
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Secondary family' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Description' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Description' })).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Escape}');

    const shown = [
      'Job Title',
      'Family type',
      'Interest 1',
      'Interest 2',
      'Interest 3',
      'introvert/extrovert',
      'motivation',
      'judging/perceiving',
      'Salary',
      'stress level',
      'Minimum education',
      'Actions',
    ];
    expect(await headers()).toEqual(shown);
    const actuary = screen.getByRole('row', { name: /^Actuary\b/ });
    expect(within(actuary).getAllByRole('cell')).toHaveLength(shown.length - 1);
    expect(within(actuary).getByRole('button', { name: 'Edit Actuary' })).toBeInTheDocument();
    expect(within(actuary).queryByText('Analyze statistical data to estimate risk.')).toBeNull();
    expect(JSON.parse(localStorage.getItem(HIDDEN_COLUMNS_KEY) ?? '[]')).toEqual(['secondaryFamily', 'description']);

    unmount();
    renderPage();
    expect(await headers()).toEqual(shown);
  });
});
