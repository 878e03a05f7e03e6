import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { FILE_EMPTY, FILE_TOO_LARGE, IMPORT_FAILED, importFileProblem, importProblemOf, RECORD_IMPORT_MAX_BYTES } from './record-import-problem';

describe('importFileProblem', () => {
  it('lets a file of up to 900,000 bytes go and refuses a larger or empty one', () => {
    expect(importFileProblem({ size: RECORD_IMPORT_MAX_BYTES })).toBeNull();
    expect(importFileProblem({ size: 1 })).toBeNull();
    expect(importFileProblem({ size: RECORD_IMPORT_MAX_BYTES + 1 })).toBe(FILE_TOO_LARGE);
    expect(importFileProblem({ size: 0 })).toBe(FILE_EMPTY);
  });
});

describe('importProblemOf', () => {
  it("shows the server's message about the file", () => {
    const error = new ApiError(400, 'validation', 'A file may hold at most 5000 records.', { csv: 'Too many rows' });
    expect(importProblemOf(error)).toBe('A file may hold at most 5000 records.');
  });

  it("shows the csv field's message when the message only points at fields", () => {
    const error = new ApiError(400, 'validation', 'Please correct the highlighted fields.', { csv: 'The file is empty' });
    expect(importProblemOf(error)).toBe('The file is empty');
  });

  it('shows a network or other failure plainly', () => {
    expect(importProblemOf(new ApiError(0, 'network', 'You appear to be offline. Please check your connection and try again.'))).toMatch(/offline/);
    expect(importProblemOf(new Error('boom'))).toBe(IMPORT_FAILED);
  });
});
