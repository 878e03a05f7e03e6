import type { CareerIdeasDto } from '@career/sync-server/records/contract/career-idea-dto';
import { CAREER_BANDS_NOTE_COUNSELOR, CAREER_PROFILE_GAP_TEXT } from '@career/sync-server/records/contract/career-idea-dto';
import type { AdminShortlistDto, ShortlistItemDto } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoProviderStep } from '../../test/demo-provider-step';
import { userFixture, userSummaryFixture } from '../../test/fixtures';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { careerIdeasServer, ideaFixture } from '../career-ideas/career-ideas-test-server';
import { ClientCareerIdeasPage } from '../career-ideas/client-career-ideas-page';
import { readStoredDraft } from '../career-ideas/shortlist-draft-store';
import { formatSessionTime } from '../scheduling/session-time';
import { UserDialog } from './user-dialog';
import { dialogTitled, dialogsTitled, findDialogTitled } from '../../test/dialog-titled';

const SUMMARY = userSummaryFixture();

const NO_SHORTLIST: AdminShortlistDto = { summary: '', sharedAt: null, sharedBy: null, items: [], marks: [], history: [] };

/** The client's five best-fitting ideas, as the dialog asks for them (pageSize=5). */
const TOP_IDEAS: CareerIdeasDto = {
  items: [1, 2, 3, 4, 5].map((rank) => ideaFixture(rank)),
  total: 45,
  page: 1,
  pageSize: 5,
  missing: [],
  profile: {
    topThemes: ['Investigative', 'Conventional', 'Realistic'],
    mbtiType: 'INTJ',
    topValues: ['Achievement', 'Independence'],
    education: null,
    minimumSalary: null,
    differentiation: 14,
    undifferentiated: false,
  },
};

const PLANS = ['free', 'essential', 'premium'].map((id, index) => ({ _id: id, name: id[0]?.toUpperCase() + id.slice(1), order: index + 1, tagline: '', features: [], price: index * 100, processingFeePercentage: 3, assessments: [], sessions: [] }));

/** The reads the dialog makes for the client u1, and `extra` routes. */
function dialogReads(extra: Record<string, () => Response> = {}) {
  return stubFetch({
    '/api/users/u1': () => json(userFixture()),
    '/api/users/u1/shortlist': () => json(NO_SHORTLIST),
    '/api/users/u1/notes': () => json({ notes: [] }),
    '/api/users/u1/career-ideas': () => json(TOP_IDEAS),
    '/api/plans': () => json(PLANS),
    ...extra,
  });
}

const FLAGGED_AT = '2026-11-23T14:05:00.000Z';

describe('UserDialog: a client who needs a safety check-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['plans', 'Answered that they have been making plans to end their life.'],
    ['thoughts', 'Answered that they have had thoughts of ending their life.'],
    ['high-total', 'Depression screening total in the high range.'],
  ] as const)('says so first, before anything else in the dialog: why (%s) and when, on the admin’s clock', async (level, reason) => {
    vi.stubGlobal('fetch', vi.fn(dialogReads()));
    const flagged = userSummaryFixture({ safetyFlag: true, safetyLevel: level, safetyFlaggedAt: FLAGGED_AT });
    renderRoutes(<Route path="/" element={<UserDialog user={flagged} open onClose={() => undefined} onLeave={() => undefined} />} />);
    const dialog = await findDialogTitled('Eli Essential');
    const section = within(dialog).getByRole('region', { name: 'Safety check-in needed' });
    expect(within(section).getByText(reason)).toBeInTheDocument();
    expect(within(section).getByText(`When: ${formatSessionTime(FLAGGED_AT)}`)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Mark check-in done' })).toBeEnabled();
    // First: before the client's e-mail line, the progress and every other part of the dialog.
    const content = section.parentElement;
    expect(content?.firstElementChild).toBe(section);
    expect(section.compareDocumentPosition(within(dialog).getByText(/eli@example\.com/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(section.compareDocumentPosition(within(dialog).getByRole('heading', { name: 'Progress' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing of it for a client without a flag', async () => {
    vi.stubGlobal('fetch', vi.fn(dialogReads()));
    renderRoutes(<Route path="/" element={<UserDialog user={SUMMARY} open onClose={() => undefined} onLeave={() => undefined} />} />);
    expect(await screen.findByText('0%')).toBeInTheDocument();
    expect(screen.queryByText(/check-in/i)).toBeNull();
  });

  it('marks the check-in done from the keyboard after a confirmation, which Cancel leaves undone', async () => {
    const checkIn = vi.fn(() => json({ userId: 'u1', level: 'plans', flaggedAt: FLAGGED_AT, checkedInAt: '2026-11-24T09:30:00.000Z' }));
    const fetch = vi.fn(dialogReads({ '/api/users/u1/safety-check-in': checkIn }));
    vi.stubGlobal('fetch', fetch);
    const flagged = userSummaryFixture({ safetyFlag: true, safetyLevel: 'plans', safetyFlaggedAt: FLAGGED_AT });
    renderRoutes(<Route path="/" element={<UserDialog user={flagged} open onClose={() => undefined} onLeave={() => undefined} />} />);
    const dialog = await findDialogTitled('Eli Essential');
    const mark = within(dialog).getByRole('button', { name: 'Mark check-in done' });

    mark.focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await findDialogTitled('Mark the check-in done?', { role: 'alertdialog' });
    expect(within(confirm).getByText(/Confirm that a counselor has checked in with Eli Essential/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialogsTitled('Mark the check-in done?', 'alertdialog')).toEqual([]));
    expect(checkIn).not.toHaveBeenCalled();

    await userEvent.click(within(dialogTitled('Eli Essential')).getByRole('button', { name: 'Mark check-in done' }));
    const again = await findDialogTitled('Mark the check-in done?', { role: 'alertdialog' });
    within(again).getByRole('button', { name: 'Yes, mark it done' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('region', { name: 'Safety check-in done' })).toBeInTheDocument();
    expect(screen.getByText(`Marked done ${formatSessionTime('2026-11-24T09:30:00.000Z')}.`)).toBeInTheDocument();
    expect(checkIn).toHaveBeenCalledTimes(1);
    const call = fetch.mock.calls.find(([input]) => String(input).endsWith('/safety-check-in')) as unknown as [string, RequestInit];
    expect(call[1]).toMatchObject({ method: 'POST', body: '{}' });
    await waitFor(() => expect(dialogsTitled('Mark the check-in done?', 'alertdialog')).toEqual([]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check-in done' })).toHaveFocus());
  });

  it("shows the server's reason in the confirmation when the check-in fails, and keeps the flag", async () => {
    const message = 'No check-in is waiting for this client: it may have been marked done already.';
    vi.stubGlobal('fetch', vi.fn(dialogReads({ '/api/users/u1/safety-check-in': () => json({ error: { code: 'conflict', message } }, 409) })));
    const flagged = userSummaryFixture({ safetyFlag: true, safetyLevel: 'thoughts', safetyFlaggedAt: FLAGGED_AT });
    renderRoutes(<Route path="/" element={<UserDialog user={flagged} open onClose={() => undefined} onLeave={() => undefined} />} />);
    await userEvent.click(within(await findDialogTitled('Eli Essential')).getByRole('button', { name: 'Mark check-in done' }));
    const confirm = await findDialogTitled('Mark the check-in done?', { role: 'alertdialog' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, mark it done' }));
    expect(await within(confirm).findByText(message)).toBeInTheDocument();
    expect(dialogTitled('Mark the check-in done?', 'alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Safety check-in needed', hidden: true })).toBeInTheDocument();
  });
});

describe('UserDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows progress per assessment, and the reason when a plan change fails', async () => {
    const user = userFixture({
      plans: [{ _id: 'essential', name: 'Essential', order: 2, sessions: ['results'], assessments: ['consent', 'neo'] }],
      assessmentData: [
        { _id: 'consent', version: '1', answers: [], completed: true, completedAt: '2026-11-21T10:00:00.000Z', questionsAnswered: 1, results: null },
        { _id: 'neo', version: '1', answers: [], completed: false, completedAt: null, questionsAnswered: 60, results: null },
      ],
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          '/api/users/u1': () => json(user),
          '/api/users/u1/shortlist': () => json(NO_SHORTLIST),
          '/api/users/u1/notes': () => json({ notes: [] }),
          '/api/users/u1/career-ideas': () => json(TOP_IDEAS),
          '/api/plans': () => json(PLANS),
        }),
      ),
    );
    renderRoutes(<Route path="/" element={<UserDialog user={SUMMARY} open onClose={() => undefined} onLeave={() => undefined} />} />);
    expect(await screen.findByText('100% · completed Nov 21, 2026')).toBeInTheDocument();
    expect(screen.getByText('25%')).toBeInTheDocument();

    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          '/api/plans': () => json({ error: { code: 'conflict', message: 'Eli Essential is already on the Premium plan.' } }, 409),
        }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Advanced Controls' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Change plan' }), 'premium');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Eli Essential is already on the Premium plan.')).toBeInTheDocument();
  });

  it("shows the client's coach sessions: a booked start, or 'Not Scheduled' for one the plan has", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          '/api/users/u1': () => json(userFixture()),
          '/api/users/u1/shortlist': () => json(NO_SHORTLIST),
          '/api/users/u1/notes': () => json({ notes: [] }),
          '/api/users/u1/career-ideas': () => json(TOP_IDEAS),
          '/api/plans': () => json(PLANS),
        }),
      ),
    );
    const start = '2026-11-23T14:00:00.000Z';
    const premium = userSummaryFixture({ plan: { _id: 'premium', name: 'Premium' }, planSessions: ['interview', 'results'], interviewSession: start });
    renderRoutes(<Route path="/" element={<UserDialog user={premium} open onClose={() => undefined} onLeave={() => undefined} />} />);
    const dialog = await findDialogTitled('Eli Essential');
    expect(within(dialog).getByText(`Interview Session: ${formatSessionTime(start)}`)).toBeInTheDocument();
    expect(within(dialog).getByText('Results Session: Not Scheduled')).toBeInTheDocument();
  });

  it('syncs Elevate from Advanced Controls, and gives the focus back to Sync after the report', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          '/api/users/u1': () => json(userFixture()),
          '/api/users/u1/shortlist': () => json(NO_SHORTLIST),
          '/api/users/u1/notes': () => json({ notes: [] }),
          '/api/users/u1/career-ideas': () => json(TOP_IDEAS),
          '/api/plans': () => json(PLANS),
          '/api/users/': () => json([]),
          '/api/external/elevate': () =>
            json({
              syncId: 's1',
              state: 'done',
              attempts: 1,
              createdAt: '2026-11-24T10:00:00.000Z',
              finishedAt: '2026-11-24T10:00:01.000Z',
              mbti: { status: 'new data saved', detail: 'MBTI ISTJ.' },
              sii: { status: 'max attempts exceeded', detail: 'Elevate did not answer.' },
            }),
        }),
      ),
    );
    renderRoutes(<Route path="/" element={<UserDialog user={SUMMARY} open onClose={() => undefined} onLeave={() => undefined} />} />);
    // As an admin would: the dialog has loaded the client's progress before they open its controls.
    expect(await screen.findByText('0%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Advanced Controls' }));
    expect(screen.getByText('MBTI not synced, SII not synced')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sync' }));
    const report = await findDialogTitled('Elevate sync report');
    expect(within(report).getByText('failed')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialogsTitled('Elevate sync report')).toEqual([]));
    expect(dialogTitled('Eli Essential')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sync' })).toHaveFocus());
  });

  it("shows the career ideas shared with a client and the client's answer on each, and leaves for their career ideas", async () => {
    const item = (recordId: string, title: string): ShortlistItemDto => ({ recordId, title, description: '', note: '', fit: 80, why: '', jobZone: 3, education: '', medianWage: null, onetCode: null });
    const shortlist: AdminShortlistDto = {
      summary: 'Next: talk to an actuary.',
      sharedAt: '2026-11-24T10:00:00.000Z',
      sharedBy: 'Grace Hopper',
      items: [item('r1', 'Actuary'), item('r2', 'Economist'), item('r3', 'Statistician')],
      marks: [
        { recordId: 'r1', mark: 'interested', stamp: 1 },
        { recordId: 'r2', mark: 'not_for_me', stamp: 2 },
        { recordId: 'r3', mark: null, stamp: 3 },
      ],
      history: [],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          '/api/users/u1': () => json(userFixture()),
          '/api/users/u1/shortlist': () => json(shortlist),
          '/api/users/u1/notes': () => json({ notes: [] }),
          '/api/users/u1/career-ideas': () => json(TOP_IDEAS),
          '/api/plans': () => json(PLANS),
        }),
      ),
    );
    const onLeave = vi.fn();
    renderRoutes(<Route path="/" element={<UserDialog user={SUMMARY} open onClose={() => undefined} onLeave={onLeave} />} />);
    const ideas = await screen.findByRole('list', { name: 'Shared career ideas' });
    expect(within(ideas).getAllByRole('listitem').map((entry) => entry.textContent)).toEqual(['Actuary: Interested', 'Economist: Not for me', 'Statistician: No answer yet']);
    expect(screen.getByText('Shortlist shared Nov 24, 2026 by Grace Hopper')).toBeInTheDocument();
    // The shared ideas show as picked among the top ones; nothing waits to be shared.
    expect(await screen.findByRole('button', { name: 'On the shortlist: Occupation 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Add to shortlist: Occupation 4' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/not shared yet/)).toBeNull();
    expect(screen.queryByText('Nothing shared yet.')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Open career ideas' }));
    expect(onLeave).toHaveBeenCalledWith('/admin/users/u1/career-ideas');
  });

  it('shows no career ideas section for an admin', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch({ '/api/users/u1': () => json(userFixture({ admin: true })), '/api/plans': () => json(PLANS) })));
    renderRoutes(<Route path="/" element={<UserDialog user={userSummaryFixture({ admin: true, plan: null })} open onClose={() => undefined} onLeave={() => undefined} />} />);
    expect(await findDialogTitled('Eli Essential')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open career ideas' })).toBeNull();
    expect(screen.queryByText('Top ideas by fit')).toBeNull();
  });

  it("picks two of the client's top ideas into the draft, which the career ideas page then starts from, with a note field on each", async () => {
    const server = careerIdeasServer({ count: 45 });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input), 'http://localhost').pathname === '/api/plans' ? json(PLANS) : server.fetchMock(input, init),
    );
    /** The dialog on /admin, leaving for the page it links to. */
    function DialogOnAdmin() {
      const navigate = useNavigate();
      return <UserDialog user={SUMMARY} open onClose={() => undefined} onLeave={(path) => navigate(path)} />;
    }
    renderRoutes(
      <>
        <Route path="/" element={<DialogOnAdmin />} />
        <Route path="/admin/users/:id/career-ideas" element={<ClientCareerIdeasPage />} />
      </>,
    );
    const top = await screen.findByRole('list', { name: 'Top ideas by fit' });
    expect(within(top).getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      'Occupation 1Strong matchAdd to shortlist',
      'Occupation 2Strong matchAdd to shortlist',
      'Occupation 3Strong matchAdd to shortlist',
      'Occupation 4Good matchAdd to shortlist',
      'Occupation 5Good matchAdd to shortlist',
    ]);
    expect(screen.getByText(CAREER_BANDS_NOTE_COUNSELOR)).toBeInTheDocument();
    expect(await screen.findByText('Nothing shared yet.')).toBeInTheDocument();
    expect(server.ideaReads()).toEqual([{ page: '1', pageSize: '5' }]);

    const add = (title: string) => screen.getByRole('button', { name: `Add to shortlist: ${title}` });
    const picked = (title: string) => screen.getByRole('button', { name: `On the shortlist: ${title}` });
    await waitFor(() => expect(add('Occupation 1')).toBeEnabled());
    await userEvent.click(add('Occupation 3'));
    await userEvent.click(add('Occupation 1'));
    expect(picked('Occupation 3')).toHaveAttribute('aria-pressed', 'true');
    expect(picked('Occupation 1')).toHaveAttribute('aria-pressed', 'true');
    expect(add('Occupation 2')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('2 picked, not shared yet: add notes and share on the career ideas page.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing shared yet.')).toBeNull();
    expect(readStoredDraft('u1')?.items.map((item) => item.title)).toEqual(['Occupation 3', 'Occupation 1']);

    await userEvent.click(screen.getByRole('link', { name: 'Open career ideas' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Career ideas for Ada Lovelace' })).toBeInTheDocument();
    const pickedList = await screen.findByRole('list', { name: 'Picked ideas' });
    expect(within(pickedList).getByRole('textbox', { name: 'Note for Occupation 3' })).toHaveValue('');
    expect(within(pickedList).getByRole('textbox', { name: 'Note for Occupation 1' })).toBeInTheDocument();
    const ideas = await screen.findByRole('list', { name: 'Career ideas' });
    expect(within(ideas).getByRole('button', { name: 'On the shortlist: Occupation 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(ideas).getByRole('button', { name: 'On the shortlist: Occupation 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Not shared yet: your changes are kept in this tab until you share them.')).toBeInTheDocument();
  });

  it("offers one way to the client's career ideas, the ranked list, for a client with results too", async () => {
    const withResults = userFixture({
      assessmentData: [
        demoProviderStep(),
      ],
    });
    vi.stubGlobal('fetch', vi.fn(dialogReads({ '/api/users/u1': () => json(withResults) })));
    const onLeave = vi.fn();
    renderRoutes(<Route path="/" element={<UserDialog user={SUMMARY} open onClose={() => undefined} onLeave={onLeave} />} />);
    const dialog = await findDialogTitled('Eli Essential');
    // The progress (which holds the results) and the top ideas have arrived.
    expect(await within(dialog).findByRole('progressbar', { name: 'NEO Personality Inventory: 0%' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('list', { name: 'Top ideas by fit' })).toBeInTheDocument();
    const links = within(dialog).getAllByRole('link', { name: /career ideas/i });
    expect(links.map((link) => link.textContent)).toEqual(['Open career ideas']);
    expect(within(dialog).queryByText('Career ideas for this client')).toBeNull();
    await userEvent.click(links[0]!);
    expect(onLeave).toHaveBeenCalledWith('/admin/users/u1/career-ideas');
  });

  it("says so in the dialog when the client's interests are broad", async () => {
    const broad: CareerIdeasDto = {
      ...TOP_IDEAS,
      items: TOP_IDEAS.items.map((idea) => ({ ...idea, band: 'some' })),
      profile: { ...TOP_IDEAS.profile, differentiation: 4, undifferentiated: true },
    };
    vi.stubGlobal('fetch', vi.fn(dialogReads({ '/api/users/u1/career-ideas': () => json(broad) })));
    renderRoutes(<Route path="/" element={<UserDialog user={SUMMARY} open onClose={() => undefined} onLeave={() => undefined} />} />);
    expect(await screen.findByRole('note', { name: 'No interest theme stands out for the client.' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Top ideas by fit' })).getAllByText('Some match')).toHaveLength(5);
  });

  it('says why there are no top ideas when the client has no interests yet', async () => {
    const server = careerIdeasServer({ missing: ['interests'] });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input), 'http://localhost').pathname === '/api/plans' ? json(PLANS) : server.fetchMock(input, init),
    );
    renderRoutes(<Route path="/" element={<UserDialog user={SUMMARY} open onClose={() => undefined} onLeave={() => undefined} />} />);
    expect(await screen.findByText(CAREER_PROFILE_GAP_TEXT.interests)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Top ideas by fit' })).toBeNull();
    expect(await screen.findByText('Nothing shared yet.')).toBeInTheDocument();
  });
});
