import { ScoringError } from '@career/scoring/scoring-error';
import type { ProviderAssessment } from '../adapters/elevate/elevate-api';
import type { ProviderClient } from '../adapters/elevate/provider-client';
import { ProviderError } from '../adapters/elevate/provider-client';
import type { AppDeps } from '../../../app-deps';
import type { SyncMode, SyncOutcome, SyncReport } from '../contract/elevate-dto';
import type { ProviderTest } from '../repositories/provider-result-repository';
import { findLastHandoff, listProviderResults, upsertProviderResult } from '../repositories/provider-result-repository';
import { findProgress } from '../../answers/services/progress-store';
import { findUserById } from '../../accounts/services/user-store';
import { answeredGender, applyProviderResults } from './provider-results';
import type { SyncWindow, WindowRequest } from './sync-window';
import { describeDay, describeWindow, syncWindow } from './sync-window';

/** A sync as the job runs it (the admin's request, checked, or the automatic one). */
export interface SyncRequest {
  userId: string;
  /** The e-mail the provider knows the client by; the account's when not given. */
  email?: string;
  skipGenerate: boolean;
  mode: SyncMode;
  daysBack?: number;
  startDate?: string;
  endDate?: string;
  gender?: 'm' | 'f' | 'other' | 1 | '1';
  /** Complete the step when both results are in (default); the sync 'I'm Finished' runs first leaves that to the save. */
  completeStep?: boolean;
}

export interface SyncAttempt {
  report: SyncReport;
  /** The provider could not be reached (or answered 429/5xx): trying again later may help. */
  retryable: boolean;
}

export type SyncDeps = Pick<AppDeps, 'db' | 'clock' | 'logger'> & { provider: ProviderClient | undefined };

const TESTS: { test: ProviderTest; type: ProviderAssessment['type']; label: string }[] = [
  { test: 'mbti', type: 'MBTI', label: 'MBTI' },
  { test: 'sii', type: 'SII', label: 'SII' },
];

function both(outcome: SyncOutcome): SyncReport {
  return { mbti: outcome, sii: { ...outcome } };
}

async function windowFor(deps: SyncDeps, request: SyncRequest): Promise<SyncWindow | undefined> {
  let windowRequest: WindowRequest;
  if (request.mode === 'date-range' && request.startDate && request.endDate) {
    windowRequest = { mode: 'date-range', startDate: request.startDate, endDate: request.endDate };
  } else if (request.mode === 'test-date') {
    // The MBTI completion date: the synced MBTI's own, else the step's completion here, else the
    // client's last hand-off to the provider.
    const mbti = (await listProviderResults(deps.db, request.userId)).find((result) => result.test === 'mbti');
    const progress = await findProgress(deps.db, { userId: request.userId, assessmentId: 'myers-briggs' });
    windowRequest = { mode: 'test-date', anchor: mbti?.completedAt ?? progress?.completedAt ?? (await findLastHandoff(deps.db, request.userId)) };
  } else {
    windowRequest = { mode: 'days-back', daysBack: request.daysBack };
  }
  return syncWindow(windowRequest, deps.clock());
}

/** The newest completed test of a type whose report is ready, in the window the provider searched. */
function newestReady(assessments: ProviderAssessment[], type: ProviderAssessment['type']): ProviderAssessment | undefined {
  return assessments
    .filter((assessment) => assessment.type === type && assessment.reportReady && assessment.result !== null)
    .sort((a, b) => Date.parse(b.completedAt) - Date.parse(a.completedAt))[0];
}

function describe(assessment: ProviderAssessment): string {
  const what = assessment.type === 'MBTI' && assessment.result ? `type ${assessment.result.wholeType}, ` : '';
  return `${what}completed ${describeDay(assessment.completedAt)}`;
}

/**
 * One sync of a user's MBTI and SII results from the provider: find the user, work out the window
 * (days back, a date range, or around the test date), ask the provider to generate the reports
 * (unless skipGenerate), fetch the results, and store each test's newest one. Idempotent: a result
 * already stored (same provider assessment) is 'data already exists' and changes nothing. A legacy
 * gender value 1 is only logged, never synced.
 */
export async function runProviderSync(deps: SyncDeps, request: SyncRequest): Promise<SyncAttempt> {
  const user = await findUserById(deps.db, request.userId);
  if (!user) return { report: both({ status: 'no user found', detail: 'No account has this user id.' }), retryable: false };
  if (request.gender === 1 || request.gender === '1') {
    deps.logger.info({ userId: user.id, gender: 1 }, 'elevate sync: legacy gender value 1, not synced');
    return { report: both({ status: 'failed', detail: 'Legacy gender value 1: not synced. Choose Female, Male or Other and sync again.' }), retryable: false };
  }
  const provider = deps.provider;
  if (!provider) return { report: both({ status: 'failed', detail: 'No MBTI/SII provider is configured on this server.' }), retryable: false };
  const window = await windowFor(deps, request);
  if (!window) return { report: both({ status: 'no assessments found', detail: 'There is no MBTI completion date to search around yet.' }), retryable: false };

  const email = (request.email ?? user.email).toLowerCase();
  const query = { email, from: window.from, to: window.to };
  const notFound = both({ status: 'no user found', detail: 'The provider has no user with this e-mail.' });
  let assessments: ProviderAssessment[];
  try {
    if (!request.skipGenerate && (await provider.generateReports(query)) === 'user_not_found') return { report: notFound, retryable: false };
    const fetched = await provider.fetchResults(query);
    if (fetched === 'user_not_found') return { report: notFound, retryable: false };
    assessments = fetched.assessments;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    deps.logger.warn({ userId: user.id, status: error.status, retryable: error.retryable }, 'elevate sync: provider call failed');
    return { report: both({ status: 'failed', detail: error.message }), retryable: error.retryable };
  }

  const gender = request.gender ?? (await answeredGender(deps.db, user.id));
  const stored = await listProviderResults(deps.db, user.id);
  const now = deps.clock().toISOString();
  const report = {} as SyncReport;
  const toStore: { test: ProviderTest; assessment: ProviderAssessment }[] = [];
  for (const { test, type, label } of TESTS) {
    const found = newestReady(assessments, type);
    if (!found) {
      const pending = assessments.some((assessment) => assessment.type === type);
      report[test] = {
        status: 'no assessments found',
        detail: pending ? `The ${label} is completed but its report is not generated yet.` : `No completed ${label} from ${describeWindow(window)}.`,
      };
    } else if (stored.some((result) => result.test === test && result.providerAssessmentId === found.id)) {
      report[test] = { status: 'data already exists', detail: describe(found) };
    } else if (stored.some((result) => result.test === test && Date.parse(result.completedAt) > Date.parse(found.completedAt))) {
      // An older test found in a window into the past never replaces a newer result.
      report[test] = { status: 'data already exists', detail: `A newer ${label} is stored; the one ${describe(found)} was not taken.` };
    } else {
      report[test] = { status: 'new data saved', detail: describe(found) };
      toStore.push({ test, assessment: found });
    }
  }
  if (toStore.length) {
    try {
      await deps.db.transaction().execute(async (trx) => {
        for (const { test, assessment } of toStore) {
          const payload = assessment.type === 'SII' && assessment.result && (gender === 'm' || gender === 'f' || gender === 'other') ? { ...assessment.result, gender } : assessment.result;
          await upsertProviderResult(trx, user.id, { test, providerAssessmentId: assessment.id, completedAt: assessment.completedAt, payload, syncedAt: now });
        }
        await applyProviderResults(trx, user.id, now, { complete: request.completeStep ?? true });
      });
    } catch (error) {
      if (!(error instanceof ScoringError)) throw error;
      // The provider's result does not fit its scales: nothing was stored.
      for (const { test } of toStore) report[test] = { status: 'failed', detail: `The provider's result could not be read: ${error.message}` };
    }
  }
  return { report, retryable: false };
}
