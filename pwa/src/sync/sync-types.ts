import type { AssessmentId } from '@career/scoring/assessment-ids';

/**
 * What the offline answer store and the sync engine offer the pages (dashboard, assessment
 * pages, top bar). Implemented in answer-store.ts, sync-engine.ts, sync-provider.tsx and the
 * use-*.ts hooks beside this file.
 */

/** One assessment's answers on this device, by key (see sync-server/src/modules/answers/contract/answer-dto.ts for the keys). */
export type LocalAnswers = Readonly<Record<string, unknown>>;

export interface LocalAssessmentState {
  /** False until IndexedDB has been read. */
  loaded: boolean;
  answers: LocalAnswers;
  /** The page of a paged assessment the user was last on (0-based), if any. */
  page: number | undefined;
  /** 'I'm Finished' was pressed; the finish is queued or sent. */
  finishRequested: boolean;
  /** The server has completed the assessment (or refused edits because it was): read-only. */
  completed: boolean;
  /** Answers chosen on this device and not yet acknowledged by the server. */
  pending: number;
  /** An error the user must act on (a refused batch), in the spec's words. */
  error: string | undefined;
}

/** Per assessment, what the dashboard and the header show. */
export interface AssessmentSyncSummary {
  assessmentId: AssessmentId;
  /** Answered items held on this device (null when the device holds no answers for it). */
  answeredLocally: number | null;
  pending: number;
  finishRequested: boolean;
  completed: boolean;
  error: string | undefined;
}

export type SyncPhase =
  /** Nothing to send, or everything sent. */
  | 'idle'
  /** A batch is on its way. */
  | 'syncing'
  /** The last attempt could not reach the server; retrying with backoff. */
  | 'offline'
  /** The server said 401: the queue waits for the user to sign in again. */
  | 'paused-auth'
  /** A batch was refused (400/403/409/422) or IndexedDB failed: shown to the user. */
  | 'error';

export interface SyncStatus {
  phase: SyncPhase;
  /** Answers not yet acknowledged by the server, all assessments of the signed-in user. */
  pending: number;
  /** Per assessment. */
  assessments: Partial<Record<AssessmentId, AssessmentSyncSummary>>;
  /** The message to show for phase 'error' (e.g. 'Failed to save answers - error: ...'). */
  error: string | undefined;
}

export interface SyncNowResult {
  /** True when nothing is left to upload for the user. */
  synced: boolean;
  pending: number;
  /** Set when a batch was refused or storage failed: the message to show. */
  error: string | undefined;
  /** True when the server could not be reached. */
  offline: boolean;
}
