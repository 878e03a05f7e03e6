import { CAREER_BANDS_NOTE_COUNSELOR, CAREER_PROFILE_GAP_TEXT } from '@career/sync-server/records/contract/career-idea-dto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-app';
import { demoProviderStep } from '../../test/demo-provider-step';
import { userFixture } from '../../test/fixtures';
import { UNDIFFERENTIATED_TEXT_COUNSELOR, UNDIFFERENTIATED_TITLE_COUNSELOR } from '../career-fit/undifferentiated-note';
import { CLIENT, careerIdeasServer, ideaFixture, json } from './career-ideas-test-server';
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

/** The shortlist toggle of an idea, whichever it says ('Add to shortlist' or 'On the shortlist'). */
const toggleOf = (title: string) => screen.getByRole('button', { name: new RegExp(`^(Add to shortlist|On the shortlist): ${title}$`) });

async function pick(title: string) {
  await userEvent.click(toggleOf(title));
}

/** The item of one idea in the list. */
function ideaItem(title: string) {
  const item = within(screen.getByRole('list', { name: 'Career ideas' }))
    .getAllByRole('listitem')
    .find((entry) => within(entry).queryByRole('heading', { level: 3, name: title }));
  if (!item) throw new Error(`no idea ${title}`);
  return within(item);
}

afterEach(() => vi.unstubAllGlobals());

describe('ClientCareerIdeasPage', () => {
  it("lists the client's ideas by fit, with the profile they rest on, and pages through them in the address", async () => {
    const server = careerIdeasServer({ count: 45, missing: ['salary'] });
    vi.stubGlobal('fetch', server.fetchMock);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Career ideas for Ada Lovelace' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1-20 of 45')).toBeInTheDocument();
    expect(
      screen.getByText("Top themes: Investigative, Conventional, Realistic · Top values: Achievement, Independence · Education: Bachelor's Degree · Type: INTJ (context, not ranked)"),
    ).toBeInTheDocument();
    expect(screen.getByText('No salary wish in the interview yet: the fit leaves out pay.')).toBeInTheDocument();
    expect(ideaTitles().slice(0, 3)).toEqual(['Occupation 1', 'Occupation 2', 'Occupation 3']);
    const firstIdea = ideaItem('Occupation 1');
    expect(firstIdea.getByText('1.')).toBeInTheDocument();
    expect(firstIdea.getByText('Job Zone 1')).toBeInTheDocument();
    expect(firstIdea.getByText('Median wage $51,000')).toBeInTheDocument();
    expect(firstIdea.getByRole('link', { name: 'Occupation 1 on O*NET OnLine (opens in a new tab)' })).toHaveAttribute('href', 'https://www.onetonline.org/link/summary/15-1252.01');
    expect(server.ideaReads()).toEqual([{ page: '1', pageSize: '20' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21-40 of 45')).toBeInTheDocument();
    expect(ideaTitles()[0]).toBe('Occupation 21');
    expect(screen.getByText('21.')).toBeInTheDocument();
    expect(ideaItem('Occupation 21').getByText('Some match, 21st of 45')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/admin/users/u1/career-ideas?page=2');
    expect(server.ideaReads().at(-1)).toEqual({ page: '2', pageSize: '20' });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 41-45 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 21-40 of 45')).toBeInTheDocument();
  });

  it('shows each idea by its band and place, how often it stays in the top 10, and its reasons under their headings, with what the bands mean', async () => {
    vi.stubGlobal('fetch', careerIdeasServer({ count: 45 }).fetchMock);
    renderPage();
    expect(await screen.findByText('Showing 1-20 of 45')).toBeInTheDocument();
    // Said once, above the list.
    expect(screen.getAllByText(CAREER_BANDS_NOTE_COUNSELOR)).toHaveLength(1);

    const first = ideaItem('Occupation 1');
    expect(first.getByText('Strong match')).toBeInTheDocument();
    expect(first.getByText('Strong match, 1st of 45')).toBeInTheDocument();
    expect(first.getByText('In the top 10 in about 10 of 10 simulated retests')).toBeInTheDocument();
    const why = first.getByRole('list', { name: 'Why it may fit' });
    expect(within(why).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "Ada's top themes Investigative and Conventional are this job's first two (reason 1).",
      'It values Achievement, as Ada does.',
    ]);
    expect(within(first.getByRole('list', { name: 'Worth knowing' })).getByText('It usually needs more education than Ada has (reason 1).')).toBeInTheDocument();
    expect(first.getByRole('heading', { level: 4, name: 'Why it may fit' })).toBeInTheDocument();

    // Nothing worth knowing: no heading for it.
    const second = ideaItem('Occupation 2');
    expect(second.getByText('Strong match, 2nd of 45')).toBeInTheDocument();
    expect(second.getByText('In the top 10 in about 9 of 10 simulated retests')).toBeInTheDocument();
    expect(second.queryByRole('heading', { name: 'Worth knowing' })).toBeNull();
    expect(ideaItem('Occupation 4').getByText('Good match, 4th of 45')).toBeInTheDocument();
    expect(ideaItem('Occupation 13').getByText('Some match, 13th of 45')).toBeInTheDocument();
    // The 10th is in the top 10 in 1 of 10 retests; below the top 10, an idea no retest brings into it says nothing of retests.
    expect(ideaItem('Occupation 10').getByText('In the top 10 in about 1 of 10 simulated retests')).toBeInTheDocument();
    expect(ideaItem('Occupation 11').getByText('Some match, 11th of 45')).toBeInTheDocument();
    expect(ideaItem('Occupation 11').queryByText(/retests/)).toBeNull();
    expect(ideaItem('Occupation 13').queryByText(/retests/)).toBeNull();

    // No number out of 100 and no percentage anywhere in the list.
    const list = screen.getByRole('list', { name: 'Career ideas' }).textContent ?? '';
    expect(list).not.toMatch(/Fit \d|of 100\b|%/);
    expect(screen.queryByRole('note', { name: UNDIFFERENTIATED_TITLE_COUNSELOR })).toBeNull();
  });

  it("says plainly when the client's interests are broad: places would move on a retest, nothing above Some match, and where to start instead", async () => {
    vi.stubGlobal('fetch', careerIdeasServer({ count: 12, undifferentiated: true }).fetchMock);
    renderPage();
    const note = await screen.findByRole('note', { name: UNDIFFERENTIATED_TITLE_COUNSELOR });
    expect(within(note).getByText(UNDIFFERENTIATED_TEXT_COUNSELOR)).toBeInTheDocument();
    expect(UNDIFFERENTIATED_TEXT_COUNSELOR).toMatch(/places would likely move a lot on a retest/);
    expect(UNDIFFERENTIATED_TEXT_COUNSELOR).toMatch(/no idea is banded above Some match/);
    expect(UNDIFFERENTIATED_TEXT_COUNSELOR).toMatch(/Occupational Scales and Basic Interest Scales are a better place to start/);
    expect(ideaItem('Occupation 1').getByText('Some match, 1st of 12')).toBeInTheDocument();
    expect(screen.queryByText(/^(Strong|Good) match/)).toBeNull();
    expect(screen.getByText(CAREER_BANDS_NOTE_COUNSELOR)).toBeInTheDocument();
  });

  it("turns 'Add to shortlist' into 'On the shortlist' (pressed) and back, by pointer or keyboard", async () => {
    vi.stubGlobal('fetch', careerIdeasServer({ count: 3 }).fetchMock);
    renderPage();
    const add = await screen.findByRole('button', { name: 'Add to shortlist: Occupation 2' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    expect(add).toHaveTextContent('Add to shortlist');
    await userEvent.click(add);
    const on = screen.getByRole('button', { name: 'On the shortlist: Occupation 2' });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    expect(on).toHaveTextContent('On the shortlist');
    expect(screen.getByRole('textbox', { name: 'Note for Occupation 2' })).toBeInTheDocument();

    // By keyboard: Space takes it off again, and the focus stays on the button.
    on.focus();
    await userEvent.keyboard(' ');
    const off = screen.getByRole('button', { name: 'Add to shortlist: Occupation 2' });
    expect(off).toHaveAttribute('aria-pressed', 'false');
    expect(off).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Note for Occupation 2' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'On the shortlist: Occupation 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("links to the career-record search for the client, filled in from their results", async () => {
    const client = userFixture({
      _id: 'u1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      assessmentData: [
        demoProviderStep(),
      ],
    });
    vi.stubGlobal('fetch', careerIdeasServer({ count: 3, client }).fetchMock);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Search the career records for Ada' })).toHaveAttribute(
      'href',
      '/admin/search-record/result?SII_1=Artistic&SII_2=Social&SII_3=Investigative&MBTI_1=I&MBTI_2=NF&MBTI_3=P&forUser=u1',
    );
  });

  it('offers no record search for a client without MBTI or Strong results', async () => {
    vi.stubGlobal('fetch', careerIdeasServer({ count: 3 }).fetchMock);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: `Career ideas for ${CLIENT.firstName} ${CLIENT.lastName}` })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1-3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Search the career records/ })).toBeNull();
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
    expect(screen.getByRole('button', { name: 'On the shortlist: Occupation 5' })).toHaveAttribute('aria-pressed', 'true');
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
    expect(await screen.findByRole('button', { name: 'On the shortlist: Occupation 1' })).toHaveAttribute('aria-pressed', 'true');

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
    const server = careerIdeasServer({ missing: ['interests', 'values', 'education', 'salary'] });
    vi.stubGlobal('fetch', server.fetchMock);
    renderPage();
    expect(await screen.findByText("No career ideas yet: they are ranked by the client's interests.")).toBeInTheDocument();
    expect(screen.getByText(CAREER_PROFILE_GAP_TEXT.interests)).toBeInTheDocument();
    expect(screen.getByText(CAREER_PROFILE_GAP_TEXT.values)).toBeInTheDocument();
    // The type stays as context; the values gap is said instead of a type gap.
    expect(screen.getByText('Type: INTJ (context, not ranked)')).toBeInTheDocument();
    expect(screen.queryByText(CAREER_BANDS_NOTE_COUNSELOR)).toBeNull();
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
    expect(await screen.findByRole('button', { name: 'On the shortlist: Occupation 2' })).toHaveAttribute('aria-pressed', 'true');
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
