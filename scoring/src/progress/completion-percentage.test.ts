import { describe, expect, it } from 'vitest';
import { completionPercentage } from './completion-percentage';

describe('completionPercentage', () => {
  it('is completed plan assessments over the plan assessments', () => {
    const plan = ['consent', 'depression-screening', 'readiness-for-change', 'neo'];
    const lean = [
      { id: 'consent', completed: true },
      { id: 'neo', completed: true },
      { id: 'depression-screening', completed: false },
      { id: 'interview', completed: true },
    ];
    expect(completionPercentage(plan, lean)).toBe(50);
    expect(completionPercentage(['consent', 'neo', 'myers-briggs'], lean)).toBe(67);
    expect(completionPercentage([], lean)).toBe(0);
    expect(completionPercentage(plan, [...lean, { id: 'neo', completed: true }])).toBe(50);
  });
});
