import { CARD_SORT_DEFINITION } from '@career/scoring/card-sort/card-sort-definition';
import type { CardSortAnswers } from '@career/scoring/card-sort/card-sort-types';
import { screen, within } from '@testing-library/react';
import { Outlet, Route } from 'react-router-dom';
import { saveAnswers } from '../../offline/answer-store';
import { localDb } from '../../offline/local-db';
import { renderRoutes } from '../../test/render-app';
import { userFixture } from '../../test/fixtures';
import { HomeProbe } from '../assessments/assessment-test-harness';
import { useFlash } from '../../flash/flash-context';
import { SyncProvider } from '../../sync/sync-provider';
import { allLists } from './card-sort-answers';
import { CardSortPage } from './card-sort-page';
import { RANK_PATH, SORT_PATH } from './card-sort-paths';
import { CardSortRankPage } from './card-sort-rank-page';

/** Test support for the card sort pages (with the assessments' fakeServer and clearDevice). */

/** Rendering 54 cards can be slow on a busy machine. */
export const WAIT = { timeout: 8000 };

export function cardSortUser(id: string) {
  return userFixture({ _id: id, plans: [{ _id: 'free', name: 'Free', order: 1, sessions: [], assessments: ['career-values'] }] });
}

export function cardTitle(cardId: string): string {
  return CARD_SORT_DEFINITION.questions.cards.find((card) => card.id === cardId)?.title ?? cardId;
}

/** Puts a whole sort on the device (every list, one save). */
export async function storeSort(userId: string, sort: CardSortAnswers): Promise<void> {
  await saveAnswers(userId, 'career-values', allLists(sort), CARD_SORT_DEFINITION.totalQuestions);
}

/** The device rows of the card sort by key (value and stamp). */
export async function storedRows(userId: string) {
  const rows = await localDb.answers.where('[userId+assessmentId]').equals([userId, 'career-values']).toArray();
  return Object.fromEntries(rows.map((row) => [row.key, row]));
}

/** A column's list (by its label, e.g. 'Start', 'Always', 'Your top 8'). */
export function column(label: string) {
  return screen.getByRole('list', { name: label });
}

/** The card titles shown in a column, in order. */
export function titlesIn(label: string): string[] {
  return within(column(label))
    .queryAllByRole('button')
    .filter((button) => button.id.startsWith('card-'))
    .map((button) => document.getElementById(`${button.id}-title`)?.textContent ?? '');
}

function WithSync({ userId }: { userId: string }) {
  const { flash } = useFlash();
  return (
    <SyncProvider userId={userId}>
      <Outlet />
      {flash ? <p data-testid="page-flash">{flash.text}</p> : null}
    </SyncProvider>
  );
}

/** Renders both steps of the card sort and a home page, with the sync engine, starting at a path. */
export function renderCardSort(userId: string, at: string = SORT_PATH) {
  return renderRoutes(
    <Route element={<WithSync userId={userId} />}>
      <Route path={SORT_PATH} element={<CardSortPage />} />
      <Route path={RANK_PATH} element={<CardSortRankPage />} />
      <Route path="/" element={<HomeProbe />} />
    </Route>,
    { at },
  );
}
