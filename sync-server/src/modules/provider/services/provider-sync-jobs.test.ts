import { describe, expect, it } from 'vitest';
import type { SyncReport } from '../contract/elevate-dto';
import { DEFAULT_SYNC_JOBS, settleAttempt } from './provider-sync-jobs';

const NOW = Date.parse('2026-11-24T10:00:00.000Z');
const found: SyncReport = { mbti: { status: 'new data saved', detail: '' }, sii: { status: 'data already exists', detail: '' } };
const missing: SyncReport = { mbti: { status: 'new data saved', detail: '' }, sii: { status: 'no assessments found', detail: '' } };
const down: SyncReport = { mbti: { status: 'failed', detail: 'x' }, sii: { status: 'failed', detail: 'x' } };
const giveUpAt = new Date(NOW + 48 * 3_600_000).toISOString();

describe('what happens after a sync attempt', () => {
  it("an admin's sync ends with its report, or is tried again after 5 s, 10 s, then gives up", () => {
    expect(settleAttempt({ kind: 'admin', attempts: 1, giveUpAt }, { report: missing, retryable: false }, NOW, DEFAULT_SYNC_JOBS)).toEqual({ report: missing, nextRunAt: null });
    expect(settleAttempt({ kind: 'admin', attempts: 1, giveUpAt }, { report: down, retryable: true }, NOW, DEFAULT_SYNC_JOBS).nextRunAt).toBe('2026-11-24T10:00:05.000Z');
    expect(settleAttempt({ kind: 'admin', attempts: 2, giveUpAt }, { report: down, retryable: true }, NOW, DEFAULT_SYNC_JOBS).nextRunAt).toBe('2026-11-24T10:00:10.000Z');
    expect(settleAttempt({ kind: 'admin', attempts: 3, giveUpAt }, { report: down, retryable: true }, NOW, DEFAULT_SYNC_JOBS).report.mbti.status).toBe('max attempts exceeded');
  });

  it('the automatic sync keeps looking (1 min doubling to 30 min) until both results are in, for 48 hours', () => {
    expect(settleAttempt({ kind: 'auto', attempts: 1, giveUpAt }, { report: found, retryable: false }, NOW, DEFAULT_SYNC_JOBS).nextRunAt).toBeNull();
    expect(settleAttempt({ kind: 'auto', attempts: 1, giveUpAt }, { report: missing, retryable: false }, NOW, DEFAULT_SYNC_JOBS).nextRunAt).toBe('2026-11-24T10:01:00.000Z');
    expect(settleAttempt({ kind: 'auto', attempts: 9, giveUpAt }, { report: down, retryable: true }, NOW, DEFAULT_SYNC_JOBS).nextRunAt).toBe('2026-11-24T10:30:00.000Z');
    const late = NOW + 48 * 3_600_000 - 1_000;
    expect(settleAttempt({ kind: 'auto', attempts: 60, giveUpAt }, { report: missing, retryable: false }, late, DEFAULT_SYNC_JOBS)).toEqual({ report: missing, nextRunAt: null });
    expect(settleAttempt({ kind: 'auto', attempts: 60, giveUpAt }, { report: down, retryable: true }, late, DEFAULT_SYNC_JOBS).report.sii.status).toBe('max attempts exceeded');
  });
});
