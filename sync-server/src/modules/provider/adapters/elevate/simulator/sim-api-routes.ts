import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { createOneTimeToken } from '../../../../../auth/one-time-token';
import type { AppEnv } from '../../../../../http/app-env';
import { fieldsWithControlCharacters } from '../../../../../http/validate';
import type { LoginTokenResponse, ProviderAssessment, ResultsResponse } from '../elevate-api';
import { ELEVATE_API, loginTokenRequest, mbtiProviderResult, reportsRequest, siiProviderResult } from '../elevate-api';
import type { ElevateSimulatorDeps } from './sim-deps';
import { ELEVATE_SIM_PATH, SIM_TESTS_PATH, SIM_TOKEN_SECONDS } from './sim-paths';
import type { SimAssessmentRow } from './sim-repository';
import { insertSimToken, listSimAssessmentsByEmail, markSimReportsReady, simUserExists, upsertSimUser } from './sim-repository';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <apiKey>`, compared in constant time (over digests, so lengths do not leak). */
function hasApiKey(header: string | undefined, apiKey: string): boolean {
  const given = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
  return timingSafeEqual(digest(given ?? ''), digest(apiKey)) && given !== undefined;
}

/** A value checked by a contract schema, or undefined for anything else (bad JSON, control characters). */
function checked<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | undefined {
  if (value === undefined || fieldsWithControlCharacters(value).length) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The query of GET results: the reports request's fields, other parameters ignored. */
const resultsQuery = z.object(reportsRequest.shape);

/** The window as stored instants (toISOString), so text comparison is time comparison. */
const windowOf = (query: { from: string; to: string }) => ({ from: new Date(query.from).toISOString(), to: new Date(query.to).toISOString() });

function toProviderAssessment(row: SimAssessmentRow): ProviderAssessment {
  const base = { id: row.id, completedAt: row.completedAt, reportReady: row.reportReady };
  const result: unknown = row.reportReady ? JSON.parse(row.result) : null;
  return row.type === 'MBTI'
    ? { ...base, type: 'MBTI', result: result === null ? null : mbtiProviderResult.parse(result) }
    : { ...base, type: 'SII', result: result === null ? null : siiProviderResult.parse(result) };
}

const badRequest = (c: Context) => c.json({ error: 'bad_request' }, 400);
const userNotFound = (c: Context) => c.json({ error: 'user_not_found' }, 404);

/** The provider's JSON API (elevate-api.ts), as the simulator serves it. */
export function simApiRoutes(deps: ElevateSimulatorDeps) {
  return new Hono<AppEnv>()
    .use('/api/*', async (c, next) => {
      if (!hasApiKey(c.req.header('Authorization'), deps.apiKey)) return c.json({ error: 'unauthorized' }, 401);
      await next();
    })
    .post(ELEVATE_API.loginTokens, async (c) => {
      const body = checked(loginTokenRequest, await c.req.json().catch(() => undefined));
      if (!body) return badRequest(c);
      const now = deps.clock();
      const simUserId = await upsertSimUser(deps.db, body, now.toISOString());
      const { token, hash } = createOneTimeToken();
      const expiresAt = new Date(now.getTime() + SIM_TOKEN_SECONDS * 1000).toISOString();
      await insertSimToken(deps.db, { hash, simUserId, returnUrl: body.returnUrl, expiresAt });
      deps.logger.info({ simUserId }, 'elevate simulator: login token issued');
      const response: LoginTokenResponse = {
        accessToken: token,
        expiresIn: SIM_TOKEN_SECONDS,
        loginUrl: `${deps.publicBase().replace(/\/+$/, '')}${ELEVATE_SIM_PATH}/login`,
        resourceUrl: SIM_TESTS_PATH,
      };
      return c.json(response, 201);
    })
    .post(ELEVATE_API.reports, async (c) => {
      const body = checked(reportsRequest, await c.req.json().catch(() => undefined));
      if (!body) return badRequest(c);
      if (!(await simUserExists(deps.db, body.email))) return userNotFound(c);
      const { from, to } = windowOf(body);
      return c.json({ generated: await markSimReportsReady(deps.db, body.email, from, to) });
    })
    .get(ELEVATE_API.results, async (c) => {
      const query = checked(resultsQuery, c.req.query());
      if (!query) return badRequest(c);
      if (!(await simUserExists(deps.db, query.email))) return userNotFound(c);
      const { from, to } = windowOf(query);
      const rows = await listSimAssessmentsByEmail(deps.db, query.email, from, to);
      const response: ResultsResponse = { assessments: rows.map(toProviderAssessment) };
      return c.json(response);
    });
}
