import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-app';
import { careerIdeasServer, ideaFixture, json } from './career-ideas-test-server';
import { ClientCareerIdeasPage } from './client-career-ideas-page';
import { readStoredDraft, writeStoredDraft } from './shortlist-draft-store';

const PATH = '/admin/users/:id/career-ideas';

/** The address as the router has it, for asserting what the page wrote there. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderPage(at = '/admin/users/u1/career-ideas') {
  return renderRoutes(
    <Route
      path={PATH}
      element={
        <>
          <ClientCareerIdeasPage />
          <Address />
        </>
      }
    />,
    { at },
  );
}

/** A shortlist shared once: Occupation 1 with a note. */
const SHARED_FIRST_SESSION = {
  summary: 'First session.',
  sharedAt: '2026-11-20T10:00:00.000Z',
  sharedBy: 'Grace Hopper',
  items: [{ recordId: 'r1', title: 'Occupation 1', description: '', note: 'Look into it', fit: 99, why: '', jobZone: 1, education: '', medianWage: null, onetCode: null }],
  marks: [],
  history: [],
};

const NOT_SHARED = 'Not shared yet: your changes are kept in this tab until you share them.';

const ideaTitles = () => within(screen.getByRole('list', { name: 'Career ideas' })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

async function pick(title: string) {
  await userEvent.click(screen.getByRole('button', { name: `Add to shortlist: ${title}` }));
}

afterEach(() => vi.unstubAllGlobals());

describe('ClientCareerIdeasPage', () => {
  it("lists the client's ideas by fit, with the profile they rest on, and pages through them in the address", async () => {
    const server = careerIdeasServer({ count: 45, missing: ['salary'] });
    vi.stubGlobal('fetch', server.fetchMock);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Career ideas for Ada Lovelace' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1-20 of 45')).toBeInTheDocument();
    expect(screen.getByText("Top themes: Investigative, Conventional, Realistic · Type: INTJ · Education: Bachelor's Degree")).toBeInTheDocument();
    expect(screen.getByText('No salary wish in the interview yet: the fit leaves out pay.')).toBeInTheDocument();
    expect(ideaTitles().slice(0, 3)).toEqual(['Occupation 1', 'Occupation 2', 'Occupation 3']);
    const first = screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name: 'Occupation 1' }));
    expect(first).toBeDefined();
    const firstIdea = within(first as HTMLElement);
    expect(firstIdea.getByText('1.')).toBeInTheDocument();
    expect(firstIdea.getByText('Fit 99')).toBeInTheDocument();
    expect(firstIdea.getByText('Interests Investigative and Conventional match; reason 1')).toBeInTheDocument();
    expect(firstIdea.getByText('Job Zone 1')).toBeInTheDocument();
    expect(firstIdea.getByText('Median wage $51,000')).toBeInTheDocument();
    expect(firstIdea.getByRole('link', { name: 'Occupation 1 on O*NET OnLine (opens in a new tab)' })).toHaveAttribute('href', 'https://www.onetonline.org/link/summary/15-1252.01');
    expect(server.ideaReads()).toEqual([{ page: '1', pageSize: '20' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21-40 of 45')).toBeInTheDocument();
    expect(ideaTitles()[0]).toBe('Occupation 21');
    expect(screen.getByText('21.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/admin/users/u1/career-ideas?page=2');
    expect(server.ideaReads().at(-1)).toEqual({ page: '2', pageSize: '20' });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 41-45 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 21-40 of 45')).toBeInTheDocument();
  });

  it('asks for the Job Zone chosen, from the first page, and opens at the page and zone in the address', async () => {
    const server = careerIdeasServer({ count: 45 });
    vi.stubGlobal('fetch', server.fetchMock);
    renderPage('/admin/users/u1/career-ideas?page=2');
    expect(await screen.findByText('Showing 21-40 of 45')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Job Zone' }), 'Job Zone 3: medium preparation');
    expect(await screen.findByText('Showing 1-9 of 9')).toBeInTheDocument();
    expect(ideaTitles().slice(0, 2)).toEqual(['Occupation 3', 'Occupation 8']);
    expect(server.ideaReads().at(-1)).toEqual({ page: '1', pageSize: '20', jobZone: '3' });
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/admin/users/u1/career-ideas?jobZone=3');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Job Zone' }), 'All job zones');
    expect(await screen.findByText('Showing 1-20 of 45')).toBeInTheDocument();
    expect(server.ideaReads().at(-1)).toEqual({ page: '1', pageSize: '20' });
  });

  it('shares three picked ideas, in the order set, with their notes and the session summary', async () => {
    const server = careerIdeasServer({ count: 45 });
    vi.stubGlobal('fetch', server.fetchMock);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Shortlist for Ada' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1-20 of 45')).toBeInTheDocument();
    await pick('Occupation 2');
    await pick('Occupation 5');
    await pick('Occupation 9');
    await pick('Occupation 4');
    expect(screen.getByRole('button', { name: 'Add to shortlist: Occupation 5' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Add to shortlist: Occupation 1' })).toHaveAttribute('aria-pressed', 'false');
    // Picked again: taken off the shortlist.
    await pick('Occupation 4');
    expect(screen.queryByRole('textbox', { name: 'Note for Occupation 4' })).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Note for Occupation 2' }), 'Your maths');
    expect(screen.getByText('10 of 1,000 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Note for Occupation 5' }), 'Try a course first');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note for Occupation 9' }), '  Ask Sam  ');
    // The last one first, by keyboard: the focus stays on its button as it moves.
    screen.getByRole('button', { name: 'Move Occupation 9 up' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Occupation 9 up' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Moved Occupation 9 to place 1 of 3.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Occupation 9 up' })).toHaveFocus());
    await userEvent.type(screen.getByRole('textbox', { name: 'Session summary and next steps' }), 'We talked about analysis work.\nNext: shadow a data analyst.');
    await userEvent.click(screen.getByRole('button', { name: 'Share with client' }));

    expect(await screen.findByText('Shared with Ada. They have been sent an e-mail.')).toBeInTheDocument();
    expect(server.shares()).toEqual([
      {
        summary: 'We talked about analysis work.\nNext: shadow a data analyst.',
        items: [
          { recordId: 'r9', note: 'Ask Sam' },
          { recordId: 'r2', note: 'Your maths' },
          { recordId: 'r5', note: 'Try a course first' },
        ],
      },
    ]);
    expect(screen.getByText('Last shared Nov 25, 2026 by Grace Hopper. Sharing again replaces it.')).toBeInTheDocument();
  });

  it("starts from what was shared before, lists the earlier shares, and shows the server's field errors beside their fields", async () => {
    const server = careerIdeasServer({
      count: 45,
      shortlist: {
        ...SHARED_FIRST_SESSION,
        history: [{ sharedAt: '2026-11-10T10:00:00.000Z', sharedBy: 'Alan Turing', replacedAt: '2026-11-20T10:00:00.000Z', summary: '', items: [] }],
      },
    });
    vi.stubGlobal('fetch', server.fetchMock);
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Note for Occupation 1' })).toHaveValue('Look into it');
    expect(screen.getByRole('textbox', { name: 'Session summary and next steps' })).toHaveValue('First session.');
    expect(screen.getByText('Nov 10, 2026 by Alan Turing: 0 ideas')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to shortlist: Occupation 1' })).toHaveAttribute('aria-pressed', 'true');

    server.failShare(
      json({ error: { code: 'validation', message: 'Please correct the highlighted fields.', fields: { summary: 'Keep the summary under 4000 characters', 'items.0.note': 'Write the note as plain text' } } }, 400),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share with client' }));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Keep the summary under 4000 characters')).toBeInTheDocument();
    expect(screen.getByText('Write the note as plain text')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note for Occupation 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Session summary and next steps' })).toHaveAttribute('aria-invalid', 'true');

    server.failShare(json({ error: { code: 'validation', message: 'Please correct the highlighted fields.', fields: { items: 'Occupation 1 is no longer in the career records' } } }, 400));
    await userEvent.click(screen.getByRole('button', { name: 'Share with client' }));
    expect(await screen.findByText('Occupation 1 is no longer in the career records')).toBeInTheDocument();
  });

  it('says why there are no ideas when the client has no interests yet, and still offers the shortlist', async () => {
    const server = careerIdeasServer({ missing: ['interests', 'type', 'education', 'salary'] });
    vi.stubGlobal('fetch', server.fetchMock);
    renderPage();
    expect(await screen.findByText("No career ideas yet: they are ranked by the client's interests.")).toBeInTheDocument();
    expect(screen.getByText(/No Strong Interest Inventory results yet/)).toBeInTheDocument();
    expect(screen.getByText(/No Myers-Briggs type yet/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Career ideas' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Shortlist for Ada' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Share with client' }));
    expect(await screen.findByText('Pick at least one career idea to share.')).toBeInTheDocument();
    expect(server.shares()).toEqual([]);
  });

  it('removes a picked idea and keeps the focus in the shortlist', async () => {
    const server = careerIdeasServer({ count: 3 });
    vi.stubGlobal('fetch', server.fetchMock);
    renderPage();
    expect(await screen.findByText('Showing 1-3 of 3')).toBeInTheDocument();
    await pick(ideaFixture(1).jobTitle);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Occupation 1 from the shortlist' }));
    expect(screen.getByRole('button', { name: 'Add to shortlist: Occupation 1' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Shortlist for Ada' })).toHaveFocus());
  });

  it('keeps the draft in this tab when the admin leaves the page, and starts from it on coming back', async () => {
    const server = careerIdeasServer({ count: 45 });
    vi.stubGlobal('fetch', server.fetchMock);
    const first = renderPage();
    expect(await screen.findByText('Showing 1-20 of 45')).toBeInTheDocument();
    expect(screen.queryByText(NOT_SHARED)).toBeNull();
    await pick('Occupation 2');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note for Occupation 2' }), 'Your maths');
    expect(screen.getByText(NOT_SHARED)).toBeInTheDocument();
    first.unmount();

    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Note for Occupation 2' })).toHaveValue('Your maths');
    expect(screen.getByText(NOT_SHARED)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to shortlist: Occupation 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts from the stored draft rather than the shared list, and forgets it once shared', async () => {
    const server = careerIdeasServer({
      count: 45,
      shortlist: SHARED_FIRST_SESSION,
    });
    vi.stubGlobal('fetch', server.fetchMock);
    writeStoredDraft('u1', {
      summary: 'Second session.',
      items: [
        { recordId: 'r3', title: 'Occupation 3', note: 'Ask Sam' },
        { recordId: 'r1', title: 'Occupation 1', note: '' },
      ],
    });
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Note for Occupation 3' })).toHaveValue('Ask Sam');
    expect(screen.getByRole('textbox', { name: 'Note for Occupation 1' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Session summary and next steps' })).toHaveValue('Second session.');
    expect(screen.getByText(NOT_SHARED)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Share with client' }));
    expect(await screen.findByText('Shared with Ada. They have been sent an e-mail.')).toBeInTheDocument();
    expect(server.shares()).toEqual([
      {
        summary: 'Second session.',
        items: [
          { recordId: 'r3', note: 'Ask Sam' },
          { recordId: 'r1', note: '' },
        ],
      },
    ]);
    expect(readStoredDraft('u1')).toBeNull();
    expect(screen.queryByText(NOT_SHARED)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Note for Occupation 3' })).toHaveValue('Ask Sam');
  });

  it('discards the stored draft, back to the shared list, with the focus on the shortlist', async () => {
    const server = careerIdeasServer({
      count: 45,
      shortlist: SHARED_FIRST_SESSION,
    });
    vi.stubGlobal('fetch', server.fetchMock);
    writeStoredDraft('u1', { summary: 'Changed.', items: [{ recordId: 'r4', title: 'Occupation 4', note: '' }] });
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Note for Occupation 4' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByRole('textbox', { name: 'Note for Occupation 1' })).toHaveValue('Look into it');
    expect(screen.queryByRole('textbox', { name: 'Note for Occupation 4' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Session summary and next steps' })).toHaveValue('First session.');
    expect(screen.queryByText(NOT_SHARED)).toBeNull();
    expect(readStoredDraft('u1')).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Shortlist for Ada' })).toHaveFocus());
    expect(server.shares()).toEqual([]);
  });
});
