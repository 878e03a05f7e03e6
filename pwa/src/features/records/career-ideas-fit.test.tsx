import type { RecordSearchDto } from '@career/sync-server/records/contract/record-dto';
import { CAREER_PROFILE_GAP_TEXT } from '@career/sync-server/records/contract/career-idea-dto';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATH, address, choose, match, renderPage, sent, stubRecordsApi } from './career-ideas-test-page';

const FOR_CLIENT: RecordSearchDto = {
  exactMatch: [
    match({ _id: 'r1', jobTitle: 'Art Director', fit: 82, fitWhy: 'Shares the top interests Artistic and Enterprising. Pays what the client wishes.' }),
    match({ _id: 'r3', jobTitle: 'Animator', fit: 64.4, fitWhy: 'Shares the top interest Artistic.', mbtiDerived: true, MBTI_2: 'NT', salary: '1', stress_level: 'L' }),
  ],
  suggestion: [match({ _id: 'r2', jobTitle: 'Graphic Designer', fit: 71, fitWhy: 'Shares the top interest Artistic.', why: 'matches Interest 1 Artistic; differs on Salary Level' })],
  exactTotal: 2,
  page: 1,
  pageSize: 50,
  fitFor: { userId: 'u7', missing: ['type', 'salary'] },
};

const NO_INTERESTS: RecordSearchDto = {
  exactMatch: [match({})],
  suggestion: [],
  exactTotal: 1,
  page: 1,
  pageSize: 50,
  fitFor: { userId: 'u7', missing: ['interests', 'education'] },
};

const FOR_U7 = `${PATH}?SII_1=Artistic&MBTI_1=E&forUser=u7`;
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

afterEach(() => vi.unstubAllGlobals());

describe('CareerIdeasPage for a client', () => {
  it('sends forUser, says the results are sorted by fit and what the fit leaves out, and shows each fit and why', async () => {
    const searches = stubRecordsApi(FOR_CLIENT);
    renderPage(FOR_U7);
    const matches = await screen.findByRole('region', { name: 'Matches' });
    expect(sent(searches[0])).toEqual({ SII_1: 'Artistic', MBTI_1: 'E', forUser: 'u7' });
    expect(screen.getByText("Sorted by fit to this client's results, highest first.")).toBeInTheDocument();
    expect(screen.getByText(CAREER_PROFILE_GAP_TEXT.type)).toBeInTheDocument();
    expect(screen.getByText(CAREER_PROFILE_GAP_TEXT.salary)).toBeInTheDocument();
    expect(screen.queryByText(CAREER_PROFILE_GAP_TEXT.interests)).toBeNull();

    // In the server's order (by fit), each with its badge and reasons.
    const cards = within(matches).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Art Director', 'Animator']);
    expect(within(cards[0]!).getByText('Fit 82')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Shares the top interests Artistic and Enterprising. Pays what the client wishes.')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Why: matches Interest 1 Artistic, Salary $100k+')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Fit 64')).toBeInTheDocument();
    const designer = within(screen.getByRole('region', { name: 'Suggestions' })).getByRole('article', { name: 'Graphic Designer' });
    expect(within(designer).getByText('Fit 71')).toBeInTheDocument();
  });

  it('says why nothing is sorted by fit when the client has no interests yet', async () => {
    stubRecordsApi(NO_INTERESTS);
    renderPage(FOR_U7);
    expect(await screen.findByText(new RegExp(CAREER_PROFILE_GAP_TEXT.interests.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeInTheDocument();
    expect(screen.getByText(/Matches are listed by job title and suggestions by how many filters they match\./)).toBeInTheDocument();
    expect(screen.queryByText("Sorted by fit to this client's results, highest first.")).toBeNull();
    expect(screen.queryByText(/^Fit \d+$/)).toBeNull();
  });

  it('says nothing of fit for a search not opened for a client', async () => {
    stubRecordsApi({ ...NO_INTERESTS, fitFor: null });
    renderPage(`${PATH}?SII_1=Artistic`);
    await screen.findByRole('article', { name: 'Art Director' });
    expect(screen.queryByText(/Sorted by fit/)).toBeNull();
    expect(screen.queryByText(CAREER_PROFILE_GAP_TEXT.interests)).toBeNull();
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
  it('shows the same records one row each, with fit and why, kept in the address and remembered on this device', async () => {
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
      'Fit',
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
      '64',
      'Artistic',
      'Enterprising',
      'Social',
      'E* (derived)',
      'NT* (derived)',
      'J* (derived)',
      '<$100k',
      "Bachelor's Degree",
      'Low',
      'matches Interest 1 Artistic, Salary $100k+ Shares the top interest Artistic.',
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

  it('leaves the Fit column out when the search is not for a client, and keeps the view across pages', async () => {
    stubRecordsApi({ ...FOR_CLIENT, exactMatch: [match({})], exactTotal: 120, fitFor: null, suggestion: [] });
    renderPage(`${PATH}?SII_1=Artistic&view=table`);
    const table = await screen.findByRole('table', { name: 'Matches' });
    expect(within(table).queryByRole('columnheader', { name: 'Fit' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(address()).toBe(`${PATH}?SII_1=Artistic&page=2&view=table`);
  });
});
