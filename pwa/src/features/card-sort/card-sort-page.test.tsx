import { dealByCounts } from '@career/scoring/card-sort/card-sort-test-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readAssessment } from '../../offline/answer-store';
import { fakeServer, freshDeviceForEachTest } from '../assessments/assessment-test-harness';
import { cardSortUser, cardTitle, column, renderCardSort, storedRows, storeSort, titlesIn, WAIT } from './card-sort-test-harness';

const user = cardSortUser('u-card-sort');

async function pressFinish() {
  await userEvent.setup().click(screen.getByRole('button', { name: "I'm Finished" }));
}

describe('CardSortPage', () => {
  freshDeviceForEachTest();

  it('starts a fresh sort with every card in Start and saves every list on the device', async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    renderCardSort(user._id);
    expect(screen.getByRole('heading', { level: 1, name: 'Career Values Card Sort' })).toBeInTheDocument();
    expect(await screen.findByText('0 of 54 answered', {}, WAIT)).toBeInTheDocument();
    expect(titlesIn('Start')).toHaveLength(54);
    expect(screen.getByRole('region', { name: 'Always' })).toHaveAccessibleDescription('0 cards (min 8, max 14)');
    expect(screen.getByRole('button', { name: 'Using my strengths' })).toHaveAccessibleDescription(/^Work that draws on the things I do best, every day\./);
    await waitFor(async () => {
      const { answers } = await readAssessment(user._id, 'career-values');
      expect(answers).toMatchObject({ always: [], often: [], sometimes: [], seldom: [], never: [], rank: [] });
      expect(answers.start).toHaveLength(54);
    }, WAIT);
  });

  it('starts a fresh sort when the saved answers cannot be loaded from the server', async () => {
    const server = fakeServer(user);
    const answerCalls: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/api/answers')) {
        answerCalls.push(init?.method ?? 'GET');
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return server.fetch(input, init);
    });
    renderCardSort(user._id);
    expect(await screen.findByText('0 of 54 answered', {}, WAIT)).toBeInTheDocument();
    expect(answerCalls[0]).toBe('GET');
    expect(titlesIn('Start')).toHaveLength(54);
    await waitFor(async () => expect((await readAssessment(user._id, 'career-values')).answers.start).toHaveLength(54), WAIT);
  });

  it("I'm Finished says how many cards are left and which column has too many", async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    await storeSort(user._id, dealByCounts({ always: 15, often: 10 }));
    renderCardSort(user._id);
    expect(await screen.findByText('25 of 54 answered', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Always' })).toHaveAccessibleDescription('15 cards (min 8, max 14)');
    await pressFinish();
    expect(await screen.findByText('Please finish sorting all values (29 left)', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Too many cards in "Always" column (max 14)')).toBeInTheDocument();
    expect(screen.queryByText(/Not enough cards/)).not.toBeInTheDocument();
    expect(screen.queryByText(/home page/)).not.toBeInTheDocument();
    expect((await readAssessment(user._id, 'career-values')).finishRequested).toBe(false);
  });

  it("I'm Finished says which column has not enough cards once all are sorted", async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    await storeSort(user._id, dealByCounts({ always: 10, often: 16, sometimes: 18, seldom: 1, never: 9 }));
    renderCardSort(user._id);
    expect(await screen.findByText('54 of 54 answered', {}, WAIT)).toBeInTheDocument();
    await pressFinish();
    expect(await screen.findByText('Not enough cards in "Seldom" column (min 2)', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(/Please finish sorting/)).not.toBeInTheDocument();
  });

  it('moves a card by keyboard, saves both lists in one write, and shows it there after a reload', async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    const events = userEvent.setup();
    const first = renderCardSort(user._id);
    expect(await screen.findByText('0 of 54 answered', {}, WAIT)).toBeInTheDocument();
    await waitFor(async () => expect((await readAssessment(user._id, 'career-values')).answers.start).toHaveLength(54), WAIT);
    const before = await storedRows(user._id);

    screen.getByRole('button', { name: 'Using my strengths' }).focus();
    await events.keyboard(' ');
    expect(screen.getByTestId('board-announcement')).toHaveTextContent('Picked up Using my strengths. It is in Start, position 1 of 54.');
    await events.keyboard('{ArrowRight}{ArrowRight}');
    expect(titlesIn('Often')).toEqual(['Using my strengths']);
    expect(screen.getByRole('button', { name: 'Using my strengths' })).toHaveFocus();
    await events.keyboard('{ArrowLeft}{Enter}');
    expect(screen.getByTestId('board-announcement')).toHaveTextContent('Dropped Using my strengths in Always, position 1 of 1.');
    expect(titlesIn('Always')).toEqual(['Using my strengths']);
    expect(screen.getByRole('button', { name: 'Using my strengths' })).toHaveFocus();

    await waitFor(async () => expect((await readAssessment(user._id, 'career-values')).answers.always).toEqual(['strengths']), WAIT);
    const after = await storedRows(user._id);
    expect(after.start?.value).toHaveLength(53);
    expect(after.start?.stamp).toBe(after.always?.stamp);
    expect(after.always?.stamp).toBeGreaterThan(before.always?.stamp ?? Infinity);
    expect(after.often?.stamp).toBe(before.often?.stamp);
    expect(await screen.findByText('1 of 54 answered', {}, WAIT)).toBeInTheDocument();

    // A second card: into Always below the first, then up above it; Escape cancels a third move.
    screen.getByRole('button', { name: 'Busy days' }).focus();
    await events.keyboard(' {ArrowRight}{ArrowDown}{ArrowUp} ');
    expect(titlesIn('Always')).toEqual(['Busy days', 'Using my strengths']);
    screen.getByRole('button', { name: 'Advancement' }).focus();
    await events.keyboard('{Enter}{ArrowRight}{Escape}');
    expect(screen.getByTestId('board-announcement')).toHaveTextContent('Cancelled. Advancement is back in Start, position 1 of 52.');
    expect(titlesIn('Start')[0]).toBe('Advancement');
    expect(screen.getByRole('button', { name: 'Advancement' })).toHaveFocus();
    await waitFor(async () => expect((await readAssessment(user._id, 'career-values')).answers.always).toEqual(['busy-days', 'strengths']), WAIT);

    first.unmount();
    renderCardSort(user._id);
    expect(await screen.findByText('2 of 54 answered', {}, WAIT)).toBeInTheDocument();
    expect(titlesIn('Always')).toEqual(['Busy days', 'Using my strengths']);
    expect(titlesIn('Start')).toHaveLength(52);
    expect(within(column('Start')).getByRole('button', { name: cardTitle('advancement') })).toBeInTheDocument();
  });

  it('Save & Exit offline keeps the sort on the device and says so', async () => {
    const server = fakeServer(user);
    vi.stubGlobal('fetch', server.fetch);
    const events = userEvent.setup();
    renderCardSort(user._id);
    expect(await screen.findByText('0 of 54 answered', {}, WAIT)).toBeInTheDocument();
    server.setOffline(true);
    screen.getByRole('button', { name: 'Mastery' }).focus();
    await events.keyboard(' {ArrowRight}{ArrowRight}{ArrowRight} ');
    await events.click(screen.getByRole('button', { name: 'Save & Exit' }));
    expect(await screen.findByText('home page /', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('flash')).toHaveTextContent('Saved on this device. Your answers will upload when you are back online.');
    expect((await readAssessment(user._id, 'career-values')).answers.sometimes).toEqual(['mastery']);
  });

  it("a valid sort goes on to the rank step with 'Answers Saved!' and is not completed", async () => {
    const server = fakeServer(user);
    vi.stubGlobal('fetch', server.fetch);
    await storeSort(user._id, dealByCounts({ always: 10, often: 16, sometimes: 18, seldom: 10 }));
    renderCardSort(user._id);
    expect(await screen.findByText('54 of 54 answered', {}, WAIT)).toBeInTheDocument();
    await pressFinish();
    expect(await screen.findByRole('heading', { name: 'Step two: rank your top 8 values' }, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('page-flash')).toHaveTextContent('Answers Saved!');
    const state = await readAssessment(user._id, 'career-values');
    expect(state.finishRequested).toBe(false);
    expect(server.assessments.get('career-values')?.completed).toBe(false);
    expect(server.assessments.get('career-values')?.answers.start?.value).toEqual([]);
  });
});
