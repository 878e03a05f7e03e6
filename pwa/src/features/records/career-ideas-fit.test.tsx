import type { RecordSearchDto } from '@career/sync-server/records/contract/record-dto';
import { CAREER_BANDS_NOTE_COUNSELOR, CAREER_PROFILE_GAP_TEXT } from '@career/sync-server/records/contract/career-idea-dto';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNDIFFERENTIATED_TEXT_COUNSELOR, UNDIFFERENTIATED_TITLE_COUNSELOR } from '../career-fit/undifferentiated-note';
import { PATH, address, choose, fitFixture, match, renderPage, sent, stubRecordsApi } from './career-ideas-test-page';

const FOR_CLIENT: RecordSearchDto = {
  exactMatch: [
    match({ _id: 'r1', jobTitle: 'Art Director', fit: fitFixture() }),
    match({
      _id: 'r3',
      jobTitle: 'Animator',
      fit: fitFixture({ band: 'good', rank: 41, stability: 0.24, why: ["Casey's top theme Artistic is this job's first."], worthKnowing: ['It usually pays less than Casey wishes.'] }),
      mbtiDerived: true,
      MBTI_2: 'NT',
      salary: '1',
      stress_level: 'L',
    }),
  ],
  suggestion: [
    match({
      _id: 'r2',
      jobTitle: 'Graphic Designer',
      fit: fitFixture({ band: 'good', rank: 22, stability: 0.31, why: ["Casey's top theme Artistic is this job's first."] }),
      why: 'matches Interest 1 Artistic; differs on Salary Level',
    }),
  ],
  exactTotal: 2,
  page: 1,
  pageSize: 50,
  fitFor: { userId: 'u7', missing: ['values', 'salary'], undifferentiated: false },
};

const NO_INTERESTS: RecordSearchDto = {
  exactMatch: [match({})],
  suggestion: [],
  exactTotal: 1,
  page: 1,
  pageSize: 50,
  fitFor: { userId: 'u7', missing: ['interests', 'education'], undifferentiated: false },
};

const FOR_U7 = `${PATH}?SII_1=Artistic&MBTI_1=E&forUser=u7`;
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

afterEach(() => vi.unstubAllGlobals());

describe('CareerIdeasPage for a client', () => {
  it('sends forUser, says the results are sorted by fit, what the bands mean and what the fit leaves out, and shows each band, place, stability and reasons', async () => {
    const searches = stubRecordsApi(FOR_CLIENT);
    renderPage(FOR_U7);
    const matches = await screen.findByRole('region', { name: 'Matches' });
    expect(sent(searches[0])).toEqual({ SII_1: 'Artistic', MBTI_1: 'E', forUser: 'u7' });
    expect(screen.getByText("Sorted by fit to this client's results, highest first.")).toBeInTheDocument();
    expect(screen.getAllByText(CAREER_BANDS_NOTE_COUNSELOR)).toHaveLength(1);
    expect(screen.getByText(CAREER_PROFILE_GAP_TEXT.values)).toBeInTheDocument();
    expect(screen.getByText(CAREER_PROFILE_GAP_TEXT.salary)).toBeInTheDocument();
    expect(screen.queryByText(CAREER_PROFILE_GAP_TEXT.interests)).toBeNull();
    expect(screen.queryByRole('note', { name: UNDIFFERENTIATED_TITLE_COUNSELOR })).toBeNull();

    // In the server's order (by fit), each with its band, place, stability and reasons.
    const cards = within(matches).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Art Director', 'Animator']);
    const director = within(cards[0]!);
    expect(director.getByText('Strong match')).toBeInTheDocument();
    expect(director.getByText('Strong match, 3rd of 923')).toBeInTheDocument();
    expect(director.getByText('In the top 10 in about 7 of 10 simulated retests')).toBeInTheDocument();
    expect(within(director.getByRole('list', { name: 'Why it may fit' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "Casey's top themes Artistic and Enterprising are this job's first two.",
      'It pays what Casey wishes.',
    ]);
    expect(director.queryByRole('heading', { name: 'Worth knowing' })).toBeNull();
    expect(director.getByText('Why: matches Interest 1 Artistic, Salary $100k+')).toBeInTheDocument();
    const animator = within(cards[1]!);
    expect(animator.getByText('Good match, 41st of 923')).toBeInTheDocument();
    expect(animator.getByText('In the top 10 in about 2 of 10 simulated retests')).toBeInTheDocument();
    expect(within(animator.getByRole('list', { name: 'Worth knowing' })).getByText('It usually pays less than Casey wishes.')).toBeInTheDocument();
    const designer = within(within(screen.getByRole('region', { name: 'Suggestions' })).getByRole('article', { name: 'Graphic Designer' }));
    expect(designer.getByText('Good match, 22nd of 923')).toBeInTheDocument();
    // Never a number out of 100, never a percentage.
    expect(matches.textContent).not.toMatch(/Fit \d|of 100\b|%/);
  });

  it("says plainly when the client's interests are broad", async () => {
    stubRecordsApi({
      ...FOR_CLIENT,
      exactMatch: [match({ fit: fitFixture({ band: 'some', rank: 1 }) })],
      suggestion: [],
      exactTotal: 1,
      fitFor: { userId: 'u7', missing: [], undifferentiated: true },
    });
    renderPage(FOR_U7);
    const note = await screen.findByRole('note', { name: UNDIFFERENTIATED_TITLE_COUNSELOR });
    expect(within(note).getByText(UNDIFFERENTIATED_TEXT_COUNSELOR)).toBeInTheDocument();
    expect(screen.getByText('Some match, 1st of 923')).toBeInTheDocument();
    expect(screen.getByText(CAREER_BANDS_NOTE_COUNSELOR)).toBeInTheDocument();
  });

  it('says why nothing is sorted by fit when the client has no interests yet', async () => {
    stubRecordsApi(NO_INTERESTS);
    renderPage(FOR_U7);
    expect(await screen.findByText(new RegExp(CAREER_PROFILE_GAP_TEXT.interests.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeInTheDocument();
    expect(screen.getByText(/Matches are listed by job title and suggestions by how many filters they match\./)).toBeInTheDocument();
    expect(screen.queryByText("Sorted by fit to this client's results, highest first.")).toBeNull();
    expect(screen.queryByText(CAREER_BANDS_NOTE_COUNSELOR)).toBeNull();
  });

  it('says nothing of fit for a search not opened for a client', async () => {
    stubRecordsApi({ ...NO_INTERESTS, fitFor: null });
    renderPage(`${PATH}?SII_1=Artistic`);
    await screen.findByRole('article', { name: 'Art Director' });
    expect(screen.queryByText(/Sorted by fit/)).toBeNull();
    expect(screen.queryByText(CAREER_PROFILE_GAP_TEXT.interests)).toBeNull();
    expect(screen.queryByText(CAREER_BANDS_NOTE_COUNSELOR)).toBeNull();
    expect(screen.queryByText(/match, \d/)).toBeNull();
  });

  it("keeps forUser when the admin changes the filters, resets them or searches again", async () => {
    const searches = stubRecordsApi(FOR_CLIENT);
    renderPage(FOR_U7);
    await screen.findByRole('region', { name: 'Matches' });
    await choose('Stress Level', 'Low');
    expect(address()).toBe(`${PATH}?SII_1=Artistic&MBTI_1=E&stress_level=L&forUser=u7`);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(searches).toHaveLength(2));
    expect(sent(searches[1])).toEqual({ SII_1: 'Artistic', MBTI_1: 'E', stress_level: 'L', forUser: 'u7' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(address()).toBe(`${PATH}?forUser=u7`);
  });
});

describe('CareerIdeasPage table view', () => {
  it('shows the same records one row each, with match and why, kept in the address and remembered on this device', async () => {
    const user = setupUser();
    stubRecordsApi(FOR_CLIENT);
    const { unmount } = renderPage(FOR_U7);
    await screen.findByRole('region', { name: 'Matches' });
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    expect(address()).toBe(`${FOR_U7}&view=table`);
    expect(screen.queryByRole('article')).toBeNull();

    const table = screen.getByRole('table', { name: 'Matches' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.getAttribute('aria-label') ?? header.textContent)).toEqual([
      'Job Title',
      'Match',
      'Interest 1',
      'Interest 2',
      'Interest 3',
      'Introvert/Extrovert',
      'Motivation',
      'Judging/Perceiving',
      'Salary Level',
      'Education',
      'Stress Level',
      'Why',
    ]);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Art Director', 'Animator']);
    const animator = within(table).getByRole('row', { name: /^Animator/ });
    expect(within(animator).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Good match, 41st of 923 In the top 10 in about 2 of 10 simulated retests',
      'Artistic',
      'Enterprising',
      'Social',
      'E* (derived)',
      'NT* (derived)',
      'J* (derived)',
      '<$100k',
      "Bachelor's Degree",
      'Low',
      "matches Interest 1 Artistic, Salary $100k+ Why it may fit: Casey's top theme Artistic is this job's first. Worth knowing: It usually pays less than Casey wishes.",
    ]);
    expect(screen.getByText('* Derived from the O*NET interest profile, not measured.')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Suggestions' })).getByRole('rowheader', { name: 'Graphic Designer' })).toBeInTheDocument();

    // Another search opened without view= shows the table again: the choice is remembered.
    unmount();
    renderPage(FOR_U7);
    expect(await screen.findByRole('table', { name: 'Matches' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    expect(address()).toBe(`${FOR_U7}&view=cards`);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('leaves the Match column out when the search is not for a client, and keeps the view across pages', async () => {
    stubRecordsApi({ ...FOR_CLIENT, exactMatch: [match({})], exactTotal: 120, fitFor: null, suggestion: [] });
    renderPage(`${PATH}?SII_1=Artistic&view=table`);
    const table = await screen.findByRole('table', { name: 'Matches' });
    expect(within(table).queryByRole('columnheader', { name: 'Match' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(address()).toBe(`${PATH}?SII_1=Artistic&page=2&view=table`);
  });
});
