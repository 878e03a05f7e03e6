/**
 * The Elevate (MBTI/SII provider) sync as the API shows it. Browser-safe: imported by the PWA.
 * Spec section 7: POST /api/external/elevate returns mbti and sii, each with status and detail.
 */
export const SYNC_STATUSES = ['new data saved', 'data already exists', 'failed', 'no user found', 'no assessments found', 'max attempts exceeded'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

export interface SyncOutcome {
  status: SyncStatus;
  /** What was found or what went wrong, in words for the admin (never a secret or a token). */
  detail: string;
}

export interface SyncReport {
  mbti: SyncOutcome;
  sii: SyncOutcome;
}

export type SyncJobState = 'queued' | 'running' | 'done';

/**
 * POST /api/external/elevate: 200 with the report when the sync ended within the request's wait
 * (the embedded provider takes milliseconds), else 202 without it; then
 * GET /api/external/elevate/{syncId} until state is 'done'.
 */
export interface SyncJobDto {
  syncId: string;
  state: SyncJobState;
  /** Attempts made so far (a provider that cannot be reached is tried again, with backoff). */
  attempts: number;
  createdAt: string;
  finishedAt: string | null;
  /** Present once done. */
  mbti?: SyncOutcome;
  sii?: SyncOutcome;
}

/** The last sync of a user, for the admins' table (Elevate Sync column). */
export interface LastSyncDto {
  at: string;
  state: SyncJobState;
  mbti: SyncStatus | null;
  sii: SyncStatus | null;
}

/** The date-window modes of a sync (spec section 5): days back (default 5), a date range, or around the test date. */
export const SYNC_MODES = ['days-back', 'date-range', 'test-date'] as const;
export type SyncMode = (typeof SYNC_MODES)[number];

/** The spec's request: userId, email, skipGenerate, daysBack, startDate, endDate, gender (plus the mode). */
export interface SyncRequestBody {
  userId: string;
  email?: string;
  skipGenerate?: boolean;
  daysBack?: number;
  /** MM-DD-YYYY */
  startDate?: string;
  /** MM-DD-YYYY */
  endDate?: string;
  /** 'm', 'f', 'other'; the legacy value 1 is only logged, never synced. */
  gender?: 'm' | 'f' | 'other' | 1 | '1';
  /** Inferred when missing: a date range when both dates are given, else days back. */
  mode?: SyncMode;
}
