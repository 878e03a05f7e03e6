/** Answer batches for the POST /api/answers load: fresh batch ids, rising stamps, valid NEO values. */
let stamp = Date.now();

export function neoBatch(userId: string, size: number) {
  const start = Math.floor(Math.random() * (240 - size + 1));
  return {
    batchId: crypto.randomUUID(),
    userId,
    assessmentId: 'neo',
    totalQuestions: 240,
    changes: Array.from({ length: size }, (_, offset) => ({
      key: String(start + offset),
      value: String(Math.floor(Math.random() * 5)),
      stamp: (stamp += 1),
    })),
  };
}
