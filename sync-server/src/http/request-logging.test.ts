import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp, latestLink } from '../test/test-app';

describe('request logs', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('record method, route pattern, status and time, and no personal data or secrets', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ logger: pino({ level: 'info' }, sink), demoAccounts: false });
    const client = t.client();
    await client.post('/api/auth/register', { firstName: 'Lena', lastName: 'Logcheck', email: 'lena@example.com', password: 'lena-secret-pw', password2: 'lena-secret-pw' });
    const link = new URL(await latestLink(t, 'lena@example.com'));
    const token = link.pathname.split('/').pop() ?? '';
    await t.app.request(link.pathname);
    await client.post('/api/auth/login', { email: 'lena@example.com', password: 'wrong-password' });
    await client.post('/api/auth/request-reset', { email: 'lena@example.com' });
    await client.get('/api/users/current?email=lena@example.com');

    const requestLines = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request');
    expect(requestLines.map((entry) => `${entry.method} ${entry.route} ${entry.status}`)).toEqual([
      'POST /api/auth/register 201',
      'GET /api/auth/verify/:token 302',
      'POST /api/auth/login 400',
      'POST /api/auth/request-reset 200',
      'GET /api/users/current 200',
    ]);
    for (const entry of requestLines) expect(entry.ms).toEqual(expect.any(Number));
    const everything = lines.join('\n');
    expect(everything).not.toContain('lena@example.com');
    expect(everything).not.toContain('Lena');
    expect(everything).not.toContain('lena-secret-pw');
    expect(everything).not.toContain('wrong-password');
    expect(everything).not.toContain('session=');
    // Neither request lines nor the e-mail outbox write links or tokens.
    expect(everything).not.toContain(token);
  });
});
