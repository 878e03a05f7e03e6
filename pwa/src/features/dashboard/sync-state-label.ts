import type { AssessmentSyncSummary } from '../../sync/sync-types';

/**
 * Where an assessment's answers are, in words: queued finish, answers waiting for the server
 * (online) or held on this device (offline), or synced. Undefined when there is nothing yet.
 */
export function syncStateLabel(input: {
  summary: AssessmentSyncSummary | undefined;
  completed: boolean;
  serverAnswered: number;
  online: boolean;
}): string | undefined {
  const { summary, completed, serverAnswered, online } = input;
  if (summary?.finishRequested && !completed) return 'Will be submitted when you are back online';
  if (summary && summary.pending > 0) return online ? 'Waiting to upload' : 'Saved on this device';
  if (completed || serverAnswered > 0 || (summary?.answeredLocally ?? 0) > 0) return 'Synced';
  return undefined;
}
