import { describe, expect, it } from 'vitest';
import { proofWorkerCount } from './proof-of-work';

describe('proof workers', () => {
  it('uses one worker per core, at least one and at most 4', () => {
    expect([0, 1, 2, 3, 4, 8, 16].map((cores) => proofWorkerCount(cores))).toEqual([1, 1, 2, 3, 4, 4, 4]);
  });
});
