import type { InterviewAnswers, InterviewQuestionVersion } from '@career/scoring/interview/interview-types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveAnswers } from '../../offline/answer-store';
import { saveErrorText } from '../assessments/save-error-text';
import { useFlash } from '../../flash/flash-context';
import type { LocalAnswers } from '../../sync/sync-types';
import type { StoredInterviewValue } from './interview-answer-edits';
import { hiddenAnswerKeys, mergeAnswers } from './interview-answer-edits';

/** How long typing may pause before the text is written on the device. */
export const TYPING_SAVE_DELAY_MS = 500;

export interface InterviewAnswersInput {
  userId: string;
  totalQuestions: number;
  version: InterviewQuestionVersion;
  /** The device's answers (live). */
  stored: LocalAnswers;
  readOnly: boolean;
}

export interface InterviewAnswersApi {
  /** The answers as the user sees them: the device's, with the edits made on this page over them. */
  answers: InterviewAnswers;
  /**
   * Changes one answer (null clears it) and clears the answers of questions it hides. 'now'
   * writes at once (a choice); 'typing' writes after a pause in typing.
   */
  change: (key: string, value: StoredInterviewValue, when: 'now' | 'typing') => void;
  /** Writes waiting edits now (blur, section change); does not wait for the write. */
  saveSoon: () => void;
  /** Writes waiting edits and clears hidden answers, then resolves once everything is on the device. */
  flush: () => Promise<void>;
}

/**
 * The interview's answers on this page. Edits show at once (kept in state) and are written on the
 * device in one transaction per batch: choices at once, typed text debounced, and everything
 * waiting on blur, section change, Save & Exit, I'm Finished, leaving the page or hiding the tab.
 */
export function useInterviewAnswers(input: InterviewAnswersInput): InterviewAnswersApi {
  const { userId, totalQuestions, version, stored, readOnly } = input;
  const { show } = useFlash();
  const [draft, setDraft] = useState<Record<string, StoredInterviewValue>>({});
  const pending = useRef(new Map<string, StoredInterviewValue>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const writes = useRef(new Set<Promise<void>>());
  const answers = mergeAnswers(stored, draft);

  const write = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const entries = [...pending.current];
    pending.current.clear();
    if (entries.length === 0) return;
    const done = saveAnswers(userId, 'interview', entries, totalQuestions).catch((error: unknown) => show(saveErrorText(error), 'error'));
    writes.current.add(done);
    void done.finally(() => writes.current.delete(done));
  }, [userId, totalQuestions, show]);

  const queue = useCallback(
    (entries: Record<string, StoredInterviewValue>, when: 'now' | 'typing') => {
      if (Object.keys(entries).length === 0) return;
      setDraft((previous) => ({ ...previous, ...entries }));
      for (const [key, value] of Object.entries(entries)) pending.current.set(key, value);
      if (when === 'now') {
        write();
      } else {
        clearTimeout(timer.current);
        timer.current = setTimeout(write, TYPING_SAVE_DELAY_MS);
      }
    },
    [write],
  );

  const change = useCallback(
    (key: string, value: StoredInterviewValue, when: 'now' | 'typing') => {
      if (readOnly) return;
      const next = mergeAnswers(answers, { [key]: value });
      const entries: Record<string, StoredInterviewValue> = { [key]: value };
      for (const hidden of hiddenAnswerKeys(version, next)) entries[hidden] = null;
      queue(entries, when);
    },
    [answers, readOnly, version, queue],
  );

  const flush = useCallback(async () => {
    if (!readOnly) {
      const hidden = hiddenAnswerKeys(version, answers);
      queue(Object.fromEntries(hidden.map((key) => [key, null])), 'now');
    }
    write();
    await Promise.allSettled([...writes.current]);
  }, [answers, readOnly, version, queue, write]);

  useEffect(() => {
    function onHide() {
      if (document.visibilityState === 'hidden') write();
    }
    window.addEventListener('pagehide', write);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', write);
      document.removeEventListener('visibilitychange', onHide);
      // Leaving the page (a link, the back button) writes what is still waiting.
      write();
    };
  }, [write]);

  return { answers, change, saveSoon: write, flush };
}
