import type { AssessmentId } from '@career/scoring/assessment-ids';
import { useLiveQuery } from 'dexie-react-hooks';
import { readAssessment } from '../offline/answer-store';
import { toStorageError } from '../offline/storage-error';
import type { LocalAssessmentState } from './sync-types';

const NOT_LOADED: LocalAssessmentState = { loaded: false, answers: {}, page: undefined, finishRequested: false, completed: false, pending: 0, error: undefined };

async function read(userId: string, assessmentId: AssessmentId): Promise<LocalAssessmentState> {
  try {
    return await readAssessment(userId, assessmentId);
  } catch (error) {
    console.error('Could not read the answers saved on this device', error);
    return { ...NOT_LOADED, loaded: true, error: toStorageError(error).message };
  }
}

/** One assessment's answers and state on this device, live (also when another tab changes them). */
export function useLocalAssessment(userId: string, assessmentId: AssessmentId): LocalAssessmentState {
  return useLiveQuery(() => read(userId, assessmentId), [userId, assessmentId], NOT_LOADED);
}
