import type { AssessmentSyncSummary, SyncStatus } from './sync-types';

/** Per assessment, what the user would call "not uploaded": its pending answers, or 1 for a finish not sent yet. */
export function unsentOf(summary: AssessmentSyncSummary): number {
  if (summary.pending > 0) return summary.pending;
  return summary.finishRequested && !summary.completed ? 1 : 0;
}

/** The number the header and the logout warning show. */
export function unsentCount(status: SyncStatus): number {
  let count = 0;
  for (const summary of Object.values(status.assessments)) if (summary) count += unsentOf(summary);
  return Math.max(count, status.pending);
}
