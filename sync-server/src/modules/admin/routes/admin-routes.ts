import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import { actAsBody, auditQuery, exportBody } from '../contract/admin-schemas';
import type { AuditPageDto } from '../contract/audit-dto';
import type { AppEnv } from '../../../http/app-env';
import { AppError } from '../../../http/app-error';
import type { SessionCookie } from '../../../http/session-cookie';
import { signedInUser } from '../../../http/signed-in-user';
import { jsonBody, queryOf } from '../../../http/validate';
import { listAudit } from '../repositories/audit-repository';
import { endActing, startActing } from '../services/acting-service';
import { audit } from '../services/audit';

/** Admin tools under /api/admin: acting as a user, and the audit log. */
export function adminRoutes(deps: AppDeps, actingCookie: SessionCookie) {
  return new Hono<AppEnv>()
    .post('/act-as', jsonBody(actAsBody), async (c) => {
      const { token, expiresAt, target } = await startActing(deps, signedInUser(c), c.req.valid('json').userId);
      actingCookie.write(c, token, deps.actingTokens.ttlSeconds);
      return c.json({ userId: target.id, expiresAt: new Date(expiresAt * 1000).toISOString() });
    })
    // Open to the acting session itself (it is the user's, for the policy): the way back.
    .post('/act-as/end', async (c) => {
      const acting = c.get('acting');
      if (!acting) throw new AppError('conflict', 'You are not acting as a user.');
      await endActing(deps, acting, c.get('user'));
      actingCookie.clear(c);
      return c.json({ userId: acting.admin.id });
    })
    // The user table's CSV is made in the browser from what the admin sees; this records it.
    .post('/exports', jsonBody(exportBody), async (c) => {
      const { rows, search } = c.req.valid('json');
      await audit(deps, signedInUser(c), 'export_users', null, { rows, search });
      return c.json({ recorded: true });
    })
    .get('/audit', queryOf(auditQuery), async (c) => {
      const { limit, ...filter } = c.req.valid('query');
      const page = await listAudit(deps.db, { ...filter, limit });
      return c.json<AuditPageDto>({ entries: page.entries, next: page.more ? (page.entries.at(-1)?.id ?? null) : null });
    });
}
