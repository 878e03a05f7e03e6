import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { CurrentUserDto } from '@career/sync-server/contract/user-dto';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { saveAnswer, setPage } from '../../offline/answer-store';
import { useFlash } from '../flash/flash-context';
import type { LocalAnswers } from '../sync/sync-types';
import { useLocalAssessment } from '../sync/use-local-assessment';
import { saveErrorText } from './save-error-text';

export interface AssessmentSession {
  userId: string;
  assessmentId: AssessmentId;
  /** False until the device store has been read. */
  loaded: boolean;
  /** The device's answers, with the choices still being written already applied. */
  answers: LocalAnswers;
  /** The page the user was last on (paged assessments). */
  savedPage: number | undefined;
  /** Completed on the server (or the device learned so). */
  completed: boolean;
  /** 'I'm Finished' was pressed and the finish is not yet confirmed by the server. */
  finishQueued: boolean;
  /** Completed or queued: answers can no longer be changed. */
  readOnly: boolean;
  /** A refused batch or storage failure the user must know about. */
  error: string | undefined;
  /** Saves a choice on the device at once (the upload follows in the background). */
  choose: (index: number, value: string) => void;
  rememberPage: (page: number) => void;
  /** Resolves once every choice made so far is written on the device. */
  flush: () => Promise<void>;
}

interface Pending {
  value: string;
  /** The stored value when the choice was made: once the store differs from it, the store wins. */
  base: unknown;
}

function completedOnServer(user: CurrentUserDto, assessmentId: AssessmentId): boolean {
  return (
    user.assessmentData.some((entry) => entry._id === assessmentId && entry.completed) ||
    user.leanAssessmentData.some((entry) => entry.id === assessmentId && entry.completed)
  );
}

/** One assessment on this device for the signed-in user: its answers, state and how to change them. */
export function useAssessmentSession(user: CurrentUserDto, assessmentId: AssessmentId, totalQuestions: number): AssessmentSession {
  const userId = user._id;
  const local = useLocalAssessment(userId, assessmentId);
  const { show } = useFlash();
  const [pending, setPending] = useState<Readonly<Record<string, Pending>>>({});
  const storedRef = useRef<LocalAnswers>(local.answers);
  const writes = useRef(new Set<Promise<void>>());

  useEffect(() => {
    storedRef.current = local.answers;
  });

  const choose = useCallback(
    (index: number, value: string) => {
      const key = String(index);
      const base = storedRef.current[key];
      // The write is issued before the re-render that draws the choice.
      const write = saveAnswer(userId, assessmentId, key, value, totalQuestions).catch((error: unknown) => {
        setPending((current) => {
          const next = { ...current };
          delete next[key];
          return next;
        });
        show(saveErrorText(error), 'error');
      });
      setPending((current) => ({ ...current, [key]: { value, base } }));
      writes.current.add(write);
      void write.finally(() => writes.current.delete(write));
    },
    [userId, assessmentId, totalQuestions, show],
  );

  const rememberPage = useCallback(
    (page: number) => {
      setPage(userId, assessmentId, page, totalQuestions).catch((error: unknown) => console.warn('Could not remember the page on this device', error));
    },
    [userId, assessmentId, totalQuestions],
  );

  const flush = useCallback(async () => {
    await Promise.allSettled([...writes.current]);
  }, []);

  const answers = useMemo(() => {
    const keys = Object.keys(pending);
    if (keys.length === 0) return local.answers;
    const merged: Record<string, unknown> = { ...local.answers };
    for (const key of keys) {
      const entry = pending[key];
      if (entry && local.answers[key] === entry.base) merged[key] = entry.value;
    }
    return merged;
  }, [local.answers, pending]);

  const completed = local.completed || completedOnServer(user, assessmentId);
  const finishQueued = !completed && local.finishRequested;
  return {
    userId,
    assessmentId,
    loaded: local.loaded,
    answers,
    savedPage: local.page,
    completed,
    finishQueued,
    readOnly: completed || finishQueued,
    error: local.error,
    choose,
    rememberPage,
    flush,
  };
}
