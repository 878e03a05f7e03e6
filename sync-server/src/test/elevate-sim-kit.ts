import { Hono } from 'hono';
import pino from 'pino';
import type { AppEnv } from '../http/app-env';
import type { TestDatabase } from './test-databases';
import { createSqliteTestDatabase } from './test-databases';
import type { LoginTokenRequest, LoginTokenResponse } from '../modules/provider/adapters/elevate/elevate-api';
import { ELEVATE_SIM_PATH, elevateSimulatorRoutes } from '../modules/provider/adapters/elevate/simulator/elevate-simulator';
import { questionsOf } from '../modules/provider/adapters/elevate/simulator/sim-questionnaires';
import type { SimQuestionnaire } from '../modules/provider/adapters/elevate/simulator/sim-questionnaires';

/** Test helpers for the simulator: a bare app with it mounted, a settable clock and API/browser calls. */

export const SIM_API_KEY = 'sim-test-key-0123456789';
export const PUBLIC_BASE = 'http://127.0.0.1:8080';
export const RETURN_URL = `${PUBLIC_BASE}/myers-briggs?returned=1`;

export const ALEX: LoginTokenRequest = {
  externalId: 'user-1',
  email: 'Alex.Doe@Example.com',
  firstName: 'Alex',
  lastName: 'Doe',
  gender: 'f',
  returnUrl: RETURN_URL,
};

export interface SimKit {
  app: Hono<AppEnv>;
  database: TestDatabase;
  /** Moves the simulator's clock. */
  setNow(iso: string): void;
  advance(ms: number): void;
  api(method: 'GET' | 'POST', path: string, body?: unknown, key?: string): Promise<Response>;
  issueToken(request?: Partial<LoginTokenRequest>): Promise<LoginTokenResponse>;
  /** POSTs the login form; returns the response. */
  login(fields: Record<string, string>): Promise<Response>;
  /** A browser request with a session cookie. */
  page(path: string, cookie: string, form?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export async function createSimKit(database?: TestDatabase): Promise<SimKit> {
  const db = database ?? (await createSqliteTestDatabase());
  let now = new Date('2026-11-24T10:00:00.000Z');
  const app = new Hono<AppEnv>();
  app.route(ELEVATE_SIM_PATH, elevateSimulatorRoutes({ db: db.db, clock: () => now, logger: pino({ level: 'silent' }), apiKey: SIM_API_KEY, publicBase: () => PUBLIC_BASE }));
  const api: SimKit['api'] = (method, path, body, key = SIM_API_KEY) =>
    Promise.resolve(
      app.request(`${ELEVATE_SIM_PATH}${path}`, {
        method,
        headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return {
    app,
    database: db,
    setNow: (iso) => {
      now = new Date(iso);
    },
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
    api,
    async issueToken(request = {}) {
      const response = await api('POST', '/api/v1/login-tokens', { ...ALEX, ...request });
      if (response.status !== 201) throw new Error(`login-tokens answered ${response.status}`);
      return (await response.json()) as LoginTokenResponse;
    },
    login: async (fields) => app.request(`${ELEVATE_SIM_PATH}/login`, form(fields)),
    page: async (path, cookie, fields) => {
      if (!fields) return app.request(path, { headers: { Cookie: cookie } });
      const post = form(fields);
      return app.request(path, { ...post, headers: { ...post.headers, Cookie: cookie } });
    },
    close: () => db.drop(),
  };
}

/** The `name=value` of the session cookie a login set. */
export function sessionCookieOf(response: Response): string {
  return (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
}

/** A complete form: every question answered with `pick(question index)`'s choice. */
export function completeForm(questionnaire: SimQuestionnaire, pick: (index: number) => number = () => 2): Record<string, string> {
  return Object.fromEntries(questionsOf(questionnaire).map((q, i) => [q.id, String(q.choices[pick(i) % q.choices.length]?.value)]));
}
