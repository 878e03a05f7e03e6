import type { CareerRecordDto } from '@career/sync-server/records/contract/record-dto';
import { O_NET_ATTRIBUTION } from '@career/sync-server/records/contract/record-dto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../test/render-app';
import { FlashBar } from '../../flash/flash-bar';
import { stubLayout } from './jsdom-layout';
import { RecordDatabasePage } from './record-database-page';
import { recordFixture, recordServer } from './record-test-server';
import { waitForDialogToClose } from '../../test/dialog-closed';
import { dialogTitled, dialogsTitled, findDialogTitled } from '../../test/dialog-titled';

const LIST = '/api/records/get-search-records';
const ADD = '/api/records/add-single-record';
const UPDATE = '/api/records/update-record';

const ACTUARY = recordFixture();
const NURSE = recordFixture({
  _id: 'r2',
  jobTitle: 'Registered Nurse',
  familyType: 'Healthcare Practitioners and Technical Occupations',
  secondaryFamily: 'Healthcare Support Occupations',
  SII_1: 'Social',
  SII_2: 'Investigative',
  SII_3: 'Realistic',
  MBTI_1: 'E',
  MBTI_2: 'SF',
  MBTI_3: 'J',
  salary: '1',
  stress_level: 'H',
  min_edu: "Associate's Degree",
  description: 'Assess patient health problems and needs.',
  source: 'onet',
  mbtiDerived: true,
});

function renderPage(server = recordServer([ACTUARY, NURSE])) {
  vi.stubGlobal('fetch', server.fetch);
  renderRoutes(
    <Route
      path="/admin/database"
      element={
        <>
          <FlashBar />
          <RecordDatabasePage />
        </>
      }
    />,
    { at: '/admin/database' },
  );
  return server;
}

const table = () => screen.findByRole('table', { name: 'Career records' });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}\\b`) });

/** user-event without its pointer-events check, which reads computed styles up the tree on every click (slow in jsdom with Fluent's styles). */
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
type User = ReturnType<typeof setupUser>;

/** Picks a value in one of the form's dropdowns, named by its column header (queries kept to the dialog and the open list: role queries over the whole page are slow in jsdom). */
async function choose(user: User, dialog: HTMLElement, column: string, option: string) {
  const dropdown = within(dialog).getByRole('combobox', { name: column });
  await user.click(dropdown);
  const listbox = await waitFor(() => {
    const element = document.getElementById(dropdown.getAttribute('aria-controls') ?? '');
    expect(element).not.toBeNull();
    return element as HTMLElement;
  });
  await user.click(within(listbox).getByRole('option', { name: option }));
}

/** Fills every coded dropdown of an open form (not the job title or the description). */
async function fillCodes(user: User, dialog: HTMLElement) {
  await choose(user, dialog, 'Family type', 'Legal Occupations');
  await choose(user, dialog, 'Secondary family', 'Management Occupations');
  await choose(user, dialog, 'Interest 1', 'Enterprising');
  await choose(user, dialog, 'Interest 2', 'Social');
  await choose(user, dialog, 'Interest 3', 'Conventional');
  await choose(user, dialog, 'introvert/extrovert', 'Extrovert (E)');
  await choose(user, dialog, 'motivation', 'Intuition-Thinking (NT)');
  await choose(user, dialog, 'judging/perceiving', 'Judging (J)');
  await choose(user, dialog, 'Salary', '$100k+');
  await choose(user, dialog, 'stress level', 'High');
  await choose(user, dialog, 'Minimum education', 'First Professional Degree');
}

let restoreLayout = () => {};
beforeEach(() => {
  restoreLayout = stubLayout();
});
afterEach(() => {
  restoreLayout();
  vi.unstubAllGlobals();
});

describe('RecordDatabasePage', () => {
  it('lists the records with the spec labels, the derived MBTI marker and the O*NET attribution', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'ADD A RECORD' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to career ideas' })).toHaveAttribute('href', '/admin/search-record');
    expect(screen.getByText('Loading records...')).toBeInTheDocument();
    const records = await table();
    expect(screen.queryByText('Loading records...')).toBeNull();
    const headers = within(records).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Job Title',
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
      'Actions',
    ]);
    const actuary = within(row('Actuary')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(actuary.slice(8, 11)).toEqual(['$100k+', 'Low', "Bachelor's Degree"]);
    const nurse = row('Registered Nurse');
    expect(within(nurse).getAllByRole('cell').map((cell) => cell.textContent).slice(8, 10)).toEqual(['<$100k', 'High']);
    expect(within(nurse).getAllByTitle('Derived from the O*NET interest profile, not measured')).toHaveLength(3);
    expect(within(row('Actuary')).queryByText('derived')).toBeNull();
    expect(within(nurse).getByRole('button', { name: 'Edit Registered Nurse' })).toBeInTheDocument();
    expect(within(nurse).getByRole('button', { name: 'Delete Registered Nurse' })).toBeInTheDocument();
    expect(screen.getByText(O_NET_ATTRIBUTION)).toBeInTheDocument();
    expect(screen.queryByText('No records found')).toBeNull();
  });

  it("says 'No records found' when the list is empty", async () => {
    renderPage(recordServer([]));
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Career records' })).toBeNull();
  });

  it('shows the reason and a Retry button when the list fails to load', async () => {
    const server = recordServer([ACTUARY, NURSE]);
    server.fail[LIST] = () => json({ error: { code: 'internal', message: 'The database is busy.' } }, 500);
    renderPage(server);
    expect(await screen.findByText(/We could not load the records\. The database is busy\./)).toBeInTheDocument();
    delete server.fail[LIST];
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await table()).toBeInTheDocument();
    expect(row('Actuary')).toBeInTheDocument();
  });

  it('searches by job title on Enter and the Search button, and reloads the full list when the box is cleared', async () => {
    const user = setupUser();
    const server = renderPage();
    await table();
    const box = screen.getByRole('searchbox', { name: 'Search by job title' });
    expect(box).toHaveAttribute('placeholder', 'Search by job title');

    await user.type(box, 'nurse{Enter}');
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Actuary\b/ })).toBeNull());
    expect(row('Registered Nurse')).toBeInTheDocument();
    expect(server.to(LIST).map((request) => request.jobTitle)).toEqual(['', 'nurse']);

    // Clearing the box brings the full list back without pressing Search.
    await user.clear(box);
    expect(await screen.findByRole('row', { name: /^Actuary\b/ })).toBeInTheDocument();
    expect(row('Registered Nurse')).toBeInTheDocument();
    expect(server.to(LIST).map((request) => request.jobTitle)).toEqual(['', 'nurse', '']);

    // Typing alone does not search; the Search button does.
    await user.type(box, 'actu');
    expect(server.to(LIST)).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Registered Nurse\b/ })).toBeNull());
    expect(row('Actuary')).toBeInTheDocument();
    expect(server.to(LIST).at(-1)?.jobTitle).toBe('actu');
  });

  it('aborts a search still in flight when a new one starts', async () => {
    const user = setupUser();
    const server = renderPage();
    await table();
    server.hold.add('nurse');
    const box = screen.getByRole('searchbox', { name: 'Search by job title' });
    await user.type(box, 'nurse{Enter}');
    expect(await screen.findByText('Loading records...')).toBeInTheDocument();
    const first = server.to(LIST).at(-1);
    expect(first?.jobTitle).toBe('nurse');
    expect(first?.signal?.aborted).toBe(false);

    await user.clear(box);
    await user.type(box, 'actuary{Enter}');
    await waitFor(() => expect(first?.signal?.aborted).toBe(true));
    expect(await screen.findByRole('row', { name: /^Actuary\b/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /^Registered Nurse\b/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("refuses an add with an empty field ('All fields are required'), sends nothing, and clears the message on the next edit", async () => {
    const user = setupUser();
    const server = renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Add Record' }));
    const dialog = await findDialogTitled('Add Record');
    await user.type(within(dialog).getByRole('combobox', { name: 'Job Title' }), 'Paralegal');
    await fillCodes(user, dialog);
    // Spaces only are no description.
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('All fields are required');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('combobox', { name: 'Job Title' })).not.toHaveAttribute('aria-invalid');
    expect(server.to(ADD)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Assist lawyers.');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByText('All fields are required')).toBeNull();
  });

  it('adds a record with trimmed values, shows the success dialog, and Done closes it', async () => {
    const user = setupUser();
    const server = renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Add Record' }));
    const dialog = await findDialogTitled('Add Record');
    const title = within(dialog).getByRole('combobox', { name: 'Job Title' });
    expect(title).toHaveAttribute('placeholder', 'Search or add');
    await user.type(title, 'Paralegal  {Enter}');
    await fillCodes(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), '  Assist lawyers.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    const success = await findDialogTitled('The record has been submitted successfully.');
    expect(dialogsTitled('Add Record')).toEqual([]);
    expect(server.to(ADD).map((request) => request.body)).toEqual([
      {
        jobTitle: 'Paralegal',
        familyType: 'Legal Occupations',
        secondaryFamily: 'Management Occupations',
        SII_1: 'Enterprising',
        SII_2: 'Social',
        SII_3: 'Conventional',
        MBTI_1: 'E',
        MBTI_2: 'NT',
        MBTI_3: 'J',
        salary: '2',
        stress_level: 'H',
        min_edu: 'First Professional Degree',
        description: 'Assist lawyers.',
      },
    ]);
    await user.click(within(success).getByRole('button', { name: 'Done' }));
    await waitForDialogToClose();
    // Sorted in by job title: Actuary, Paralegal, Registered Nurse.
    const titles = within(await table()).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(titles).toEqual(['Actuary', 'Paralegal', 'Registered Nurse']);
  });

  it('keeps a job title typed over a longer one the list highlights when Enter is pressed', async () => {
    const user = setupUser();
    renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Add Record' }));
    const dialog = await findDialogTitled('Add Record');
    const title = within(dialog).getByRole('combobox', { name: 'Job Title' });
    await user.type(title, 'Registered');
    expect(await screen.findByRole('option', { name: 'Registered Nurse' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(title).toHaveValue('Registered');
  });

  it('resets the form when it is closed', async () => {
    const user = setupUser();
    renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Add Record' }));
    let dialog = await findDialogTitled('Add Record');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Half written');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForDialogToClose();

    await user.click(await screen.findByRole('button', { name: 'Add Record' }));
    dialog = await findDialogTitled('Add Record');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('edits a record: the form starts from it, the button reads Update, and it PUTs with the _id', async () => {
    const user = setupUser();
    const server = renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit Actuary' }));
    const dialog = await findDialogTitled('Edit Record');
    expect(within(dialog).getByRole('combobox', { name: 'Job Title' })).toHaveValue('Actuary');
    expect(within(dialog).getByRole('combobox', { name: 'Salary' })).toHaveTextContent('$100k+');
    expect(within(dialog).getByRole('combobox', { name: 'motivation' })).toHaveTextContent('Sensing-Thinking (ST)');
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
    await choose(user, dialog, 'stress level', 'High');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    const success = await findDialogTitled('The record has been submitted successfully.');
    expect(server.to(UPDATE).map((request) => request.body)).toEqual([{ ...formValues(ACTUARY), stress_level: 'H', _id: 'r1' }]);
    await user.click(within(success).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(row('Actuary')).getAllByRole('cell')[9]).toHaveTextContent('High'));
  });

  it('stays open while an update is saving (Escape and Cancel wait), then shows how it ended', async () => {
    const user = setupUser();
    const server = renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit Actuary' }));
    const dialog = await findDialogTitled('Edit Record');
    const release = server.pause(UPDATE);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(server.to(UPDATE)).toHaveLength(1));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialogTitled('Edit Record')).toBeInTheDocument();
    release();
    expect(await findDialogTitled('The record has been submitted successfully.')).toBeInTheDocument();
  });

  it("shows 'Record is not added' when the server fails, and its own message and field errors on a validation error", async () => {
    const user = setupUser();
    const server = renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit Actuary' }));
    const dialog = await findDialogTitled('Edit Record');
    server.fail[UPDATE] = () => json({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } }, 500);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Record is not added');
    expect(dialogsTitled('The record has been submitted successfully.')).toEqual([]);

    server.fail[UPDATE] = () =>
      json({ error: { code: 'validation', message: 'Please correct the highlighted fields.', fields: { min_edu: 'Minimum education must be one of: High School' } } }, 400);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Minimum education must be one of: High School');
    expect(within(dialog).getByRole('combobox', { name: 'Minimum education' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('combobox', { name: 'Salary' })).not.toHaveAttribute('aria-invalid');
  });

  it('deletes only after Yes: No keeps the row, Yes removes it and flashes Record deleted!', async () => {
    const user = setupUser();
    const server = renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Delete Actuary' }));
    let dialog = await findDialogTitled('Are you sure you want to delete this record?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitForDialogToClose();
    // The closed dialog gives the page back to assistive technology a moment later.
    await waitFor(() => expect(row('Actuary')).toBeInTheDocument());
    expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Actuary' }));
    dialog = await findDialogTitled('Are you sure you want to delete this record?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Record deleted!')).toBeInTheDocument();
    await waitForDialogToClose();
    // Once the page is back (a row is found by role again), the deleted one is really gone.
    await waitFor(() => expect(row('Registered Nurse')).toBeInTheDocument());
    expect(screen.queryByRole('row', { name: /^Actuary\b/ })).toBeNull();
    expect(server.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(['/api/records/delete-record/r1']);
  });

  it('shows a failed delete in the dialog and keeps the row', async () => {
    const user = setupUser();
    const server = renderPage();
    await table();
    server.fail['/api/records/delete-record/r1'] = () => json({ error: { code: 'not_found', message: 'That record no longer exists.' } }, 404);
    await user.click(screen.getByRole('button', { name: 'Delete Actuary' }));
    const dialog = await findDialogTitled('Are you sure you want to delete this record?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByText('That record no longer exists.')).toBeInTheDocument();
    expect(row('Actuary')).toBeInTheDocument();
    expect(screen.queryByText('Record deleted!')).toBeNull();
  });
});

function formValues(record: CareerRecordDto) {
  const { _id: _ignored, source: _source, mbtiDerived: _derived, ...values } = record;
  return values;
}
