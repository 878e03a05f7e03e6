import { describe, expect, it } from 'vitest';
import { STATUS_ICONS, lastSyncLabel, outcomeView, statusView } from './elevate-status';

describe('Elevate sync statuses', () => {
  it('marks saved and existing data as succeeded', () => {
    expect(statusView('new data saved')).toEqual({ text: 'new data saved', kind: 'succeeded' });
    expect(statusView('data already exists')).toEqual({ text: 'data already exists', kind: 'succeeded' });
  });

  it('marks the four failures as failed', () => {
    for (const status of ['failed', 'no user found', 'no assessments found', 'max attempts exceeded']) {
      expect(statusView(status)).toEqual({ text: status, kind: 'failed' });
    }
  });

  it('shows any other text as is without an icon, and a missing status as "no status"', () => {
    expect(statusView('report pending')).toEqual({ text: 'report pending', kind: null });
    expect(statusView('constructor')).toEqual({ text: 'constructor', kind: null });
    for (const missing of [undefined, null, '', '  ']) expect(statusView(missing)).toEqual({ text: 'no status', kind: null });
  });

  it('gives each icon words, not only a glyph', () => {
    expect(STATUS_ICONS.succeeded).toEqual({ glyph: '✓', label: 'succeeded' });
    expect(STATUS_ICONS.failed).toEqual({ glyph: '✗', label: 'failed' });
  });

  it('reads an outcome with its detail, even a missing one', () => {
    expect(outcomeView({ status: 'failed', detail: ' Elevate did not answer. ' })).toEqual({ text: 'failed', kind: 'failed', detail: 'Elevate did not answer.' });
    expect(outcomeView(undefined)).toEqual({ text: 'no status', kind: null, detail: '' });
  });

  it('writes the last sync shortly', () => {
    const at = '2026-11-23T10:00:00.000Z';
    expect(lastSyncLabel({ at, state: 'done', mbti: 'new data saved', sii: 'new data saved' })).toBe('last sync: new data saved');
    expect(lastSyncLabel({ at, state: 'done', mbti: 'data already exists', sii: 'failed' })).toBe('last sync: MBTI data already exists, SII failed');
    expect(lastSyncLabel({ at, state: 'queued', mbti: null, sii: null })).toBe('a sync is under way');
  });
});
