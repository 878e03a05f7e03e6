import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, ErrorCode, FieldErrors } from '../contract/api-error';

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  assessment_completed: 409,
  batch_conflict: 409,
  manifest_mismatch: 409,
  consent_required: 403,
  read_only: 403,
  unprocessable: 422,
  link_expired: 410,
  phone_taken: 401,
  phone_incorrect: 402,
  otp_invalid: 402,
  otp_expired: 403,
  // The spec's own status for "the provider has not reported both tests" (not a registered code).
  provider_results_missing: 444 as ContentfulStatusCode,
  payload_too_large: 413,
  misdirected: 421 as ContentfulStatusCode,
  rate_limited: 429,
  proof_required: 428,
  unavailable: 503,
  storage_full: 503,
  internal: 500,
};

/** The server's one error representation; `onError` turns it into an ErrorBody. */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** Seconds until the caller may try again (Retry-After): rate limits, a full storage. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export function validationError(fields: FieldErrors, message = 'Please correct the highlighted fields.'): AppError {
  return new AppError('validation', message, fields);
}
