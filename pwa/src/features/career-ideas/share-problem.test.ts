import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { shareProblemOf } from './share-problem';

const ITEMS = [
  { recordId: 'r1', title: 'Actuary', note: '' },
  { recordId: 'r2', title: 'Economist', note: '' },
];

describe('shareProblemOf', () => {
  it("puts the server's field messages beside the summary, the list and each note", () => {
    const caught = new ApiError(400, 'validation', 'Please correct the highlighted fields.', {
      summary: 'Too long',
      items: 'At most 30 ideas',
      'items.1.note': 'Note too long',
      'items[0].note': 'Plain text only',
      _: 'Unexpected field: extra',
    });
    expect(shareProblemOf(caught, ITEMS)).toEqual({
      message: 'Please correct the highlighted fields.',
      summary: 'Too long',
      items: 'At most 30 ideas',
      notes: { r1: 'Plain text only', r2: 'Note too long' },
      details: ['Unexpected field: extra'],
    });
  });

  it('says the shortlist was not shared, and why, for any other failure', () => {
    expect(shareProblemOf(new ApiError(0, 'network', 'You appear to be offline.'), ITEMS)).toEqual({ message: 'The shortlist was not shared. You appear to be offline.', notes: {}, details: [] });
    expect(shareProblemOf(new Error('boom'), ITEMS).message).toBe('The shortlist was not shared. Something went wrong. Please try again.');
  });
});
