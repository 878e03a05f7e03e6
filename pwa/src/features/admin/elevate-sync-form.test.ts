import { describe, expect, it } from 'vitest';
import { DATE_FORMAT_MESSAGE, initialSyncForm, syncRequest } from './elevate-sync-form';

describe('the Elevate sync form', () => {
  it('sends 5 days back by default, and no gender for the client’s own answer', () => {
    expect(syncRequest(initialSyncForm('eli@example.com'), 'u1')).toEqual({
      ok: true,
      body: { userId: 'u1', email: 'eli@example.com', mode: 'days-back', daysBack: 5, skipGenerate: false },
    });
  });

  it('sends a date range, a chosen gender and skipGenerate; an empty email sends none', () => {
    const form = { ...initialSyncForm(''), mode: 'date-range' as const, startDate: '11-01-2026', endDate: ' 11-30-2026 ', gender: 'f' as const, skipGenerate: true };
    expect(syncRequest(form, 'u1')).toEqual({
      ok: true,
      body: { userId: 'u1', mode: 'date-range', startDate: '11-01-2026', endDate: '11-30-2026', gender: 'f', skipGenerate: true },
    });
  });

  it('sends only the mode around the test date', () => {
    expect(syncRequest({ ...initialSyncForm('a@b.co'), mode: 'test-date' }, 'u1')).toEqual({ ok: true, body: { userId: 'u1', email: 'a@b.co', mode: 'test-date', skipGenerate: false } });
  });

  it('refuses dates not in MM-DD-YYYY, days that do not exist, and a start after the end', () => {
    const range = { ...initialSyncForm('a@b.co'), mode: 'date-range' as const };
    expect(syncRequest({ ...range, startDate: '2026-11-01', endDate: '' }, 'u1')).toEqual({ ok: false, errors: { startDate: DATE_FORMAT_MESSAGE, endDate: DATE_FORMAT_MESSAGE } });
    expect(syncRequest({ ...range, startDate: '02-30-2026', endDate: '1-2-2026' }, 'u1')).toEqual({ ok: false, errors: { startDate: DATE_FORMAT_MESSAGE, endDate: DATE_FORMAT_MESSAGE } });
    expect(syncRequest({ ...range, startDate: '12-01-2026', endDate: '11-30-2026' }, 'u1')).toEqual({ ok: false, errors: { endDate: 'The end date must not be before the start date.' } });
    expect(syncRequest({ ...range, startDate: '11-30-2026', endDate: '11-30-2026' }, 'u1').ok).toBe(true);
  });

  it('refuses days back outside 1..365 and a malformed email', () => {
    for (const daysBack of ['0', '366', '2.5', '', 'ten']) {
      expect(syncRequest({ ...initialSyncForm('a@b.co'), daysBack }, 'u1')).toEqual({ ok: false, errors: { daysBack: 'Days back must be a whole number from 1 to 365.' } });
    }
    expect(syncRequest({ ...initialSyncForm('not an email') }, 'u1')).toEqual({ ok: false, errors: { email: 'Enter a valid email address.' } });
  });
});
