import { SHORTLIST_ITEMS_MAX } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { describe, expect, it } from 'vitest';
import type { ShortlistDraft } from './shortlist-draft';
import { EMPTY_DRAFT, bodyOf, isFull, moveItem, removeItem, sameAsShared, setNote, togglePick } from './shortlist-draft';

const idea = (n: number) => ({ recordId: `r${n}`, title: `Occupation ${n}` });
const picked = (...numbers: number[]): ShortlistDraft => numbers.reduce((draft, n) => togglePick(draft, idea(n)), EMPTY_DRAFT);
const order = (draft: ShortlistDraft) => draft.items.map((item) => item.recordId);

describe('shortlist draft', () => {
  it('adds ideas at the end, takes one off when picked again, and takes no more than the limit', () => {
    expect(order(picked(3, 1, 2))).toEqual(['r3', 'r1', 'r2']);
    expect(order(togglePick(picked(3, 1, 2), idea(1)))).toEqual(['r3', 'r2']);
    const full = picked(...Array.from({ length: SHORTLIST_ITEMS_MAX }, (_unused, index) => index + 1));
    expect(isFull(full)).toBe(true);
    expect(togglePick(full, idea(99))).toBe(full);
    expect(order(togglePick(full, idea(1)))).not.toContain('r1');
  });

  it('moves an idea one place, and leaves it at either end', () => {
    const draft = picked(1, 2, 3);
    expect(order(moveItem(draft, 'r3', -1))).toEqual(['r1', 'r3', 'r2']);
    expect(order(moveItem(draft, 'r1', 1))).toEqual(['r2', 'r1', 'r3']);
    expect(moveItem(draft, 'r1', -1)).toBe(draft);
    expect(moveItem(draft, 'r3', 1)).toBe(draft);
    expect(order(removeItem(draft, 'r2'))).toEqual(['r1', 'r3']);
  });

  it('sends the texts trimmed, and tells a draft that would change nothing', () => {
    const draft = { ...setNote(picked(1, 2), 'r2', '  Ask Sam \n'), summary: '\nNext steps.  ' };
    expect(bodyOf(draft)).toEqual({ summary: 'Next steps.', items: [{ recordId: 'r1', note: '' }, { recordId: 'r2', note: 'Ask Sam' }] });
    expect(sameAsShared(draft, { summary: 'Next steps.', items: [{ ...idea(1), note: '' }, { ...idea(2), note: 'Ask Sam' }] })).toBe(true);
    expect(sameAsShared(draft, picked(2, 1))).toBe(false);
  });
});
