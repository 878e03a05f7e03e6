import type { RecordSearchDto } from '@career/sync-server/records/contract/record-dto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/render-app';
import { PATH, address, choose, match, renderPage, sent, stubRecordsApi } from './career-ideas-test-page';

const TOTAL = 237;
const SUGGESTIONS = [match({ _id: 's1', jobTitle: 'Graphic Designer', why: 'matches Interest 1 Artistic' })];

/** The server's answer for one page of 237 exact matches ('Job 1' … 'Job 237'), suggestions only with page 1. */
function pageOf(url: URL): RecordSearchDto {
  const page = Number(url.searchParams.get('page') ?? '1');
  const first = (page - 1) * 50 + 1;
  const count = Math.max(0, Math.min(50, TOTAL - first + 1));
  const exactMatch = Array.from({ length: count }, (_, index) => match({ _id: `m${first + index}`, jobTitle: `Job ${first + index}` }));
  return { exactMatch, suggestion: page === 1 ? SUGGESTIONS : [], exactTotal: TOTAL, page, pageSize: 50, fitFor: null };
}

/** user-event without its pointer-events check, which reads computed styles up the tree on every click (slow in jsdom with 50 cards). */
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const pager = () => screen.getByRole('navigation', { name: 'Pages of matches' });
const matches = () => screen.getByRole('region', { name: 'Matches' });
const titles = () => within(matches()).getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

afterEach(() => vi.unstubAllGlobals());

describe('CareerIdeasPage paging', () => {
  it("pages through every match with Next, a page number and Previous, each in the address, and takes the reader back to 'Matches'", async () => {
    const user = setupUser();
    const searches = stubRecordsApi((_signal, url) => json(pageOf(url)));
    renderPage(`${PATH}?SII_1=Artistic&MBTI_1=E`);
    expect(await within(await screen.findByRole('region', { name: 'Matches' })).findByText('Showing 1-50 of 237 exact matches.')).toBeInTheDocument();
    expect(screen.getByText('Found 237 matches and 1 suggestion.')).toBeInTheDocument();
    expect(titles()).toHaveLength(50);
    expect(within(pager()).getByText('Showing 1-50 of 237')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pager()).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).getAllByRole('button', { name: /^Page \d$/ }).map((button) => button.textContent)).toEqual(['1', '2', '3', '4', '5']);

    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(address()).toBe(`${PATH}?SII_1=Artistic&MBTI_1=E&page=2`);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Matches' }));
    expect(await within(pager()).findByText('Showing 51-100 of 237')).toBeInTheDocument();
    expect(sent(searches[1])).toEqual({ SII_1: 'Artistic', MBTI_1: 'E', page: '2' });
    expect(titles()[0]).toBe('Job 51');
    expect(screen.getByText('Found 237 matches. Page 2 of 5.')).toBeInTheDocument();
    // Suggestions come with the first page only.
    expect(within(screen.getByRole('region', { name: 'Suggestions' })).getByText('The suggestions are on page 1.')).toBeInTheDocument();

    await user.click(within(pager()).getByRole('button', { name: 'Page 5' }));
    expect(await within(pager()).findByText('Showing 201-237 of 237')).toBeInTheDocument();
    expect(titles()).toHaveLength(37);
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pager()).getByRole('button', { name: 'Previous' }));
    expect(await within(pager()).findByText('Showing 151-200 of 237')).toBeInTheDocument();
    expect(address()).toBe(`${PATH}?SII_1=Artistic&MBTI_1=E&page=4`);
    expect(searches.map((search) => search.url.searchParams.get('page'))).toEqual([null, '2', '5', '4']);
  });

  it("keeps a page on screen, marked busy, while the next one loads", async () => {
    const user = setupUser();
    let release = () => {};
    const searches = stubRecordsApi(
      (_signal, url) =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json(pageOf(url)));
          if (!url.searchParams.has('page')) release();
        }),
    );
    renderPage(`${PATH}?SII_1=Artistic`);
    await waitFor(() => expect(titles()).toHaveLength(50));
    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Loading page 2...')).toBeInTheDocument();
    expect(matches()).toHaveAttribute('aria-busy', 'true');
    expect(titles()[0]).toBe('Job 1');
    expect(searches).toHaveLength(2);
    release();
    await waitFor(() => expect(titles()[0]).toBe('Job 51'));
    expect(matches()).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('Loading page 2...')).toBeNull();
  });

  it("opens at the page in the address, pages by keyboard, and the browser's Back button goes to the page before", async () => {
    const user = setupUser();
    const searches = stubRecordsApi((_signal, url) => json(pageOf(url)));
    renderPage(`${PATH}?SII_1=Artistic&page=3`);
    expect(await screen.findByText('Showing 101-150 of 237')).toBeInTheDocument();
    expect(sent(searches[0])).toEqual({ SII_1: 'Artistic', page: '3' });
    // By keyboard: the pager's buttons are ordinary buttons.
    within(pager()).getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Showing 151-200 of 237')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByText('Showing 101-150 of 237')).toBeInTheDocument();
    expect(address()).toBe(`${PATH}?SII_1=Artistic&page=3`);
    expect(searches.map((search) => search.url.searchParams.get('page'))).toEqual(['3', '4', '3']);
  });

  it('goes back to page 1 when a filter changes or Search is pressed', async () => {
    const user = setupUser();
    const searches = stubRecordsApi((_signal, url) => json(pageOf(url)));
    renderPage(`${PATH}?SII_1=Artistic&page=2`);
    expect(await screen.findByText('Showing 51-100 of 237')).toBeInTheDocument();
    await choose('Stress Level', 'High');
    expect(address()).toBe(`${PATH}?SII_1=Artistic&stress_level=H`);
    // A filter change alone searches nothing: the results stay those of the search shown.
    expect(searches).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Showing 1-50 of 237')).toBeInTheDocument();
    expect(sent(searches[1])).toEqual({ SII_1: 'Artistic', stress_level: 'H' });
  });

  it('says how many pages there are when the address asks for one past the last', async () => {
    const user = setupUser();
    stubRecordsApi((_signal, url) => json(pageOf(url)));
    renderPage(`${PATH}?SII_1=Artistic&page=9`);
    expect(await within(await screen.findByRole('region', { name: 'Matches' })).findByText('There are only 5 pages of matches.')).toBeInTheDocument();
    expect(screen.queryByText('No records found')).toBeNull();
    await user.click(within(pager()).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 201-237 of 237')).toBeInTheDocument();
  });

  it('shows no pager when every match fits one page', async () => {
    stubRecordsApi({ exactMatch: [match({})], suggestion: [], exactTotal: 1, page: 1, pageSize: 50, fitFor: null });
    renderPage(`${PATH}?SII_1=Artistic`);
    await screen.findByRole('article', { name: 'Art Director' });
    expect(screen.queryByRole('navigation', { name: 'Pages of matches' })).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });
});
