import type { AssessmentId } from '@career/scoring/assessment-ids';
import { isAnswered } from '@career/scoring/progress/is-answered';
import Dexie from 'dexie';
import type { AssessmentSyncSummary } from '../sync/sync-types';
import { unsentOf } from '../sync/unsent-count';
import { localDb } from './local-db';
import { guardStorage } from './storage-error';

export interface SyncSummaries {
  /** Answers not yet acknowledged by the server. */
  pending: number;
  /** What the user would lose by leaving: pending answers, or 1 for a finish not yet sent. */
  unsent: number;
  /** Items queued in the outbox (frozen batches). */
  queued: number;
  assessments: Partial<Record<AssessmentId, AssessmentSyncSummary>>;
  /** The first error of an assessment that is not completed (a refused batch). */
  error: string | undefined;
}

function summaryFor(assessments: Partial<Record<AssessmentId, AssessmentSyncSummary>>, assessmentId: AssessmentId): AssessmentSyncSummary {
  const summary = assessments[assessmentId] ?? { assessmentId, answeredLocally: null, pending: 0, finishRequested: false, completed: false, error: undefined };
  assessments[assessmentId] = summary;
  return summary;
}

/** Everything the signed-in user has on this device, summed up per assessment (read in one transaction). */
export async function readSyncSummaries(userId: string): Promise<SyncSummaries> {
  return guardStorage(() =>
    localDb.transaction('r', localDb.answers, localDb.assessmentState, localDb.outbox, async () => {
      const [rows, states, queued] = await Promise.all([
        localDb.answers.where('[userId+assessmentId]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).toArray(),
        localDb.assessmentState.where('userId').equals(userId).toArray(),
        localDb.outbox.where('userId').equals(userId).count(),
      ]);
      const assessments: Partial<Record<AssessmentId, AssessmentSyncSummary>> = {};
      for (const row of rows) {
        const summary = summaryFor(assessments, row.assessmentId);
        summary.answeredLocally = (summary.answeredLocally ?? 0) + (isAnswered(row.value) ? 1 : 0);
        summary.pending += row.dirty;
      }
      for (const state of states) {
        const summary = summaryFor(assessments, state.assessmentId);
        Object.assign(summary, { finishRequested: state.finishRequested, completed: state.completed, error: state.error });
      }
      const list = Object.values(assessments);
      return {
        pending: list.reduce((sum, summary) => sum + summary.pending, 0),
        unsent: list.reduce((sum, summary) => sum + unsentOf(summary), 0),
        queued,
        assessments,
        error: list.find((summary) => summary.error && !summary.completed)?.error,
      };
    }),
  );
}
