import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { RetentionReportDto } from '../contract/retention-dto';
import type { AppEnv } from '../../../http/app-env';
import { retentionReport } from '../services/client-retention';

/** GET /api/admin/retention: the dry run of the retention job (ids and last activity, no names). */
export function retentionRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/retention', async (c) => c.json<RetentionReportDto>(await retentionReport(deps)));
}
