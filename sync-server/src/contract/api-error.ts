/** The one error shape every API route answers with. Browser-safe: imported by the PWA. */
export const ERROR_CODES = [
  'bad_request',
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'link_expired',
  'payload_too_large',
  'rate_limited',
  'unavailable',
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
