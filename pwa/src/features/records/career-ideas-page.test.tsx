import type { RecordSearchDto } from '@career/sync-server/records/contract/record-dto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/render-app';
import { NOTHING, PATH, address, choose, filter, match, renderPage, stubRecordsApi } from './career-ideas-test-page';

const RESULT: RecordSearchDto = {
  exactMatch: [match({})],
  suggestion: [match({ _id: 'r2', jobTitle: 'Graphic Designer', salary: '1', stress_level: 'L', mbtiDerived: true, why: 'matches Interest 1 Artistic; differs on Salary Level' })],
  exactTotal: 1,
  page: 1,
  pageSize: 50,
  fitFor: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('CareerIdeasPage', () => {
  it('starts from the filters in the address and searches with them at once', async () => {
    const searches = stubRecordsApi(RESULT);
    renderPage(`${PATH}?SII_1=Artistic&salary=2&MBTI_2=NF`);
    expect(screen.getByRole('heading', { level: 1, name: 'Data-Driven Career Ideas' })).toBeInTheDocument();
    expect(filter('Interest 1')).toHaveTextContent('Artistic');
    expect(filter('Salary Level')).toHaveTextContent('$100k+');
    expect(filter('Motivation')).toHaveTextContent('Intuition-Feeling (NF)');
    expect(filter('Interest 2')).toHaveTextContent('Any');
    expect(await screen.findByRole('heading', { level: 2, name: 'Matches' })).toBeInTheDocument();
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0]?.url.searchParams ?? [])).toEqual({ SII_1: 'Artistic', salary: '2', MBTI_2: 'NF' });
  });

  it('writes every change to the address, and Reset blanks all the filters and the address', async () => {
    const searches = stubRecordsApi(RESULT);
    renderPage();
    await choose('Motivation', 'Intuition-Feeling (NF)');
    expect(address()).toBe(`${PATH}?MBTI_2=NF`);
    await choose('Interest 1', 'Social');
    expect(address()).toBe(`${PATH}?SII_1=Social&MBTI_2=NF`);
    expect(filter('Interest 1')).toHaveTextContent('Social');
    await choose('Motivation', 'Any');
    expect(address()).toBe(`${PATH}?SII_1=Social`);

    await choose('Stress Level', 'High');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(address()).toBe(PATH);
    for (const label of ['Interest 1', 'Stress Level', 'Motivation']) expect(filter(label)).toHaveTextContent('Any');
    expect(searches).toHaveLength(0);
  });

  it("asks for a filter before searching, sends nothing, and drops the message once one is chosen", async () => {
    const searches = stubRecordsApi(RESULT);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Atleast one filter is required');
    expect(searches).toHaveLength(0);
    await choose('Judging/Perceiving', 'Judging (J)');
    expect(screen.queryByText('Atleast one filter is required')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'Matches' });
    expect(Object.fromEntries(searches[0]?.url.searchParams ?? [])).toEqual({ MBTI_3: 'J' });
  });

  it('shows matches and suggestions as cards with their attributes and why they are listed', async () => {
    stubRecordsApi(RESULT);
    renderPage(`${PATH}?SII_1=Artistic`);
    const matches = await screen.findByRole('region', { name: 'Matches' });
    const director = within(matches).getByRole('article', { name: 'Art Director' });
    expect(within(director).getByRole('rowheader', { name: 'Salary Level' }).nextElementSibling).toHaveTextContent('$100k+');
    expect(within(director).getByRole('rowheader', { name: 'Stress Level' }).nextElementSibling).toHaveTextContent('High');
    expect(within(director).getByRole('rowheader', { name: 'Introvert/Extrovert' }).nextElementSibling).toHaveTextContent(/^Extrovert \(E\)$/);
    expect(within(director).getByText('Why: matches Interest 1 Artistic, Salary $100k+')).toBeInTheDocument();

    const suggestions = screen.getByRole('region', { name: 'Suggestions' });
    const designer = within(suggestions).getByRole('article', { name: 'Graphic Designer' });
    expect(within(designer).getByText('Why: matches Interest 1 Artistic; differs on Salary Level')).toBeInTheDocument();
    expect(within(designer).getByRole('rowheader', { name: 'Salary Level' }).nextElementSibling).toHaveTextContent('<$100k');
    expect(within(designer).getByRole('rowheader', { name: 'Motivation' }).nextElementSibling).toHaveTextContent('Intuition-Feeling (NF) (derived, not measured)');
    expect(screen.queryByText('No records found')).toBeNull();
  });

  it('expands and collapses a description', async () => {
    stubRecordsApi(RESULT);
    renderPage(`${PATH}?SII_1=Artistic`);
    const director = await screen.findByRole('article', { name: 'Art Director' });
    const more = within(director).getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    const less = within(director).getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(less);
    expect(within(director).getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("says 'No records found' when there are neither matches nor suggestions", async () => {
    stubRecordsApi(() => json(NOTHING));
    renderPage(`${PATH}?familyType=Legal%20Occupations`);
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Matches' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Suggestions' })).toBeNull();
  });

  it('offers only the salary and stress codes the spec allows, in words, and skips empty values', async () => {
    stubRecordsApi(RESULT);
    renderPage();
    await userEvent.click(filter('Salary Level'));
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Any', '<$100k', '$100k+']));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(filter('Stress Level'));
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Any', 'Low', 'High']));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(filter('Job Family'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Any', 'Arts, Design, Entertainment, Sports, and Media Occupations']);
  });

  it("shows the server's message when a search fails", async () => {
    stubRecordsApi(() => json({ error: { code: 'bad_request', message: 'Atleast one filter is required' } }, 400));
    renderPage(`${PATH}?SII_1=Artistic`);
    expect(await screen.findByText('Atleast one filter is required')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Matches' })).toBeNull();
  });

  it('aborts a search still in flight when a new one starts, and shows only the new answer', async () => {
    let first = true;
    const searches = stubRecordsApi((signal) => {
      if (!first) return json(NOTHING);
      first = false;
      return new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
    });
    renderPage(`${PATH}?SII_1=Artistic`);
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    await waitFor(() => expect(searches).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(searches).toHaveLength(2);
    expect(searches[0]?.signal?.aborted).toBe(true);
    expect(searches[1]?.signal?.aborted).toBe(false);
  });

  it('links back, to the records, and credits O*NET', () => {
    stubRecordsApi(RESULT);
    renderPage();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/search-record');
    expect(screen.getByRole('link', { name: 'Edit the records' })).toHaveAttribute('href', '/admin/database');
    expect(screen.getByText(/O\*NET 29\.3 Database/)).toBeInTheDocument();
  });
});
