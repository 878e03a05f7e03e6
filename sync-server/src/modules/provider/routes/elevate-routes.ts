import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { SyncJobDto } from '../contract/elevate-dto';
import { syncIdParam, syncRequestBody } from '../contract/elevate-schemas';
import type { AppEnv } from '../../../http/app-env';
import { AppError } from '../../../http/app-error';
import { signedInUser } from '../../../http/signed-in-user';
import { jsonBody, paramsOf } from '../../../http/validate';
import { plansOfUser } from '../../plans/services/plan-store';
import { findLastHandoff } from '../repositories/provider-result-repository';
import { RATE_LIMITS } from '../../../auth/rate-limit-rules';
import { enforceRateLimit } from '../../../auth/rate-limit';
import { findSyncJob } from '../repositories/provider-sync-job-repository';
import { findUserById } from '../../accounts/services/user-store';
import { audit } from '../../admin/services/audit';
import type { SyncRequest } from '../services/provider-sync';
import { queueAdminSync, queueAutoSync, toSyncJobDto, waitForSyncJob } from '../services/provider-sync-jobs';
import { modeOf } from '../services/sync-window';

/** How long POST /api/external/elevate waits for its sync before answering 202 (then the client polls). */
export const SYNC_WAIT_MS = 20_000;

/**
 * The Elevate sync: POST / (admin) queues a durable sync job and answers its report when it ends
 * within the wait (200), else 202 with the job to poll at GET /{syncId}. POST /returned (client)
 * queues the automatic sync of a client back from the provider.
 */
export function elevateRoutes(deps: AppDeps, options: { waitMs?: number } = {}) {
  return new Hono<AppEnv>()
    .post('/returned', async (c) => {
      const user = signedInUser(c);
      const [plan] = await plansOfUser(deps.db, user.id);
      if (!plan?.assessments.includes('myers-briggs')) throw new AppError('forbidden', 'Your plan does not include the Myers-Briggs step.');
      // Only after a hand-off: the provider knows the client only once it was sent there.
      if (!(await findLastHandoff(deps.db, user.id))) throw new AppError('conflict', "Please choose 'Go to Myers Briggs' first.");
      await enforceRateLimit(deps.rateLimiter, user.id, RATE_LIMITS.providerCallsPerAccount);
      await queueAutoSync(deps, user.id);
      deps.providerSync.kick();
      return c.json({ queued: true }, 202);
    })
    .post('/', jsonBody(syncRequestBody), async (c) => {
      const admin = signedInUser(c);
      const body = c.req.valid('json');
      const request: SyncRequest = {
        userId: body.userId,
        email: body.email || undefined,
        skipGenerate: body.skipGenerate ?? false,
        mode: modeOf({ mode: body.mode, startDate: body.startDate || undefined, endDate: body.endDate || undefined }),
        daysBack: body.daysBack,
        startDate: body.startDate || undefined,
        endDate: body.endDate || undefined,
        gender: body.gender,
      };
      const subject = (await findUserById(deps.db, body.userId)) ?? null;
      const syncId = await queueAdminSync(deps, admin.id, request);
      await audit(deps, admin, 'elevate_sync', subject, { syncId, mode: request.mode, userId: body.userId });
      deps.providerSync.kick();
      const job = await waitForSyncJob(deps, syncId, options.waitMs ?? SYNC_WAIT_MS);
      if (!job) throw new Error(`Sync job ${syncId} cannot be read.`);
      return c.json<SyncJobDto>(toSyncJobDto(job), job.state === 'done' ? 200 : 202);
    })
    .get('/:syncId', paramsOf(syncIdParam), async (c) => {
      const job = await findSyncJob(deps.db, c.req.valid('param').syncId);
      if (!job || job.kind !== 'admin') throw new AppError('not_found', 'No such sync.');
      return c.json<SyncJobDto>(toSyncJobDto(job));
    });
}
