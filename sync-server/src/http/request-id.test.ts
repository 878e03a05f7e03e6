import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { requestIdFrom } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFrom', () => {
  it('keeps a short token of letters, digits, dot, underscore and dash; anything else gets a new id', () => {
    expect(requestIdFrom('lb-7f3a.9_x')).toBe('lb-7f3a.9_x');
    expect(requestIdFrom('a'.repeat(64))).toBe('a'.repeat(64));
    for (const unsafe of [undefined, '', 'a'.repeat(65), 'has space', 'x\ny', 'id"><script>', 'token=secret&x', 'ünï']) {
      expect(requestIdFrom(unsafe)).toMatch(UUID);
    }
  });
});

describe('request ids in responses and logs', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('echoes a safe X-Request-Id, replaces an unsafe one, and logs the id with the route pattern, never the query or path tokens', async () => {
    const lines: string[] = [];
    t = await createTestApp({ demoAccounts: false, logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }) });

    const kept = await t.app.request('/api/health?token=query-secret-123', { headers: { 'X-Request-Id': 'edge-42.a_b' } });
    expect(kept.headers.get('X-Request-Id')).toBe('edge-42.a_b');
    const replaced = await t.app.request('/api/auth/verify/path-secret-456?token=query-secret-789', { headers: { 'X-Request-Id': 'evil id\u0007' } });
    const fresh = replaced.headers.get('X-Request-Id') ?? '';
    expect(fresh).toMatch(UUID);
    const generated = await t.app.request('/api/plans');
    expect(generated.headers.get('X-Request-Id')).toMatch(UUID);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'request');
    expect(entries.map((entry) => [entry.reqId, entry.route])).toEqual([
      ['edge-42.a_b', '/api/health'],
      [fresh, '/api/auth/verify/:token'],
      [generated.headers.get('X-Request-Id'), '/api/plans'],
    ]);
    const everything = lines.join('\n');
    for (const secret of ['query-secret-123', 'path-secret-456', 'query-secret-789', 'evil id', '?']) expect(everything).not.toContain(secret);
  });
});
