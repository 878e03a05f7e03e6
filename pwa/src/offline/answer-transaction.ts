import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { AnswerKey, AnswerValue } from '@career/sync-server/answers/contract/answer-dto';
import { AssessmentCompletedError } from './assessment-completed-error';
import { emptyAssessmentState, withTotal } from './assessment-state';
import type { AnswerRecord, AssessmentStateRecord } from './local-db';

/** Answers to write in one transaction, stamped by the page (the device clock lives there). */
export interface AnswerWrite {
  userId: string;
  assessmentId: AssessmentId;
  pairs: [AnswerKey, AnswerValue][];
  stamp: number;
  totalQuestions: number | undefined;
}

/** How a write went; times are performance.now() of the context that ran it. */
export interface AnswerWriteOutcome {
  /** The transaction was opened. */
  opened: number;
  /** Its reads and writes were done (the commit follows). */
  written: number;
  /** It committed: the answers are durable on the device. */
  committed: number;
  /** The assessment's state row was written too (its size became known). */
  stateChanged: boolean;
}

/**
 * Writes answers as dirty rows and, when the page knows it, the assessment's size, in one
 * IndexedDB transaction on the app's database (LocalDb's schema). The state is read in the same
 * transaction: when the assessment is completed the transaction aborts, taking the write back,
 * and this rejects with AssessmentCompletedError. Plain IndexedDB, so that the answer worker
 * needs no Dexie; tell Dexie's live queries afterwards (signalAnswerWrite).
 */
export function runAnswerTransaction(db: IDBDatabase, write: AnswerWrite): Promise<AnswerWriteOutcome> {
  const { userId, assessmentId, stamp } = write;
  return new Promise((resolve, reject) => {
    const opened = performance.now();
    let written = opened;
    let stateChanged = false;
    let refused = false;
    const tx = db.transaction(['answers', 'assessmentState'], 'readwrite');
    const states = tx.objectStore('assessmentState');
    // The read and the writes go out together: one round trip, then the commit.
    const read = states.get([userId, assessmentId]);
    const answers = tx.objectStore('answers');
    let last: IDBRequest = read;
    for (const [key, value] of write.pairs) {
      const row: AnswerRecord = { userId, assessmentId, key, value: value === undefined ? null : value, stamp, dirty: 1, frozenStamp: 0 };
      last = answers.put(row);
    }
    const markWritten = () => {
      written = performance.now();
    };
    last.addEventListener('success', markWritten);
    read.addEventListener('success', () => {
      const state = (read.result as AssessmentStateRecord | undefined) ?? emptyAssessmentState(userId, assessmentId);
      if (state.completed) {
        refused = true;
        tx.abort();
        return;
      }
      const changed = withTotal(state, write.totalQuestions);
      if (!changed) return;
      stateChanged = true;
      states.put(changed).addEventListener('success', markWritten);
    });
    tx.addEventListener('complete', () => resolve({ opened, written, committed: performance.now(), stateChanged }));
    tx.addEventListener('abort', () => reject(refused ? new AssessmentCompletedError() : (tx.error ?? new DOMException('The answers could not be written', 'AbortError'))));
  });
}
