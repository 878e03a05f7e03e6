import { ApiError } from '../../api/api-error';

/**
 * A failure that ends the MFA step (the 5-minute pending sign-in expired, or another tab finished
 * it): its message, for the login form. Other failures stay on the step.
 */
export function restartMessageOf(error: unknown): string | undefined {
  if (error instanceof ApiError && (error.status === 401 || error.code === 'conflict')) return error.message;
  return undefined;
}
