/** The one error shape every API route answers with. Browser-safe: imported by the PWA. */
export const ERROR_CODES = [
  'bad_request',
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  /** 409: the assessment is completed and takes no more edits (the client shows it read-only). */
  'assessment_completed',
  /** 409: a batch id was reused with a different payload. */
  'batch_conflict',
  /** 409: a finish manifest does not match the answers the server holds; re-send every answer. */
  'manifest_mismatch',
  /** 403: on a paid plan, consent comes before every other assessment. */
  'consent_required',
  /** 403: an admin acting as a user may look, not change anything. */
  'read_only',
  /** 422: the request is well formed but cannot be done (e.g. finishing with unanswered items). */
  'unprocessable',
  'link_expired',
  /** 401 (spec): the phone number is verified on another account: 'phone number already registered'. */
  'phone_taken',
  /** 402 (spec): the code could not be sent: 'something went wrong or phone number is incorrect'. */
  'phone_incorrect',
  /** 402 (spec): a wrong one-time code: 'OTP is Invalid'. */
  'otp_invalid',
  /** 403 (spec): no code is waiting, or it is older than 5 minutes, used or out of tries: 'OTP expires'. */
  'otp_expired',
  /** 444 (spec): finishing myers-briggs before the provider reported both the MBTI and the SII. */
  'provider_results_missing',
  'payload_too_large',
  /** 421: the request named a host this server does not serve (neither PUBLIC_URL's nor loopback). */
  'misdirected',
  'rate_limited',
  /**
   * 428: while password checks queue, a sign-in or sign-up from a browser the server does not know
   * first solves a proof-of-work challenge (GET /api/auth/challenge) and sends it as `proof`.
   */
  'proof_required',
  'unavailable',
  /**
   * 503: the server's database storage is full, so nothing was written. Retry later; the PWA keeps
   * the answers on the device and sends them again.
   */
  'storage_full',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Field errors keyed by form field (firstName, lastName, email, password, password2) or by the
 * login keys emailnotfound / passwordincorrect. */
export type FieldErrors = Partial<Record<string, string>>;

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: FieldErrors;
  };
}
