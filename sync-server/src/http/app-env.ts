import type { HttpBindings } from '@hono/node-server';
import type { UserRecord } from './session-user';

export interface AppVariables {
  /**
   * The signed-in user, or null. Set by the session middleware on every /api request. While an
   * admin acts as a user, this is that user (what the routes serve and authorise)...
   */
  user: UserRecord | null;
  /** ...and this is the admin behind it (null otherwise), with the acting session's id and when it ends. */
  acting: { id: string; admin: UserRecord; expiresAt: number } | null;
  /**
   * Set when `user` was taken from memory, not read for this request (http/load-session.ts): the
   * request's write must check the session in its own transaction, or `read()` the user now
   * (which refuses with 401 when the session no longer holds).
   */
  sessionCheck: { read(): Promise<UserRecord> } | null;
  /** The route pattern from the policy table (never the raw path, which may carry tokens). */
  routePattern: string;
  requestId: string;
}

export interface AppEnv {
  Variables: AppVariables;
  Bindings: Partial<HttpBindings>;
}
