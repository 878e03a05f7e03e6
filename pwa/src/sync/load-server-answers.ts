import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { AnswersResponse } from '@career/sync-server/answers/contract/answer-dto';
import { mergeServerAnswers } from '../offline/answer-store';
import { fetchServerAnswers } from './answers-api';

/**
 * GET /api/answers for one assessment and merge it into this device (newest stamp wins). Rejects
 * with ApiError (network: keep working from the device) or StorageError; returns the server's
 * answer (progress, completion, version).
 */
export async function loadServerAnswers(userId: string, assessmentId: AssessmentId): Promise<AnswersResponse> {
  const response = await fetchServerAnswers(userId, assessmentId);
  await mergeServerAnswers(userId, assessmentId, response);
  return response;
}
