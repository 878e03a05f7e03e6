import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { emptyForm } from './record-form-model';
import { missingProblem, saveProblemOf } from './record-save-error';

describe('record save problems', () => {
  it("names the missing fields under 'All fields are required'", () => {
    const problem = missingProblem({ ...emptyForm(), jobTitle: 'Actuary', description: '  ' });
    expect(problem.message).toBe('All fields are required');
    expect(problem.invalid).not.toContain('jobTitle');
    expect(problem.invalid).toContain('description');
    expect(problem.invalid).toHaveLength(12);
  });

  it("shows the server's validation message and field messages", () => {
    const problem = saveProblemOf(new ApiError(400, 'validation', 'Please correct the highlighted fields.', { salary: 'Salary must be one of: 1, 2', other: 'Ignored field' }));
    expect(problem).toEqual({ message: 'Please correct the highlighted fields.', details: ['Salary must be one of: 1, 2', 'Ignored field'], invalid: ['salary'] });
  });

  it("says 'Record is not added' for any other failure", () => {
    expect(saveProblemOf(new ApiError(500, 'internal', 'Something went wrong. Please try again.')).message).toBe('Record is not added');
    expect(saveProblemOf(new ApiError(0, 'network', 'You appear to be offline.')).message).toBe('Record is not added');
    expect(saveProblemOf(new TypeError('boom')).message).toBe('Record is not added');
  });
});
