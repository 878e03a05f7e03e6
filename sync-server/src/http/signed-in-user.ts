import type { Context } from 'hono';
import type { UserRecord } from './session-user';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

export const LOGIN_REQUIRED_MESSAGE = 'Please log in to continue.';

/**
 * The signed-in user of a client or admin route. The authorize middleware has already refused
 * requests without one; this gives handlers the user with its type, and refuses the same way.
 */
export function signedInUser(c: Context<AppEnv>): UserRecord {
  const user = c.get('user');
  if (!user) throw new AppError('unauthorized', LOGIN_REQUIRED_MESSAGE);
  return user;
}
