import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import { deleteAccountBody } from '../../accounts/contract/account-schemas';
import type { MessageResponse } from '../../accounts/contract/auth-schemas';
import type { AppEnv } from '../../../http/app-env';
import { AppError } from '../../../http/app-error';
import { clientAddress, compileTrustProxy } from '../../../http/client-address';
import type { SessionCookie } from '../../../http/session-cookie';
import { signedInUser } from '../../../http/signed-in-user';
import { jsonBody } from '../../../http/validate';
import { deleteOwnAccount } from '../services/account-deletion';
import { exportAccount } from '../services/account-export';

/**
 * The client's own data, under /api/users/current (mounted before the user routes, whose
 * '/current/:id' would otherwise take '/current/export'): the export as a file, and deleting the
 * account. Neither is open to an admin acting as the client (deleting is a write, refused for the
 * acting session anyway; the file is the client's own copy).
 */
export function accountRoutes(deps: AppDeps, cookie: SessionCookie, actingCookie: SessionCookie) {
  const trusted = compileTrustProxy(deps.config.trustProxy);
  return new Hono<AppEnv>()
    .get('/export', async (c) => {
      if (c.get('acting')) throw new AppError('forbidden', 'Only the client can download their own data.');
      const data = await exportAccount(deps, signedInUser(c));
      const day = data.about.exportedAt.slice(0, 10);
      c.header('Content-Type', 'application/json; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="my-career-assessment-data-${day}.json"`);
      return c.body(JSON.stringify(data, null, 2));
    })
    .delete('/', jsonBody(deleteAccountBody), async (c) => {
      await deleteOwnAccount(deps, signedInUser(c), c.req.valid('json').password, clientAddress(c, trusted));
      cookie.clear(c);
      actingCookie.clear(c);
      return c.json<MessageResponse>({ message: 'Account deleted' });
    });
}
