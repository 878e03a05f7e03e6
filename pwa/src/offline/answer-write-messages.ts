import type { AnswerWrite } from './answer-transaction';
import { AssessmentCompletedError } from './assessment-completed-error';
import { errorNames } from './error-names';

/** The page asks the answer worker to write. */
export interface AnswerWriteRequest {
  id: number;
  /** The database's version as the page has it open (the worker opens no other). */
  version: number;
  write: AnswerWrite;
}

/** What the page sends the worker: a write, or `prepare` (open the database at this version). */
export type AnswerWorkerMessage = AnswerWriteRequest | { prepare: number };

/** A failed write as it crosses to the page: the error's names (through Dexie's `inner`) and message. */
export interface AnswerWriteFailure {
  completed: boolean;
  names: string[];
  message: string;
}

/**
 * The worker's answer; times are absolute (performance.timeOrigin + performance.now()). A write
 * the worker could not even try (no database) is `unavailable`: the page makes it instead.
 */
export type AnswerWriteReply =
  | { id: number; ok: true; opened: number; written: number; committed: number; stateChanged: boolean }
  | { id: number; ok: false; unavailable: boolean; failure: AnswerWriteFailure };

/** An error as the worker sends it back. */
export function describeFailure(error: unknown): AnswerWriteFailure {
  return {
    completed: error instanceof AssessmentCompletedError,
    names: errorNames(error),
    message: error instanceof Error ? error.message : String(error),
  };
}

/** The error to throw on the page for a failure the worker sent (toStorageError reads its names). */
export function failureError(failure: AnswerWriteFailure): Error {
  if (failure.completed) return new AssessmentCompletedError();
  const [name = 'Error', ...innerNames] = failure.names;
  const error = new Error(failure.message);
  error.name = name;
  let outer: Error = error;
  for (const innerName of innerNames) {
    const inner = new Error(failure.message);
    inner.name = innerName;
    Object.assign(outer, { inner });
    outer = inner;
  }
  return error;
}
