import type { AssessmentId } from '@career/scoring/assessment-ids';
import { useLiveQuery } from 'dexie-react-hooks';
import { readSyncSummaries } from '../offline/sync-summaries';
import type { AssessmentSyncSummary } from './sync-types';

export type AssessmentSyncSummaries = Partial<Record<AssessmentId, AssessmentSyncSummary>>;

const NONE: AssessmentSyncSummaries = {};

async function read(userId: string): Promise<AssessmentSyncSummaries> {
  try {
    return (await readSyncSummaries(userId)).assessments;
  } catch (error) {
    console.error('Could not read the answers saved on this device', error);
    return NONE;
  }
}

/**
 * Per assessment, what this device holds for the user (answered locally, pending, finish,
 * completed, error), live; empty until read. An assessment the device knows nothing about is absent.
 */
export function useSyncSummaries(userId: string): AssessmentSyncSummaries {
  return useLiveQuery(() => read(userId), [userId], NONE);
}
