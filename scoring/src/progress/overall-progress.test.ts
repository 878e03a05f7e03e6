import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overallProgress } from './overall-progress';

describe('overallProgress', () => {
  it('sums answered over total questions, counting a completed interview as fully done', () => {
    expect(
      overallProgress([
        { assessmentId: 'consent', completed: true, questionsAnswered: 1, totalQuestions: 1 },
        { assessmentId: 'depression-screening', completed: false, questionsAnswered: 10, totalQuestions: 21 },
        { assessmentId: 'interview', completed: true, questionsAnswered: 30, totalQuestions: 48 },
      ]),
      // (1 + 10 + 48) / 70 = 0.842857 -> 0.84
    ).toBe(0.84);
    expect(
      overallProgress([
        { assessmentId: 'consent', completed: true, questionsAnswered: 1, totalQuestions: 1 },
        { assessmentId: 'interview', completed: false, questionsAnswered: 30, totalQuestions: 48 },
      ]),
      // 31 / 49 = 0.6327
    ).toBe(0.63);
    expect(overallProgress([])).toBe(0);
  });

  it('never exceeds 1', () => {
    const entry = fc.record({
      assessmentId: fc.constantFrom('consent', 'neo', 'interview', 'career-values' as const),
      completed: fc.boolean(),
      questionsAnswered: fc.integer({ min: -10, max: 500 }),
      totalQuestions: fc.integer({ min: 0, max: 300 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), (entries) => {
        const value = overallProgress(entries);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }),
    );
  });
});
