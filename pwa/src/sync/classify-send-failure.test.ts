import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { classifySendFailure } from './classify-send-failure';

describe('classifySendFailure', () => {
  it('retries network failures, 5xx, timeouts and rate limits', () => {
    for (const error of [new ApiError(0, 'network', 'offline'), new ApiError(503, 'unavailable', 'x'), new ApiError(503, 'storage_full', 'x'), new ApiError(500, 'internal', 'x'), new ApiError(429, 'rate_limited', 'x'), new TypeError('boom')]) {
      expect(classifySendFailure(error)).toEqual({ kind: 'retry' });
    }
  });

  it('pauses on 401', () => {
    expect(classifySendFailure(new ApiError(401, 'unauthorized', 'Please log in'))).toEqual({ kind: 'auth' });
  });

  it('tells the 409s apart', () => {
    expect(classifySendFailure(new ApiError(409, 'assessment_completed', 'done')).kind).toBe('completed');
    expect(classifySendFailure(new ApiError(409, 'manifest_mismatch', 'count')).kind).toBe('manifest-mismatch');
    expect(classifySendFailure(new ApiError(409, 'batch_conflict', 'reused')).kind).toBe('batch-conflict');
  });

  it("refuses 400/403/422 with the spec's message", () => {
    expect(classifySendFailure(new ApiError(422, 'unprocessable', 'Answer every question first.'))).toEqual({ kind: 'refused', message: 'Failed to save answers - error: Answer every question first.' });
    expect(classifySendFailure(new ApiError(403, 'consent_required', 'Consent first.')).kind).toBe('refused');
    expect(classifySendFailure(new ApiError(400, 'validation', 'Bad key')).kind).toBe('refused');
  });
});
