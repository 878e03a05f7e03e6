import { useCallback, useEffect, useState } from 'react';
import { focusQuestion } from './question-focus';

export interface QuestionPages {
  page: number;
  pageCount: number;
  /** Indexes [first, end) of the questions on the current page. */
  first: number;
  end: number;
  /** Shows a page (remembered on the device) and focuses a question on it (default: its first). */
  goTo: (page: number, focusIndex?: number) => void;
  /** Focuses a question, switching page when needed. */
  showQuestion: (index: number) => void;
}

function clamp(value: number, max: number): number {
  return Math.max(0, Math.min(max, Math.trunc(value)));
}

/**
 * Splits a questionnaire into pages of pageSize questions, starting on the page saved on the
 * device. Changing page scrolls to the top and focuses the page's first question.
 */
export function useQuestionPages(input: { total: number; pageSize: number; savedPage: number | undefined; remember: (page: number) => void }): QuestionPages {
  const { total, pageSize, savedPage, remember } = input;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const [chosen, setChosen] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ index: number; top: boolean } | null>(null);
  const page = clamp(chosen ?? savedPage ?? 0, pageCount - 1);

  useEffect(() => {
    if (!focusRequest) return;
    focusQuestion(focusRequest.index, { preventScroll: focusRequest.top });
  }, [focusRequest]);

  const goTo = useCallback(
    (next: number, focusIndex?: number) => {
      const target = clamp(next, pageCount - 1);
      const index = focusIndex ?? target * pageSize;
      const top = index === target * pageSize;
      setChosen(target);
      if (target !== page) {
        remember(target);
        if (top) window.scrollTo(0, 0);
      }
      setFocusRequest({ index, top });
    },
    [page, pageCount, pageSize, remember],
  );

  const showQuestion = useCallback((index: number) => goTo(Math.floor(index / pageSize), index), [goTo, pageSize]);

  const first = page * pageSize;
  return { page, pageCount, first, end: Math.min(total, first + pageSize), goTo, showQuestion };
}
