import { CARD_SORT_DEFINITION } from '@career/scoring/card-sort/card-sort-definition';
import type { CardSortAnswers } from '@career/scoring/card-sort/card-sort-types';
import { initCardSort } from '@career/scoring/card-sort/init-card-sort';
import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { useCallback, useMemo, useRef, useState } from 'react';
import { readAssessment, saveAnswers } from '../../offline/answer-store';
import { saveErrorText } from '../assessments/save-error-text';
import type { AssessmentSession } from '../assessments/use-assessment-session';
import { useAssessmentSession } from '../assessments/use-assessment-session';
import { useFlash } from '../../flash/flash-context';
import { useOnlineStatus } from '../../layout/use-online-status';
import { changedLists, readCardSort, sameCardSort } from './card-sort-answers';
import { useCardSortStart } from './use-card-sort-start';

const { id, questions, totalQuestions } = CARD_SORT_DEFINITION;

export interface CardSortSession {
  /** False until the sort is prepared and the device store has been read. */
  ready: boolean;
  /** The sort as shown: the device's, with a change being written shown at once. */
  sort: CardSortAnswers;
  /** The assessment's state (completed, queued, read-only, error); its flush waits for the sort's writes. */
  session: AssessmentSession;
  /** Saves a change on the device: the lists that differ from `before`, in one transaction. */
  commit: (before: CardSortAnswers, next: CardSortAnswers) => void;
}

/** The card sort of the signed-in user on this device, for both steps. */
export function useCardSortSession(user: CurrentUserDto): CardSortSession {
  const userId = user._id;
  const online = useOnlineStatus();
  const started = useCardSortStart(userId, online);
  const base = useAssessmentSession(user, id, totalQuestions);
  const { show } = useFlash();
  // A change being written, shown until the device's answers (read live) hold it.
  const [pending, setPending] = useState<CardSortAnswers | null>(null);
  const writes = useRef(new Set<Promise<boolean>>());

  const stored = useMemo(() => readCardSort(base.answers), [base.answers]);
  // Nothing on the device (or it could not be read): a fresh sort from the questions.
  const fresh = useMemo(() => initCardSort(questions), []);
  const saved = stored ?? fresh;
  if (pending && sameCardSort(saved, pending)) setPending(null);
  const sort = pending ?? saved;

  const commit = useCallback(
    (before: CardSortAnswers, next: CardSortAnswers) => {
      const entries = changedLists(before, next);
      if (entries.length === 0) return;
      setPending(next);
      const write = saveAnswers(userId, id, entries, totalQuestions).then(
        async () => {
          // Once every write is done, a sort changed meanwhile elsewhere (another tab, the
          // server's copy) wins over the one this page shows.
          if (writes.current.size > 1) return true;
          const now = await readAssessment(userId, id).then(
            (state) => readCardSort(state.answers),
            () => undefined,
          );
          if (now && !sameCardSort(now, next)) setPending((last) => (last === next ? null : last));
          return true;
        },
        (error: unknown) => {
          show(saveErrorText(error), 'error');
          setPending((last) => (last === next ? null : last));
          return false;
        },
      );
      writes.current.add(write);
      void write.finally(() => writes.current.delete(write));
    },
    [userId, show],
  );

  const flush = useCallback(async () => {
    await Promise.allSettled([...writes.current]);
  }, []);

  return { ready: started && base.loaded, sort, session: { ...base, flush }, commit };
}
