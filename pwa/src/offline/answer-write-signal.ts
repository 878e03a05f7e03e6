import Dexie, { RangeSet } from 'dexie';
import type { ObservabilitySet } from 'dexie';
import type { AnswerWrite } from './answer-transaction';
import { localDb } from './local-db';

/**
 * The parts of the database an answer write changed, in Dexie's documented format
 * (`idb://db/table/index`: '' for primary keys, else an index's name).
 */
export function answerWriteParts(write: AnswerWrite, stateChanged: boolean): ObservabilitySet {
  const { userId, assessmentId } = write;
  const part = (table: string, index: string) => `idb://${localDb.name}/${table}/${index}`;
  const parts: ObservabilitySet = {
    [part('answers', '')]: new RangeSet().addKeys(write.pairs.map(([key]) => [userId, assessmentId, key])),
    [part('answers', '[userId+assessmentId]')]: new RangeSet().addKey([userId, assessmentId]),
    // A row may have gone from acknowledged (0) to dirty (1).
    [part('answers', '[userId+dirty]')]: new RangeSet().addKeys([
      [userId, 0],
      [userId, 1],
    ]),
  };
  if (stateChanged) {
    parts[part('assessmentState', '')] = new RangeSet().addKey([userId, assessmentId]);
    parts[part('assessmentState', 'userId')] = new RangeSet().addKey(userId);
  }
  return parts;
}

/**
 * Tells Dexie's live queries, in this tab and the others, about answers written with plain
 * IndexedDB (runAnswerTransaction), as Dexie does by itself for its own writes (its documented
 * trigger; LocalDb keeps no query cache that this would leave stale).
 */
export function signalAnswerWrite(write: AnswerWrite, stateChanged: boolean): void {
  Dexie.on.storagemutated.fire(answerWriteParts(write, stateChanged));
}
