import type { ErrorBody, ErrorCode, FieldErrors } from '@career/sync-server/contract/api-error';

/** A failed API call: the server's error body, or a network failure (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
  }

  get isNetwork(): boolean {
    return this.code === 'network';
  }

  static fromBody(status: number, body: unknown): ApiError {
    const error = (body as Partial<ErrorBody> | null)?.error;
    if (error && typeof error.message === 'string') return new ApiError(status, error.code, error.message, error.fields ?? {});
    return new ApiError(status, status >= 500 ? 'internal' : 'bad_request', 'Something went wrong. Please try again.');
  }
}

/** What to tell the user of a failed call: the server's message (already worded for them), or `fallback` for anything else. */
export function apiErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return error instanceof ApiError ? error.message : fallback;
}
