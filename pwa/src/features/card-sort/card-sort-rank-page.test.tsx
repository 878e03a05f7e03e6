import { dealByCounts } from '@career/scoring/card-sort/card-sort-test-fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readAssessment } from '../../offline/answer-store';
import { fakeServer, freshDeviceForEachTest } from '../assessments/assessment-test-harness';
import { RANK_PATH } from './card-sort-paths';
import { cardSortUser, cardTitle, renderCardSort, storeSort, titlesIn, WAIT } from './card-sort-test-harness';

const user = cardSortUser('u-card-rank');
const sorted = dealByCounts({ always: 10, often: 16, sometimes: 18, seldom: 10 });

describe('CardSortRankPage', () => {
  freshDeviceForEachTest();

  it('needs the sort finished first', async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    await storeSort(user._id, dealByCounts({ always: 10, often: 16 }));
    renderCardSort(user._id, RANK_PATH);
    expect(await screen.findByText('Please finish sorting your values before you rank them.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Please finish sorting all values (28 left)')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to Sorting' }));
    expect(await screen.findByRole('heading', { name: 'Step one: sort the cards' }, WAIT)).toBeInTheDocument();
  });

  it('requires 8 ranked, ranks by keyboard and buttons, then finishes and goes home', async () => {
    const server = fakeServer(user);
    vi.stubGlobal('fetch', server.fetch);
    await storeSort(user._id, sorted);
    const events = userEvent.setup();
    renderCardSort(user._id, RANK_PATH);
    expect(await screen.findByRole('heading', { name: 'Step two: rank your top 8 values' }, WAIT)).toBeInTheDocument();
    expect(titlesIn('Always')).toHaveLength(10);
    expect(titlesIn('Your top 8')).toEqual([]);

    await events.click(screen.getByRole('button', { name: "I'm Finished" }));
    expect(await screen.findByText('Please rank your top 8 values (8 left)', {}, WAIT)).toBeInTheDocument();

    // Keyboard: pick up the third card, move it into the ranking, drop it.
    const third = cardTitle(sorted.always[2] ?? '');
    screen.getByRole('button', { name: third }).focus();
    await events.keyboard(' {ArrowRight} ');
    expect(titlesIn('Your top 8')).toEqual([third]);
    expect(screen.getByRole('button', { name: third })).toHaveFocus();
    await waitFor(async () => expect((await readAssessment(user._id, 'career-values')).answers.rank).toEqual([sorted.always[2]]), WAIT);

    // Buttons: add seven more, then move the last one up and remove and re-add one.
    for (const id of sorted.always.filter((cardId) => cardId !== sorted.always[2]).slice(0, 7)) {
      await events.click(screen.getByRole('button', { name: `Add ${cardTitle(id)} to ranking` }));
    }
    expect(titlesIn('Your top 8')).toHaveLength(8);
    expect(screen.getByRole('button', { name: `Add ${cardTitle(sorted.always[9] ?? '')} to ranking` })).toHaveAttribute('aria-disabled', 'true');
    const last = cardTitle(sorted.always[7] ?? '');
    await events.click(screen.getByRole('button', { name: `Move ${last} up` }));
    expect(titlesIn('Your top 8').slice(6)).toEqual([last, cardTitle(sorted.always[6] ?? '')]);
    expect(screen.getByRole('button', { name: `Move ${last} up` })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Your top 8' })).toHaveAccessibleDescription('8 of 8 ranked');

    await events.click(screen.getByRole('button', { name: "I'm Finished" }));
    expect(await screen.findByText('home page /', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('flash')).toHaveTextContent('Answers Saved!');
    const state = await readAssessment(user._id, 'career-values');
    expect(state.finishRequested).toBe(true);
    const expected = [sorted.always[2], sorted.always[0], sorted.always[1], sorted.always[3], sorted.always[4], sorted.always[5], sorted.always[7], sorted.always[6]];
    expect(state.answers.rank).toEqual(expected);
    expect(server.assessments.get('career-values')?.completed).toBe(true);
    expect(server.assessments.get('career-values')?.answers.rank?.value).toEqual(expected);
  });

  it('is read-only once completed on the server', async () => {
    const completed = cardSortUser('u-card-done');
    completed.assessmentData = [{ _id: 'career-values', version: '1', answers: {}, completed: true, completedAt: '2026-11-22T10:00:00.000Z', questionsAnswered: 54, results: null }];
    vi.stubGlobal('fetch', fakeServer(completed).fetch);
    await storeSort(completed._id, { ...sorted, rank: sorted.always.slice(0, 8) });
    renderCardSort(completed._id, RANK_PATH);
    await screen.findByText('You have completed this assessment.', {}, WAIT);
    expect(titlesIn('Your top 8')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: "I'm Finished" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to ranking$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });
});
