import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { AnswerBatchRequest, AnswerSaveResponse, AnswersResponse } from '@career/sync-server/answers/contract/answer-dto';
import { api } from '../api/api-client';

/** How the sync engine talks to the server (injected in tests). */
export interface SyncTransport {
  sendBatch(batch: AnswerBatchRequest): Promise<AnswerSaveResponse>;
  fetchAnswers(userId: string, assessmentId: AssessmentId): Promise<AnswersResponse>;
}

/** GET /api/answers?userId&assessmentId */
export function fetchServerAnswers(userId: string, assessmentId: AssessmentId): Promise<AnswersResponse> {
  return api<AnswersResponse>(`/api/answers?${new URLSearchParams({ userId, assessmentId }).toString()}`);
}

/**
 * POST /api/answers (batch form). A 401 is announced like any other call (an expired session
 * logs the user out and sends them to /login, as the spec says); the engine pauses its queue and
 * keeps everything on the device until the user signs in again.
 */
export function postAnswerBatch(batch: AnswerBatchRequest): Promise<AnswerSaveResponse> {
  return api<AnswerSaveResponse>('/api/answers', { method: 'POST', body: batch });
}

export const answersTransport: SyncTransport = { sendBatch: postAnswerBatch, fetchAnswers: fetchServerAnswers };
