import { describe, expect, it } from 'vitest';
import type { AnswerRecord } from './local-db';
import { planBatches } from './plan-batches';

function row(key: string, stamp: number): AnswerRecord {
  return { userId: 'u1', assessmentId: 'neo', key, value: 'v' + key, stamp, dirty: 1, frozenStamp: 0 };
}

let id = 0;
const base = { userId: 'u1', assessmentId: 'neo' as const, totalQuestions: 240, makeId: () => `id-${++id}`, now: 5 };

describe('planBatches', () => {
  it('freezes changes oldest first into chunks, the finish on the last one only', () => {
    const batches = planBatches({ ...base, fresh: [row('2', 30), row('0', 10), row('1', 20)], finish: { answered: 3 }, maxChanges: 2 });
    expect(batches.map((batch) => batch.changes.map((change) => change.key))).toEqual([['0', '1'], ['2']]);
    expect(batches[0]).not.toHaveProperty('finish');
    expect(batches[1]).toMatchObject({ finish: { answered: 3 }, totalQuestions: 240, attempts: 0, createdAt: 5, userId: 'u1' });
    expect(new Set(batches.map((batch) => batch.batchId)).size).toBe(2);
    expect(batches[0]?.changes[0]).toEqual({ key: '0', value: 'v0', stamp: 10 });
  });

  it('sends a finish alone when no answer changed', () => {
    expect(planBatches({ ...base, fresh: [], finish: { answered: 240 } })).toEqual([expect.objectContaining({ changes: [], finish: { answered: 240 } })]);
  });

  it('makes nothing when there is nothing to send', () => {
    expect(planBatches({ ...base, fresh: [] })).toEqual([]);
  });

  it('fits a whole NEO (240 answers) in one batch', () => {
    const fresh = Array.from({ length: 240 }, (_, index) => row(String(index), index + 1));
    expect(planBatches({ ...base, fresh })).toHaveLength(1);
  });
});
