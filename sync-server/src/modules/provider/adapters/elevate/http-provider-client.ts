import type { z } from 'zod';
import type { LoginTokenRequest, ReportsRequest } from './elevate-api';
import { ELEVATE_API, loginTokenResponse, providerErrorBody, reportsResponse, resultsResponse } from './elevate-api';
import type { ProviderClient } from './provider-client';
import { ProviderError } from './provider-client';

export interface HttpProviderOptions {
  kind: ProviderClient['kind'];
  /** The provider's base URL (read at each call: the simulator's is known once the server listens). */
  baseUrl: () => string;
  apiKey: string;
  /** The browser-facing origin of the provider's login page. */
  loginOrigin: () => string;
  /** Defaults to the global fetch (tests of the embedded simulator pass the app's own request). */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  timeoutMs?: number;
  /** Tries per call for retryable failures (no answer, 429, 5xx). */
  tries?: number;
  retryDelayMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The provider's HTTP API (elevate-api.ts): a bearer key, a timeout per try (10 s), and up to three
 * tries with a doubling pause for failures worth retrying. Answers are checked with the contract's
 * schemas, so a malformed result never reaches the database. The key never reaches logs or errors.
 */
export function createHttpProviderClient(options: HttpProviderOptions): ProviderClient {
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  const tries = options.tries ?? 3;

  async function once(method: 'GET' | 'POST', path: string, body: unknown): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl()}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch {
      throw new ProviderError('The provider could not be reached.', 0, true);
    }
    const json: unknown = await response.json().catch(() => null);
    if (response.status === 429 || response.status >= 500) throw new ProviderError(`The provider answered ${response.status}.`, response.status, true);
    return { status: response.status, json };
  }

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await once(method, path, body);
      } catch (error) {
        if (!(error instanceof ProviderError) || !error.retryable || attempt >= tries) throw error;
        await wait((options.retryDelayMs ?? 500) * 2 ** (attempt - 1));
      }
    }
  }

  function parse<T>(schema: z.ZodType<T>, json: unknown): T {
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ProviderError('The provider sent an answer we could not read.', 200, false);
    return parsed.data;
  }

  const userNotFound = (status: number, json: unknown) => status === 404 && providerErrorBody.safeParse(json).data?.error === 'user_not_found';

  function refuse(status: number): never {
    throw new ProviderError(`The provider refused the request (status ${status}).`, status, false);
  }

  return {
    kind: options.kind,
    loginOrigin: options.loginOrigin,
    async createLoginToken(request: LoginTokenRequest) {
      const { status, json } = await call('POST', ELEVATE_API.loginTokens, request);
      if (status !== 200 && status !== 201) refuse(status);
      return parse(loginTokenResponse, json);
    },
    async generateReports(request: ReportsRequest) {
      const { status, json } = await call('POST', ELEVATE_API.reports, request);
      if (userNotFound(status, json)) return 'user_not_found';
      if (status !== 200) refuse(status);
      parse(reportsResponse, json);
      return 'ok';
    },
    async fetchResults(query: ReportsRequest) {
      const search = new URLSearchParams({ email: query.email, from: query.from, to: query.to });
      const { status, json } = await call('GET', `${ELEVATE_API.results}?${search.toString()}`);
      if (userNotFound(status, json)) return 'user_not_found';
      if (status !== 200) refuse(status);
      return parse(resultsResponse, json);
    },
  };
}
