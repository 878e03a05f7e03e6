import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { CalibrationDto } from '../../records/contract/career-idea-dto';
import { calibrationQuery } from '../contract/shortlist-schemas';
import type { AppEnv } from '../../../http/app-env';
import { queryOf } from '../../../http/validate';
import { careerCalibration } from '../services/career-calibration';

/** GET /api/admin/career-ideas/calibration (admins, route policy): clients' marks by the band ideas were shared in. */
export function calibrationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/career-ideas/calibration', queryOf(calibrationQuery), async (c) => c.json<CalibrationDto>(await careerCalibration(deps)));
}
