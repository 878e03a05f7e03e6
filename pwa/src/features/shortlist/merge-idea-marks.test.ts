import { describe, expect, it } from 'vitest';
import type { IdeaMarkRecord } from '../../offline/local-db';
import { mergeIdeaMarks } from './merge-idea-marks';

const local = (recordId: string, stamp: number, change: Partial<IdeaMarkRecord> = {}): IdeaMarkRecord => ({ userId: 'u1', recordId, mark: 'interested', stamp, dirty: 1, ...change });

describe('mergeIdeaMarks', () => {
  it('takes the newest stamp per idea, the device winning a tie', () => {
    const merged = mergeIdeaMarks(
      [
        [
          { recordId: 'a', mark: 'not_for_me', stamp: 10 },
          { recordId: 'b', mark: 'not_for_me', stamp: 30 },
        ],
        [{ recordId: 'a', mark: 'interested', stamp: 5 }],
      ],
      [local('b', 20), local('c', 40, { mark: null }), local('a', 10, { dirty: 0 })],
    );
    expect(Object.fromEntries(merged)).toEqual({
      a: { mark: 'interested', pending: false, error: undefined },
      b: { mark: 'not_for_me', pending: false, error: undefined },
      c: { mark: null, pending: true, error: undefined },
    });
  });

  it('tells a refused mark from one waiting to be sent', () => {
    const merged = mergeIdeaMarks([], [local('a', 1, { error: 'Nothing can be changed.' }), local('b', 2)]);
    expect(merged.get('a')).toEqual({ mark: 'interested', pending: false, error: 'Nothing can be changed.' });
    expect(merged.get('b')).toEqual({ mark: 'interested', pending: true, error: undefined });
  });
});
