import { scoreDepression } from '@career/scoring/depression/score-depression';
import type { AssessmentDataDto, CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { DEMO_ANSWERS } from '@career/sync-server/answers/data/demo-answers';
import { CAREER_BANDS_NOTE_CLIENT, CAREER_BANDS_NOTE_COUNSELOR } from '@career/sync-server/records/contract/career-idea-dto';
import { O_NET_ATTRIBUTION } from '@career/sync-server/records/contract/record-dto';
import type { IdeaMarkDto, IdeaMarksBody, SharedFitDto, ShortlistDto, ShortlistItemDto } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../../offline/local-db';
import { resetLocalDb } from '../../offline/reset-local-db';
import { SyncProvider } from '../../sync/sync-provider';
import { requestSyncNow } from '../../sync/sync-status-store';
import { userFixture } from '../../test/fixtures';
import { json, renderRoutes } from '../../test/render-app';
import { ResultsPage } from '../results/results-page';
import { UNDIFFERENTIATED_TEXT_CLIENT, UNDIFFERENTIATED_TITLE_CLIENT } from '../career-fit/undifferentiated-note';
import { shortlistKey } from './use-shortlist';

const depression = scoreDepression(DEMO_ANSWERS['depression-screening']);
const completed: AssessmentDataDto = {
  _id: 'depression-screening',
  version: '1',
  answers: [],
  completed: true,
  completedAt: '2026-11-20T10:00:00.000Z',
  questionsAnswered: 1,
  results: depression,
};
const CLIENT = userFixture({ _id: 'client-1', firstName: 'Cleo', lastName: 'Client', assessmentData: [completed] });

/** The fit of School Counselor as it was shared: in the client's voice, their interests well spread. */
const COUNSELOR_FIT: SharedFitDto = {
  band: 'strong',
  rank: 3,
  of: 923,
  stability: 0.7,
  score: 44.2,
  correlation: 0.86,
  valuesFit: 0.52,
  parts: { interests: 34.4, values: 7.8, education: -1, salary: 3 },
  why: ["Your top themes Social and Artistic are this job's first two.", 'It values Relationships, as you do.'],
  worthKnowing: ['It usually needs more education than you have.'],
  differentiation: 15,
  undifferentiated: false,
};

const COUNSELOR: ShortlistItemDto = {
  recordId: 'rec-counselor',
  title: 'School Counselor',
  description: 'Helps students choose courses and careers.',
  note: 'You lit up talking about mentoring.',
  fit: null,
  why: '',
  shared: COUNSELOR_FIT,
  jobZone: 5,
  education: "Master's degree",
  medianWage: 48000,
  onetCode: '21-1012.00',
};

const SHORTLIST: ShortlistDto = {
  summary: 'We talked about work with people.\nStart with the first two.',
  sharedAt: '2026-11-21T15:00:00.000Z',
  items: [
    COUNSELOR,
    {
      // Deleted from the database after it was shared: still readable as shared.
      recordId: 'rec-gone',
      title: 'Florist',
      description: 'Arranges flowers.',
      note: '',
      fit: null,
      why: '',
      shared: { ...COUNSELOR_FIT, band: 'some', rank: 180, stability: 0, why: ['It values Creativity, as you do.'], worthKnowing: [] },
      jobZone: null,
      education: '',
      medianWage: null,
      onetCode: null,
    },
  ],
  marks: [],
};

/** A share made before bands (issue 43): a fit out of 100 and one why, and no `shared`. */
const EARLIER_SHARE: ShortlistDto = {
  ...SHORTLIST,
  items: [
    { ...COUNSELOR, fit: 82, why: 'Social interests, like yours', shared: undefined },
    { ...COUNSELOR, recordId: 'rec-no-interests', title: 'Florist', fit: null, why: '', shared: undefined },
  ],
};
const NOTHING_SHARED: ShortlistDto = { summary: '', sharedAt: null, items: [], marks: [] };

function offline(): never {
  throw new TypeError('Failed to fetch');
}

/** The server as these tests need it: who is signed in, the results' texts, the shortlist and the marks. */
function serve(options: { user?: CurrentUserDto; shortlist?: () => ShortlistDto; marksOnline?: () => boolean } = {}) {
  const bodies: IdeaMarksBody[] = [];
  const stored = new Map<string, IdeaMarkDto>();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost').pathname;
    if (path === '/api/users/current') return json(options.user ?? CLIENT);
    if (path === '/api/content/results') return json({});
    if (path === '/api/users/current/shortlist') return json({ ...(options.shortlist ?? (() => SHORTLIST))(), marks: [...stored.values()] });
    if (path === '/api/users/current/shortlist/marks' && init?.method === 'PUT') {
      if (options.marksOnline && !options.marksOnline()) offline();
      const body = JSON.parse(String(init.body)) as IdeaMarksBody;
      bodies.push(body);
      for (const mark of body.marks) stored.set(mark.recordId, mark);
      return json({ marks: [...stored.values()] });
    }
    throw new Error(`unexpected fetch ${init?.method ?? 'GET'} ${path}`);
  });
  return { bodies, stored };
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderResults(at = '/results/career-ideas', user: CurrentUserDto = CLIENT) {
  return renderRoutes(
    <Route
      path="/results/career-ideas?"
      element={
        <>
          <SyncProvider userId={user._id} />
          <ResultsPage />
          <Address />
        </>
      }
    />,
    { at },
  );
}

const idea = (title: string) => within(screen.getByRole('article', { name: title }));

describe("the client's career ideas under Results", () => {
  beforeEach(resetLocalDb);
  afterEach(() => vi.unstubAllGlobals());

  it('shows what the counselor shared at /results/career-ideas, with O*NET links and attribution', async () => {
    serve();
    renderResults();
    expect(await screen.findByRole('heading', { level: 2, name: 'Career ideas from your counselor' })).toBeInTheDocument();
    expect(await screen.findByText('Shared on November 21, 2026')).toBeInTheDocument();
    expect(screen.getByText(/We talked about work with people\.\s+Start with the first two\./).textContent).toBe('We talked about work with people.\nStart with the first two.');

    // Once, above the ideas: what the bands mean, in the client's words.
    expect(screen.getAllByText(CAREER_BANDS_NOTE_CLIENT)).toHaveLength(1);
    expect(screen.queryByText(CAREER_BANDS_NOTE_COUNSELOR)).toBeNull();
    expect(screen.queryByRole('note', { name: UNDIFFERENTIATED_TITLE_CLIENT })).toBeNull();

    const counselor = idea('School Counselor');
    expect(counselor.getByRole('heading', { level: 3, name: 'School Counselor' })).toBeInTheDocument();
    expect(counselor.getByText('You lit up talking about mentoring.')).toBeInTheDocument();
    expect(counselor.getByText('Strong match, 3rd of 923')).toBeInTheDocument();
    expect(counselor.getByText('An estimate: if you took the Strong again, this idea would be in your top 10 about 7 times in 10.')).toBeInTheDocument();
    expect(within(counselor.getByRole('list', { name: 'Why it may fit' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "Your top themes Social and Artistic are this job's first two.",
      'It values Relationships, as you do.',
    ]);
    expect(within(counselor.getByRole('list', { name: 'Worth knowing' })).getByText('It usually needs more education than you have.')).toBeInTheDocument();
    expect(counselor.getByRole('heading', { level: 4, name: 'Worth knowing' })).toBeInTheDocument();
    expect(counselor.queryByText(/of 100|%/)).toBeNull();
    expect(counselor.getByText('Job Zone 5: extensive preparation')).toBeInTheDocument();
    expect(counselor.getByText("Education: Master's degree")).toBeInTheDocument();
    expect(counselor.getByText('Median wage: $48,000 a year (BLS May 2019)')).toBeInTheDocument();
    expect(counselor.getByText('Helps students choose courses and careers.')).toBeInTheDocument();
    const link = counselor.getByRole('link', { name: 'O*NET OnLine page' });
    expect(link).toHaveAttribute('href', 'https://www.onetonline.org/link/summary/21-1012.00');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    const gone = idea('Florist');
    expect(gone.getByText('Arranges flowers.')).toBeInTheDocument();
    expect(gone.queryByRole('link')).toBeNull();
    expect(gone.getByText('Some match, 180th of 923')).toBeInTheDocument();
    // 180th, and no retest brings it into the top 10: nothing said of retests.
    expect(gone.queryByText(/if you took the Strong again|top 10/)).toBeNull();
    expect(gone.queryByRole('heading', { name: 'Worth knowing' })).toBeNull();
    expect(screen.getByText(O_NET_ATTRIBUTION)).toBeInTheDocument();

    const menu = within(screen.getByRole('navigation', { name: 'Results' }));
    expect(menu.getByRole('button', { name: 'Career ideas from your counselor' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an idea shared before bands as it was shown then: its fit out of 100 and its why', async () => {
    serve({ shortlist: () => EARLIER_SHARE });
    renderResults();
    const counselor = within(await screen.findByRole('article', { name: 'School Counselor' }));
    expect(counselor.getByText('Fit 82 of 100')).toBeInTheDocument();
    expect(counselor.getByText('Why it may fit: Social interests, like yours')).toBeInTheDocument();
    expect(counselor.getByText('You lit up talking about mentoring.')).toBeInTheDocument();
    expect(counselor.queryByText(/ match, /)).toBeNull();
    expect(counselor.queryByRole('heading', { name: 'Why it may fit' })).toBeNull();
    // Without a fit then, none now.
    expect(idea('Florist').queryByText(/^Fit |match/)).toBeNull();
    // No bands, so no line about them.
    expect(screen.queryByText(CAREER_BANDS_NOTE_CLIENT)).toBeNull();
  });

  it("says so, in the client's words, when their interests were too broad to rank jobs by", async () => {
    const broad = { ...COUNSELOR_FIT, band: 'some' as const, differentiation: 4, undifferentiated: true };
    serve({ shortlist: () => ({ ...SHORTLIST, items: [{ ...COUNSELOR, shared: broad }] }) });
    renderResults();
    const note = await screen.findByRole('note', { name: UNDIFFERENTIATED_TITLE_CLIENT });
    expect(within(note).getByText(UNDIFFERENTIATED_TEXT_CLIENT)).toBeInTheDocument();
    expect(UNDIFFERENTIATED_TEXT_CLIENT).toMatch(/none is rated above Some match/);
    expect(UNDIFFERENTIATED_TEXT_CLIENT).toMatch(/Occupational Scales and Basic Interest Scales/);
    expect(idea('School Counselor').getByText('Some match, 3rd of 923')).toBeInTheDocument();
    expect(screen.getByText(CAREER_BANDS_NOTE_CLIENT)).toBeInTheDocument();
  });

  it('is in the results menu once something is shared; choosing it and then a result moves between the addresses', async () => {
    serve();
    renderResults('/results');
    const menu = within(await screen.findByRole('navigation', { name: 'Results' }));
    const events = userEvent.setup();
    await events.click(await menu.findByRole('button', { name: 'Career ideas from your counselor' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Career ideas from your counselor' })).toHaveFocus();
    expect(screen.getByTestId('address')).toHaveTextContent('/results/career-ideas');

    await events.click(menu.getByRole('button', { name: 'Depression Screening' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Depression Screening' })).toHaveFocus();
    expect(screen.getByTestId('address')).toHaveTextContent('/results?view=depression-screening');
  });

  it('says so when nothing is shared yet, and the menu does not offer it', async () => {
    serve({ shortlist: () => NOTHING_SHARED });
    const { unmount } = renderResults();
    expect(await screen.findByText('Your counselor has not shared career ideas yet.')).toBeInTheDocument();
    unmount();
    const { queryClient } = renderResults('/results');
    expect(await screen.findByRole('heading', { level: 2, name: 'You Did it!' })).toBeInTheDocument();
    // The (empty) shortlist has arrived and the page has rendered with it: still no item.
    await vi.waitFor(() => expect(queryClient.getQueryState(shortlistKey('client-1'))?.status).toBe('success'));
    await act(async () => undefined);
    expect(await screen.findByRole('navigation', { name: 'Results' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Career ideas from your counselor' })).toBeNull();
  });

  it('reads offline from this device after one visit online', async () => {
    serve();
    const { unmount } = renderResults();
    expect(await screen.findByRole('article', { name: 'School Counselor' })).toBeInTheDocument();
    await vi.waitFor(async () => expect(await localDb.shortlists.get('client-1')).toBeDefined());
    unmount();

    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      if (String(input) === '/api/users/current') return json(CLIENT);
      if (String(input) === '/api/content/results') return json({});
      return offline();
    });
    renderResults();
    expect(await screen.findByRole('article', { name: 'School Counselor' })).toBeInTheDocument();
    expect(await screen.findByText('You appear to be offline: these are the career ideas as last loaded on this device.')).toBeInTheDocument();
    expect(screen.getByText('Shared on November 21, 2026')).toBeInTheDocument();
    // The band, its reasons and the bands line come from the device's copy too.
    expect(idea('School Counselor').getByText('Strong match, 3rd of 923')).toBeInTheDocument();
    expect(within(idea('School Counselor').getByRole('list', { name: 'Worth knowing' })).getByText('It usually needs more education than you have.')).toBeInTheDocument();
    expect(screen.getByText(CAREER_BANDS_NOTE_CLIENT)).toBeInTheDocument();
  });

  it('asks to connect once when offline and never seen', async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => (String(input) === '/api/users/current' ? json(CLIENT) : offline()));
    renderResults();
    expect(await screen.findByText('Connect to the internet once to see the career ideas your counselor shared.')).toBeInTheDocument();
  });

  it('saves a mark on this device at once and the sync sends it; pressing it again clears it', async () => {
    let online = false;
    const server = serve({ marksOnline: () => online });
    renderResults();
    const events = userEvent.setup();
    await screen.findByRole('article', { name: 'School Counselor' });
    const counselor = () => idea('School Counselor');
    expect(counselor().getByRole('group', { name: 'Your answer on School Counselor' })).toBeInTheDocument();
    await events.click(counselor().getByRole('button', { name: 'Not for me' }));
    await vi.waitFor(() => expect(counselor().getByRole('button', { name: 'Not for me' })).toHaveAttribute('aria-pressed', 'true'));
    expect(counselor().getByRole('button', { name: 'Interested' })).toHaveAttribute('aria-pressed', 'false');
    expect(await counselor().findByText('Saved on this device, will sync')).toBeInTheDocument();
    expect(await localDb.ideaMarks.get(['client-1', 'rec-counselor'])).toMatchObject({ mark: 'not_for_me', dirty: 1 });

    // Offline: the upload fails and the mark waits on the device.
    await act(() => requestSyncNow());
    expect(server.bodies).toEqual([]);
    expect(counselor().getByText('Saved on this device, will sync')).toBeInTheDocument();

    online = true;
    await act(() => requestSyncNow());
    expect(server.bodies).toEqual([{ marks: [{ recordId: 'rec-counselor', mark: 'not_for_me', stamp: expect.any(Number) }] }]);
    await vi.waitFor(() => expect(counselor().queryByText('Saved on this device, will sync')).toBeNull());
    expect(counselor().getByRole('button', { name: 'Not for me' })).toHaveAttribute('aria-pressed', 'true');

    // Pressing it again clears the mark (sent as null).
    await events.click(counselor().getByRole('button', { name: 'Not for me' }));
    await vi.waitFor(() => expect(counselor().getByRole('button', { name: 'Not for me' })).toHaveAttribute('aria-pressed', 'false'));
    await act(() => requestSyncNow());
    expect(server.bodies.at(-1)).toEqual({ marks: [{ recordId: 'rec-counselor', mark: null, stamp: expect.any(Number) }] });
    expect(server.stored.get('rec-counselor')?.mark).toBeNull();
  });

  it('prints the career ideas after the results, with the marks in words and no buttons', async () => {
    vi.stubGlobal('print', vi.fn());
    const server = serve();
    server.stored.set('rec-counselor', { recordId: 'rec-counselor', mark: 'interested', stamp: 5 });
    renderResults('/results');
    const events = userEvent.setup();
    await screen.findByRole('button', { name: 'Career ideas from your counselor' });
    await events.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    const report = within(screen.getByTestId('results-report'));
    expect(report.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Depression Screening', 'Career ideas from your counselor']);
    const counselor = within(report.getByRole('article', { name: 'School Counselor' }));
    expect(counselor.getByText('Interested', { exact: false })).toHaveTextContent('Your answer: Interested');
    expect(counselor.getByText('Strong match, 3rd of 923')).toBeInTheDocument();
    expect(counselor.getByText('An estimate: if you took the Strong again, this idea would be in your top 10 about 7 times in 10.')).toBeInTheDocument();
    expect(within(counselor.getByRole('list', { name: 'Why it may fit' })).getByText('It values Relationships, as you do.')).toBeInTheDocument();
    expect(within(counselor.getByRole('list', { name: 'Worth knowing' })).getByText('It usually needs more education than you have.')).toBeInTheDocument();
    expect(counselor.getByText('You lit up talking about mentoring.')).toBeInTheDocument();
    expect(report.getByText(CAREER_BANDS_NOTE_CLIENT)).toBeInTheDocument();
    expect(counselor.getByText(/https:\/\/www\.onetonline\.org\/link\/summary\/21-1012\.00/)).toBeInTheDocument();
    expect(within(report.getByRole('article', { name: 'Florist' })).getByText('No answer yet', { exact: false })).toHaveTextContent('Your answer: No answer yet');
    expect(report.queryByRole('button')).toBeNull();
    expect(report.getByText(O_NET_ATTRIBUTION)).toBeInTheDocument();
    window.dispatchEvent(new Event('afterprint'));
  });

  it('cannot be marked while an admin views the client', async () => {
    const acting = userFixture({ ...CLIENT, actingAs: { admin: { _id: 'a1', firstName: 'Ada', lastName: 'Admin', timeZone: null }, expiresAt: '2026-11-21T16:00:00.000Z' } });
    serve({ user: acting });
    renderResults('/results/career-ideas', acting);
    await screen.findByRole('article', { name: 'School Counselor' });
    const counselor = idea('School Counselor');
    expect(counselor.getByRole('button', { name: 'Interested' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(counselor.getByRole('button', { name: 'Interested' }));
    expect(await localDb.ideaMarks.count()).toBe(0);
  });
});
