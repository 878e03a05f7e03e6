import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readStoredChoice, writeStoredChoice } from './stored-choice';

/** The career search's two ways to show results: cards (attributes and description) or one compact table row per record. */
export type ResultsView = 'cards' | 'table';

export const RESULTS_VIEW_KEY = 'career-ideas-view';

function isView(value: string | null): value is ResultsView {
  return value === 'cards' || value === 'table';
}

/**
 * The view in use: `view=` in the address (a shared link shows what its sender saw), else the
 * admin's last choice on this device, else cards. Choosing writes both.
 */
export function useResultsView(): [ResultsView, (view: ResultsView) => void] {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('view');
  const stored = readStoredChoice(RESULTS_VIEW_KEY);
  const view: ResultsView = isView(fromAddress) ? fromAddress : isView(stored) ? stored : 'cards';
  const choose = useCallback(
    (next: ResultsView) => {
      writeStoredChoice(RESULTS_VIEW_KEY, next);
      setParams(
        (before) => {
          const after = new URLSearchParams(before);
          after.set('view', next);
          return after;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [view, choose];
}
