import { randomUUID } from 'node:crypto';

/** One answer batch of the NEO (batch form of POST /api/answers). */
export interface NeoBatch {
  batchId: string;
  userId: string;
  assessmentId: 'neo';
  totalQuestions: 240;
  changes: { key: string; value: string; stamp: number }[];
}

/**
 * A client's whole NEO as a device sends it, for the scale-out bench and the server-process tests:
 * 240 answers in 10 batches of 24 (keys in order), answer i of a batch (seed + i) % 5, each batch
 * stamped after the one before.
 */
export function neoInTenBatches(userId: string, seed: number): NeoBatch[] {
  return Array.from({ length: 10 }, (_, part) => ({
    batchId: randomUUID(),
    userId,
    assessmentId: 'neo',
    totalQuestions: 240,
    changes: Array.from({ length: 24 }, (_, offset) => ({ key: String(part * 24 + offset), value: String((seed + offset) % 5), stamp: 1_795_000_000_000 + part })),
  }));
}
