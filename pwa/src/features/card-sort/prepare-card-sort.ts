import { CARD_SORT_DEFINITION } from '@career/scoring/card-sort/card-sort-definition';
import { initCardSort } from '@career/scoring/card-sort/init-card-sort';
import { ApiError } from '../../api/api-error';
import { readAssessment, saveAnswers } from '../../offline/answer-store';
import { loadServerAnswers } from '../../sync/load-server-answers';
import { allLists, hasCardLists } from './card-sort-answers';

const { id, questions, totalQuestions } = CARD_SORT_DEFINITION;

async function mergeFromServer(userId: string): Promise<void> {
  try {
    await loadServerAnswers(userId, id);
  } catch (error) {
    if (error instanceof ApiError && (error.isNetwork || error.status === 401 || error.status === 404)) return;
    console.warn('Could not merge the card sort saved on the server', error);
  }
}

/**
 * Opening the card sort: online, merge the server's sort into this device first (another device
 * may have sorted); then, when the device holds no sort (new, or the server could not be read),
 * start a fresh one from the questions and save every list, so the server counts 0 of 54 sorted.
 * Never rejects: a storage failure leaves the page with a fresh sort in memory.
 */
export async function prepareCardSort(userId: string, online: boolean): Promise<void> {
  if (online) await mergeFromServer(userId);
  try {
    const state = await readAssessment(userId, id);
    if (state.completed || state.finishRequested || hasCardLists(state.answers)) return;
    await saveAnswers(userId, id, allLists(initCardSort(questions)), totalQuestions);
  } catch (error) {
    console.warn('Could not start the card sort on this device', error);
  }
}
