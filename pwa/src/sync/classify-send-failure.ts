import { ApiError } from '../api/api-error';

/** What the sync engine does about a failed POST /api/answers. */
export type SendFailure =
  /** Network, 5xx, 408, 429: nothing is wrong with the batch; try again later. */
  | { kind: 'retry' }
  /** 401: the queue waits for the user to sign in again. */
  | { kind: 'auth' }
  /** 409 assessment_completed: read-only, nothing more can be uploaded for it. */
  | { kind: 'completed'; message: string }
  /** 409 manifest_mismatch: re-send every answer of the assessment with the finish. */
  | { kind: 'manifest-mismatch'; message: string }
  /** 409 batch_conflict: the batch id was used with another payload; renew the id once. */
  | { kind: 'batch-conflict'; message: string }
  /** 400/403/422 and other refusals: keep the batch, show the message, stop this assessment. */
  | { kind: 'refused'; message: string };

/** The spec's wording for a refused save (section 8, "Answers"). */
export function failedToSaveMessage(serverMessage: string): string {
  return `Failed to save answers - error: ${serverMessage}`;
}

export function classifySendFailure(error: unknown): SendFailure {
  if (!(error instanceof ApiError)) return { kind: 'retry' };
  if (error.isNetwork || error.status >= 500 || error.status === 408 || error.status === 429) return { kind: 'retry' };
  if (error.status === 401) return { kind: 'auth' };
  if (error.status === 409 && error.code === 'assessment_completed') return { kind: 'completed', message: error.message };
  if (error.status === 409 && error.code === 'manifest_mismatch') return { kind: 'manifest-mismatch', message: error.message };
  if (error.status === 409 && error.code === 'batch_conflict') return { kind: 'batch-conflict', message: error.message };
  return { kind: 'refused', message: failedToSaveMessage(error.message) };
}
