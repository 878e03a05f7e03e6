import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../test/render-app';
import { stubLayout } from './jsdom-layout';
import { RecordDatabasePage } from './record-database-page';
import { FILE_TOO_LARGE, RECORD_IMPORT_MAX_BYTES } from './record-import-problem';
import { recordFixture, recordServer } from './record-test-server';
import { waitForDialogToClose } from '../../test/dialog-closed';
import { findDialogTitled } from '../../test/dialog-titled';

const LIST = '/api/records/get-search-records';
const EXPORT = '/api/records/export';
const IMPORT = '/api/records/import';

const ACTUARY = recordFixture();
const NURSE = recordFixture({ _id: 'r2', jobTitle: 'Registered Nurse', MBTI_1: 'E', MBTI_2: 'SF', salary: '1', stress_level: 'H', min_edu: "Associate's Degree", description: 'Assess patient health.' });

const HEADER = '_id,jobTitle,familyType,secondaryFamily,SII_1,SII_2,SII_3,MBTI_1,MBTI_2,MBTI_3,salary,stress_level,min_edu,description';
const PARALEGAL = ',Paralegal,Legal Occupations,Management Occupations,Enterprising,Social,Conventional,E,NT,J,1,L,"Associate\'s Degree","Assist lawyers, and file documents."';
const ACTUARY_STRESSED = `r1,Actuary,Computer and Mathematical Occupations,Business and Financial Operations Occupations,Conventional,Investigative,Enterprising,I,ST,J,2,H,Bachelor's Degree,Analyze statistical data to estimate risk.`;
const BAD_SALARY = ',Bad Salary Job,Legal Occupations,Management Occupations,Social,Enterprising,Artistic,E,NF,J,3,L,High School,Text';
const NURSE_AGAIN = ',Registered Nurse,Legal Occupations,Management Occupations,Social,Enterprising,Artistic,E,NF,J,1,L,High School,Text';
const UNKNOWN_ID = 'no-such-id,Someone,Legal Occupations,Management Occupations,Social,Enterprising,Artistic,E,NF,J,1,L,High School,Text';

const csvOf = (...lines: string[]) => `${[HEADER, ...lines].join('\r\n')}\r\n`;
const csvFile = (text: string, name = 'records.csv') => new File([text], name, { type: 'text/csv' });

function renderPage(server = recordServer([ACTUARY, NURSE])) {
  vi.stubGlobal('fetch', server.fetch);
  renderRoutes(<Route path="/admin/database" element={<RecordDatabasePage />} />, { at: '/admin/database' });
  return server;
}

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
type User = ReturnType<typeof setupUser>;

const table = () => screen.findByRole('table', { name: 'Career records' });
/**
 * The table's job titles, read behind an open dialog too: a modal dialog hides the page from
 * assistive technology (aria-hidden), and whether it has yet depends on timing.
 */
const titles = async () => within(await screen.findByRole('table', { name: 'Career records', hidden: true })).getAllByRole('rowheader', { hidden: true }).map((cell) => cell.textContent);
const fileInput = () => screen.getByLabelText<HTMLInputElement>('CSV file of career records to import');
const importDialog = () => findDialogTitled('Import career records');
/** The report table's rows as the admin reads them: row, job title, result, reason. */
const reportRows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('table', { name: 'Rows of the file', hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/**
 * Chooses a file as a browser delivers it: 'Import CSV' is pressed (it opens the chooser through
 * the hidden input), and when the chooser closes the input fires change, the focus still on the
 * button. Not user.upload: it focuses the input itself once the change has been handled, which
 * no browser does for a hidden input, and that late focus pulls the focus out of the dialog the
 * change opened, so Fluent's focus trap hides the dialog (aria-hidden) on a slow machine.
 */
async function chooseFile(user: User, file: File) {
  const input = fileInput();
  const opened = vi.spyOn(input, 'click').mockImplementation(() => undefined);
  await user.click(screen.getByRole('button', { name: 'Import CSV' }));
  expect(opened).toHaveBeenCalledTimes(1);
  opened.mockRestore();
  fireEvent.change(input, { target: { files: [file] } });
  const dialog = await importDialog();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  return dialog;
}

let restoreLayout = () => {};
beforeEach(() => {
  restoreLayout = stubLayout();
});
afterEach(() => {
  restoreLayout();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Export CSV', () => {
  /** jsdom has no object URLs: record the blob handed over and the link clicked to save it. */
  function spyDownload() {
    const blobs: Blob[] = [];
    const links: Array<{ href: string; download: string }> = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (blobs.push(blob), `blob:records-${blobs.length}`) });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      links.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    return { blobs, links };
  }
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('downloads career-records.csv with the server file, the button busy while it runs', async () => {
    const user = setupUser();
    const { blobs, links } = spyDownload();
    const server = renderPage();
    await table();
    const release = server.pause(EXPORT);
    const button = screen.getByRole('button', { name: 'Export CSV' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(links).toHaveLength(0);

    release();
    await waitFor(() => expect(links).toEqual([{ href: 'blob:records-1', download: 'career-records.csv' }]));
    const lines = (await blobs[0]!.text()).split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines[1]).toMatch(/^r1,Actuary,Computer and Mathematical Occupations,/);
    expect(lines[2]).toMatch(/^r2,Registered Nurse,/);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled', 'true'));
    expect(server.to(EXPORT)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message when the export fails, and the offline message without a connection", async () => {
    const user = setupUser();
    const { links } = spyDownload();
    const server = renderPage();
    await table();
    server.fail[EXPORT] = () => json({ error: { code: 'internal', message: 'The database is busy.' } }, 500);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('We could not export the records. The database is busy.')).toBeInTheDocument();

    server.fail[EXPORT] = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/We could not export the records\. You appear to be offline\./)).toBeInTheDocument();
    expect(screen.queryByText(/The database is busy/)).toBeNull();
    expect(links).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/We could not export the records/)).toBeNull();
  });
});

describe('Import CSV', () => {
  it('opens the file chooser from the Import CSV button, by mouse and by keyboard', async () => {
    const user = setupUser();
    renderPage();
    await table();
    const input = fileInput();
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    const opened = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(opened).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Import CSV' }).focus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('imports a clean file at once, says Imported and shows the new record in the list', async () => {
    const user = setupUser();
    const server = renderPage();
    expect(await titles()).toEqual(['Actuary', 'Registered Nurse']);
    const text = csvOf(PARALEGAL);
    const dialog = await chooseFile(user, csvFile(text, 'new-records.csv'));

    expect(await within(dialog).findByText('Imported: 1 added, 0 updated.')).toBeInTheDocument();
    expect(within(dialog).getByText('File: new-records.csv')).toBeInTheDocument();
    expect(reportRows(dialog)).toEqual([['2', 'Paralegal', 'Added', '']]);
    expect(within(dialog).queryByRole('button', { name: /^Import the/ })).toBeNull();
    expect(server.to(IMPORT).map((request) => request.body)).toEqual([{ csv: text, confirm: false }]);
    await waitFor(async () => expect(await titles()).toEqual(['Actuary', 'Paralegal', 'Registered Nurse']));
    expect(server.to(LIST).length).toBeGreaterThan(1);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitForDialogToClose();
  });

  it("shows each refused row's reason, imports nothing until 'Import the 2 valid rows', then imports with confirm", async () => {
    const user = setupUser();
    const server = renderPage();
    await table();
    const text = csvOf(PARALEGAL, BAD_SALARY, ACTUARY_STRESSED, NURSE_AGAIN, UNKNOWN_ID);
    const dialog = await chooseFile(user, csvFile(text));

    expect(await within(dialog).findByText('1 to add, 1 to update, 3 refused')).toBeInTheDocument();
    expect(within(dialog).getByText('Nothing was imported: 3 rows were refused.')).toBeInTheDocument();
    // Refused rows first, so their reasons are never cut off.
    expect(reportRows(dialog)).toEqual([
      ['3', 'Bad Salary Job', 'Refused', 'salary: must be one of: 1, 2'],
      ['5', 'Registered Nurse', 'Refused', 'A record with this job title exists: give its _id to update it'],
      ['6', 'Someone', 'Refused', 'No record has this _id (leave _id empty to add a record)'],
      // Nothing is written yet: the rows say what they would do.
      ['2', 'Paralegal', 'Will add', ''],
      ['4', 'Actuary', 'Will update', ''],
    ]);
    expect(await titles()).toEqual(['Actuary', 'Registered Nurse']);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    const release = server.pause(IMPORT);
    const confirm = within(dialog).getByRole('button', { name: 'Import the 2 valid rows' });
    await user.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-disabled', 'true'));
    release();

    expect(await within(dialog).findByText('Imported: 1 added, 1 updated. The 3 refused rows were left out.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Import the/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(server.to(IMPORT).map((request) => request.body)).toEqual([
      { csv: text, confirm: false },
      { csv: text, confirm: true },
    ]);
    await waitFor(async () => expect(await titles()).toEqual(['Actuary', 'Paralegal', 'Registered Nurse']));
    const actuary = screen.getByRole('row', { name: /^Actuary\b/, hidden: true });
    expect(within(actuary).getAllByRole('cell', { hidden: true })[9]).toHaveTextContent('High');
  });

  it('imports nothing when the admin cancels a file with refused rows', async () => {
    const user = setupUser();
    const server = renderPage();
    await table();
    const dialog = await chooseFile(user, csvFile(csvOf(PARALEGAL, BAD_SALARY)));
    expect(await within(dialog).findByText('Nothing was imported: 1 row was refused.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import the 1 valid row' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForDialogToClose();
    expect(server.to(IMPORT)).toHaveLength(1);
    expect(await titles()).toEqual(['Actuary', 'Registered Nurse']);
  });

  it('offers only Close when no row can be imported', async () => {
    const user = setupUser();
    renderPage();
    await table();
    const dialog = await chooseFile(user, csvFile(csvOf(BAD_SALARY, UNKNOWN_ID)));
    expect(await within(dialog).findByText('Nothing was imported: no row could be imported.')).toBeInTheDocument();
    expect(within(dialog).getByText('0 to add, 0 to update, 2 refused')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Import the/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitForDialogToClose();
  });

  it("shows at most 200 rows of a long file's report, then 'and N more'", async () => {
    const user = setupUser();
    renderPage();
    await table();
    const lines = Array.from({ length: 230 }, (_unused, index) => PARALEGAL.replace('Paralegal', `Paralegal ${index + 1}`));
    const dialog = await chooseFile(user, csvFile(csvOf(...lines, BAD_SALARY)));
    expect(await within(dialog).findByText('230 to add, 0 to update, 1 refused')).toBeInTheDocument();
    const rows = reportRows(dialog);
    expect(rows).toHaveLength(200);
    expect(rows[0]).toEqual(['232', 'Bad Salary Job', 'Refused', 'salary: must be one of: 1, 2']);
    expect(rows[199]).toEqual(['200', 'Paralegal 199', 'Will add', '']);
    expect(within(dialog).getByText('and 31 more')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import the 230 valid rows', hidden: true })).toBeInTheDocument();
  });

  it("shows the server's message when it refuses the file", async () => {
    const user = setupUser();
    const server = renderPage();
    await table();
    let dialog = await chooseFile(user, csvFile('title,description\r\nA,B\r\n'));
    expect(await within(dialog).findByText(/^The file lacks the columns jobTitle, familyType,/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitForDialogToClose();

    // A request-schema refusal names the field only: its message is the one shown.
    server.fail[IMPORT] = () =>
      json({ error: { code: 'validation', message: 'Please correct the highlighted fields.', fields: { csv: 'The file is too large (at most about 900 KB)' } } }, 400);
    dialog = await chooseFile(user, csvFile(csvOf(PARALEGAL)));
    expect(await within(dialog).findByText('The file is too large (at most about 900 KB)')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please correct the highlighted fields.')).toBeNull();
    expect(await titles()).toEqual(['Actuary', 'Registered Nurse']);
  });

  it('refuses a file over 900 KB in the browser without sending it', async () => {
    const user = setupUser();
    const server = renderPage();
    await table();
    const big = csvOf(PARALEGAL).padEnd(RECORD_IMPORT_MAX_BYTES + 1, ' ');
    const dialog = await chooseFile(user, csvFile(big));
    expect(within(dialog).getByText(FILE_TOO_LARGE)).toBeInTheDocument();
    expect(FILE_TOO_LARGE).toMatch(/too large.*900 KB/);
    expect(server.to(IMPORT)).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
