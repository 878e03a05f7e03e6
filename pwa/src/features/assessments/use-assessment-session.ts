import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { useCallback, useEffect, useRef } from 'react';
import { prepareToSaveAnswers, readAssessment, saveAnswer, setPage } from '../../offline/answer-store';
import { useFlash } from '../../flash/flash-context';
import type { LocalAnswers } from '../../sync/sync-types';
import { useLocalAssessment } from '../../sync/use-local-assessment';
import { saveErrorText } from './save-error-text';

export interface AssessmentSession {
  userId: string;
  assessmentId: AssessmentId;
  /** False until the device store has been read. */
  loaded: boolean;
  /** The device's answers (a question shows its own choice at once; see ChoiceQuestion). */
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
  /** Saves a choice on the device at once (the upload follows in the background); false when it could not be stored. */
  choose: (index: number, value: string) => Promise<boolean>;
  rememberPage: (page: number) => void;
  /** Resolves once every choice made so far is written on the device. */
  flush: () => Promise<void>;
  /**
   * The answers as the device holds them once every choice so far is written: `answers` follows
   * the store a moment later, so a check made right after a click must use this.
   */
  settledAnswers: () => Promise<LocalAnswers>;
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
  const writes = useRef(new Set<Promise<boolean>>());

  useEffect(() => {
    prepareToSaveAnswers();
  }, []);

  const choose = useCallback(
    (index: number, value: string): Promise<boolean> => {
      const write = saveAnswer(userId, assessmentId, String(index), value, totalQuestions).then(
        () => true,
        (error: unknown) => {
          show(saveErrorText(error), 'error');
          return false;
        },
      );
      writes.current.add(write);
      void write.finally(() => writes.current.delete(write));
      return write;
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

  const settledAnswers = useCallback(async () => {
    await flush();
    return (await readAssessment(userId, assessmentId)).answers;
  }, [flush, userId, assessmentId]);

  const completed = local.completed || completedOnServer(user, assessmentId);
  const finishQueued = !completed && local.finishRequested;
  return {
    userId,
    assessmentId,
    loaded: local.loaded,
    answers: local.answers,
    savedPage: local.page,
    completed,
    finishQueued,
    readOnly: completed || finishQueued,
    error: local.error,
    choose,
    rememberPage,
    flush,
    settledAnswers,
  };
}
