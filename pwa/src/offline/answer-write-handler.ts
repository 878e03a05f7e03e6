import { runAnswerTransaction } from './answer-transaction';
import type { AnswerWriteReply, AnswerWriteRequest } from './answer-write-messages';
import { describeFailure } from './answer-write-messages';

const absolute = (time: number) => performance.timeOrigin + time;

/** The answer worker's work for one request: the transaction, then the reply for the page. */
export async function handleAnswerWrite(database: (version: number) => Promise<IDBDatabase>, request: AnswerWriteRequest): Promise<AnswerWriteReply> {
  let db: IDBDatabase;
  try {
    db = await database(request.version);
  } catch (error) {
    return { id: request.id, ok: false, unavailable: true, failure: describeFailure(error) };
  }
  try {
    const outcome = await runAnswerTransaction(db, request.write);
    return {
      id: request.id,
      ok: true,
      opened: absolute(outcome.opened),
      written: absolute(outcome.written),
      committed: absolute(outcome.committed),
      stateChanged: outcome.stateChanged,
    };
  } catch (error) {
    return { id: request.id, ok: false, unavailable: false, failure: describeFailure(error) };
  }
}
