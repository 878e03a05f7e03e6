import type { LastSyncDto, SyncOutcome, SyncReport, SyncStatus } from '@career/sync-server/provider/contract/elevate-dto';

/** How a sync status reads: its text, and whether it is a success or a failure (null: neither). */
export interface StatusView {
  text: string;
  kind: 'succeeded' | 'failed' | null;
}

/** The icon of each kind: a glyph for the eye, and words for a screen reader (never colour alone). */
export const STATUS_ICONS = {
  succeeded: { glyph: '✓', label: 'succeeded' },
  failed: { glyph: '✗', label: 'failed' },
} as const;

const STATUS_KINDS: Record<SyncStatus, 'succeeded' | 'failed'> = {
  'new data saved': 'succeeded',
  'data already exists': 'succeeded',
  failed: 'failed',
  'no user found': 'failed',
  'no assessments found': 'failed',
  'max attempts exceeded': 'failed',
};

/** The report's lines, in order: the two tests a sync brings. */
export const SYNC_TESTS = [
  { key: 'mbti', name: 'MBTI', fullName: 'Myers-Briggs Type Indicator' },
  { key: 'sii', name: 'SII', fullName: 'Strong Interest Inventory' },
] as const satisfies readonly { key: keyof SyncReport; name: string; fullName: string }[];

/** A status as shown: a known one with its kind, any other text as is, a missing one as 'no status'. */
export function statusView(status: string | null | undefined): StatusView {
  const text = status?.trim();
  if (!text) return { text: 'no status', kind: null };
  return { text, kind: Object.hasOwn(STATUS_KINDS, text) ? STATUS_KINDS[text as SyncStatus] : null };
}

/** A test's outcome in a report, as shown (the outcome may be missing from a malformed report). */
export function outcomeView(outcome: Partial<SyncOutcome> | null | undefined): StatusView & { detail: string } {
  return { ...statusView(outcome?.status), detail: outcome?.detail?.trim() ?? '' };
}

/** 'last sync: no assessments found', or each test's status when they differ; a sync under way says so. */
export function lastSyncLabel(lastSync: LastSyncDto): string {
  if (lastSync.state !== 'done') return 'a sync is under way';
  const mbti = statusView(lastSync.mbti).text;
  const sii = statusView(lastSync.sii).text;
  return mbti === sii ? `last sync: ${mbti}` : `last sync: MBTI ${mbti}, SII ${sii}`;
}
