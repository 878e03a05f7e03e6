import { AppError } from '../../../http/app-error';
import { waitInWords } from '../../../auth/rate-limit';

/**
 * A refused sign-in (a limit, the account's pause, or the hash queue) says the real wait, from the
 * same Retry-After the response carries, and the way in that needs no wait: the e-mailed sign-in
 * link. Other errors pass unchanged.
 */
export function withRealWait(error: unknown): unknown {
  if (!(error instanceof AppError) || (error.code !== 'rate_limited' && error.code !== 'unavailable')) return error;
  const seconds = error.retryAfterSeconds ?? 60;
  const lead = error.code === 'unavailable' ? 'Too many sign-ins right now.' : 'Too many sign-in attempts.';
  return new AppError(error.code, `${lead} Please try again in ${waitInWords(seconds)}, or e-mail yourself a sign-in link.`, undefined, seconds);
}
