import type { TestResponse } from './test-app';
import { DEMO } from './test-app';

/**
 * A client that keeps every cookie it is given, by name (the session and the pending-MFA cookie
 * side by side), and sends all of them with every request, whatever their Path: a test that a
 * cookie is refused where it does not belong sees it refused by the server, not by the jar.
 */
export interface CookieJarClient {
  request(method: string, url: string, body?: unknown): Promise<TestResponse>;
  get(url: string): Promise<TestResponse>;
  post(url: string, body?: unknown): Promise<TestResponse>;
  login(email: string, password?: string): Promise<TestResponse>;
  cookies(): Record<string, string>;
  setCookie(name: string, value: string | undefined): void;
}

const LOOPBACK_ENV = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

/** `headers` go with every request (for example X-Forwarded-For, to come from another address behind a trusted proxy). */
export function createCookieJarClient(app: { request: (url: string, init: RequestInit, env?: object) => Response | Promise<Response> }, options: { headers?: Record<string, string> } = {}): CookieJarClient {
  const jar = new Map<string, string>();
  const client: CookieJarClient = {
    async request(method, url, body) {
      const headers: Record<string, string> = { ...options.headers };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (jar.size) headers.Cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await app.request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, LOOPBACK_ENV);
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const name = pair.slice(0, pair.indexOf('='));
        const value = pair.slice(pair.indexOf('=') + 1);
        if (!value || /Max-Age=0/i.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
      return response as TestResponse;
    },
    get: (url) => client.request('GET', url),
    post: (url, body) => client.request('POST', url, body ?? {}),
    login: (email, password = DEMO.password) => client.post('/api/auth/login', { email, password }),
    cookies: () => Object.fromEntries(jar),
    setCookie: (name, value) => {
      if (value === undefined) jar.delete(name);
      else jar.set(name, value);
    },
  };
  return client;
}
