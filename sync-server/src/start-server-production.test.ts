import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import type { RunningServer } from './start-server';
import { startServer } from './start-server';
import { openDatabase } from './db/database';
import { startSmtpServer } from './test/smtp-test-server';

function capture() {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join('') };
}

const login = (url: string, email: string, password: string) =>
  fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });

describe('startServer configured as a real deployment', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function start(settings: Record<string, string>, existingDir?: string) {
    const dir = existingDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'career-prod-'));
    if (!existingDir) cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const log = capture();
    const server: RunningServer = await startServer(
      parseEnv({ DATA_DIR: dir, PORT: '0', STATIC_DIR: path.join(dir, 'no-build'), SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, ...settings }),
      log.logger,
    );
    cleanups.push(() => server.close());
    return { url: server.url, log, dir, close: () => server.close() };
  }

  it('with a public PUBLIC_URL and DEMO_MODE unset: no demo accounts, no outbox, nothing said about them', async () => {
    const { url, log } = await start({ PUBLIC_URL: 'https://careers.example.com' });
    const admin = await login(url, 'admin@demo.example', 'Career-Demo-2026');
    expect(admin.status).toBe(400);
    expect(((await admin.json()) as { error: { fields: unknown } }).error.fields).toEqual({ emailnotfound: 'Email not found' });
    expect((await fetch(`${url}/api/dev/outbox`)).status).toBe(404);
    const page = await fetch(`${url}/dev/outbox`, { headers: { Accept: 'text/html' } });
    expect(await page.text()).not.toContain('outbox');
    expect(log.text()).not.toContain('Demo accounts');
    expect(log.text()).not.toContain('Career-Demo-2026');
    expect(log.text()).toMatch(/"demoMode":false/);
    // No test checkout either: without Stripe keys nothing is sold for a test card.
    expect(log.text()).toContain('Card payment is off: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    expect(await (await fetch(`${url}/embedded-checkout/cs_test_${'0'.repeat(48)}`)).text()).not.toContain('Checkout');
  });

  it('after an earlier start on the embedded defaults: the demo accounts left behind are signed out and cannot sign in', async () => {
    const demo = await start({});
    const before = await login(demo.url, 'admin@demo.example', 'Career-Demo-2026');
    expect(before.status).toBe(200);
    // A server started without a test's options hashes at the production cost (scrypt N = 2^16, r = 8).
    const stored = openDatabase(parseEnv({ DATA_DIR: demo.dir }).databaseUrl);
    const admin = await stored.db.selectFrom('users').select('password_hash').where('email', '=', 'admin@demo.example').executeTakeFirstOrThrow();
    await stored.close();
    expect(admin.password_hash).toMatch(/^\$scrypt\$ln=16,r=8,p=1\$/);
    const clientLogin = await login(demo.url, 'free@demo.example', 'Career-Demo-2026');
    const session = clientLogin.headers.get('Set-Cookie')?.split(';')[0] ?? '';
    expect(session).not.toBe('');
    await demo.close();
    cleanups.pop();

    const real = await start({ PUBLIC_URL: 'https://careers.example.com' }, demo.dir);
    for (const email of ['admin@demo.example', 'free@demo.example']) {
      const refused = await login(real.url, email, 'Career-Demo-2026');
      expect(refused.status).toBe(400);
    }
    expect((await fetch(`${real.url}/api/users/current`, { headers: { Cookie: session } })).status).toBe(401);
    expect(real.log.text()).toContain('demo accounts left from an earlier start were signed out and can no longer sign in');
    expect(real.log.text()).not.toContain('Career-Demo-2026');
    await real.close();
    cleanups.pop();

    // Back on the embedded defaults, the demo accounts open again with their public password.
    const again = await start({}, demo.dir);
    expect((await login(again.url, 'admin@demo.example', 'Career-Demo-2026')).status).toBe(200);
  });

  it('keeps idle connections open longer than a load balancer does (65 s), so a reused connection is not reset', async () => {
    const { url } = await start({ PUBLIC_URL: 'https://careers.example.com' });
    const keepAlive = await new Promise<string | string[] | undefined>((resolve, reject) => {
      http.get(`${url}/api/health`, { headers: { Connection: 'keep-alive' } }, (response) => {
        response.resume();
        resolve(response.headers['keep-alive']);
      }).on('error', reject);
    });
    expect(keepAlive).toBe('timeout=65');
  });

  it('with DEMO_MODE=true set explicitly on a public address: demo mode, and one plain warning line', async () => {
    const { url, log } = await start({ PUBLIC_URL: 'https://careers.example.com', DEMO_MODE: 'true' });
    const warnings = log
      .text()
      .split('\n')
      .filter((line) => line.includes('DEMO_MODE=true on https://careers.example.com'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('set DEMO_MODE=false for real users');
    expect((await login(url, 'free@demo.example', 'Career-Demo-2026')).status).toBe(200);
  });
});
