import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShortlistDraft } from './shortlist-draft';
import { clearStoredDraft, readStoredDraft, subscribeStoredDraft, writeStoredDraft } from './shortlist-draft-store';

const DRAFT: ShortlistDraft = { summary: 'Next: shadow an analyst.', items: [{ recordId: 'r2', title: 'Occupation 2', note: 'Your maths' }] };

afterEach(() => vi.restoreAllMocks());

describe('shortlist draft store', () => {
  it("keeps each client's draft in this tab's sessionStorage, apart, until it is cleared", () => {
    expect(readStoredDraft('u1')).toBeNull();
    writeStoredDraft('u1', DRAFT);
    writeStoredDraft('u2', { summary: '', items: [] });
    expect(readStoredDraft('u1')).toEqual(DRAFT);
    expect(readStoredDraft('u2')).toEqual({ summary: '', items: [] });
    expect(sessionStorage.getItem('career-ideas-draft:u1')).not.toBeNull();

    clearStoredDraft('u1');
    expect(readStoredDraft('u1')).toBeNull();
    expect(readStoredDraft('u2')).toEqual({ summary: '', items: [] });
  });

  it('reads what is not a draft as none', () => {
    for (const text of ['not json', 'null', '{"summary":"","items":[{"recordId":"r1"}]}', '{"items":[]}']) {
      sessionStorage.setItem('career-ideas-draft:u1', text);
      expect(readStoredDraft('u1')).toBeNull();
    }
  });

  it('tells the listeners of that client of each write and clear, until they unsubscribe', () => {
    const ada = vi.fn();
    const bob = vi.fn();
    const stop = subscribeStoredDraft('u1', ada);
    subscribeStoredDraft('u2', bob)();
    writeStoredDraft('u1', DRAFT);
    clearStoredDraft('u1');
    writeStoredDraft('u2', DRAFT);
    expect(ada).toHaveBeenCalledTimes(2);
    expect(bob).not.toHaveBeenCalled();
    stop();
    writeStoredDraft('u1', DRAFT);
    expect(ada).toHaveBeenCalledTimes(2);
  });

  it('keeps the draft for the life of the page when sessionStorage refuses it', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    writeStoredDraft('u1', DRAFT);
    expect(sessionStorage.getItem('career-ideas-draft:u1')).toBeNull();
    expect(readStoredDraft('u1')).toEqual(DRAFT);
    setItem.mockRestore();
    clearStoredDraft('u1');
    expect(readStoredDraft('u1')).toBeNull();
  });
});
