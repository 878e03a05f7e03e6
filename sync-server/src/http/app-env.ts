import type { HttpBindings } from '@hono/node-server';
import type { UserRecord } from '../repositories/user-repository';

export interface AppVariables {
  /** The signed-in user, or null. Set by the session middleware on every /api request. */
  user: UserRecord | null;
  /** The route pattern from the policy table (never the raw path, which may carry tokens). */
  routePattern: string;
  requestId: string;
}

export interface AppEnv {
  Variables: AppVariables;
  Bindings: Partial<HttpBindings>;
}
