import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESULT_TEXTS_FILE } from './modules/public/adapters/content/repo-content-source';
import { resultTextsSchema } from './modules/public/contract/result-texts-schema';
import { parseEnv } from './env';
import { startSmtpServer } from './test/smtp-test-server';
import type { RunningServer } from './start-server';
import { startServer } from './start-server';
import { TEST_SCRYPT_PARAMS } from './test/test-scrypt-params';

function capture() {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join('') };
}

describe('startServer on the embedded defaults', () => {
  const dirs: string[] = [];
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function dataDir() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-start-'));
    dirs.push(dir);
    return dir;
  }

  it('migrates, seeds plans, creates and prints demo accounts once, and keeps the session secret', async () => {
    const dir = dataDir();
    const config = parseEnv({ DATA_DIR: dir, PORT: '0', STATIC_DIR: path.join(dir, 'no-build') });
    const first = capture();
    server = await startServer(config, first.logger, { passwordParams: TEST_SCRYPT_PARAMS });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(fs.existsSync(path.join(dir, 'career.sqlite'))).toBe(true);
    expect(fs.statSync(path.join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(first.text()).toContain('Demo accounts created. Password for each: Career-Demo-2026');
    for (const email of ['admin@demo.example', 'free@demo.example', 'essential@demo.example', 'premium@demo.example', 'complete@demo.example']) {
      expect(first.text()).toContain(email);
    }
    expect(first.text()).toContain('complete@demo.example  (client, essential plan, every assessment completed: see Results)');
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'premium@demo.example', password: 'Career-Demo-2026' }),
    });
    const cookie = login.headers.get('Set-Cookie')?.split(';')[0] ?? '';
    expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(200);
    const secret = fs.readFileSync(path.join(dir, 'session-secret'), 'utf8');
    await server.close();

    const second = capture();
    server = await startServer(config, second.logger, { passwordParams: TEST_SCRYPT_PARAMS });
    expect(second.text()).not.toContain('Demo accounts created');
    expect(fs.readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(secret);
    // The same secret on restart keeps users signed in.
    expect((await fetch(`${server.url}/api/users/current`, { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('creates no demo accounts and no outbox page when DEMO_MODE=false', async () => {
    const dir = dataDir();
    const log = capture();
    server = await startServer(parseEnv({ DATA_DIR: dir, PORT: '0', DEMO_MODE: 'false', STATIC_DIR: path.join(dir, 'no-build') }), log.logger);
    expect(log.text()).not.toContain('Demo accounts');
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.example', password: 'Career-Demo-2026' }),
    });
    expect(((await login.json()) as { error: { fields: unknown } }).error.fields).toEqual({ emailnotfound: 'Email not found' });
    expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/plans`)).status).toBe(200);
  });

  it('serves the content through the CMS when configured, and the repository content while the CMS is down', async () => {
    const dir = dataDir();
    const log = capture();
    const token = 'start-server-cms-token-42';
    server = await startServer(
      parseEnv({
        DATA_DIR: dir,
        PORT: '0',
        DEMO_MODE: 'false',
        STATIC_DIR: path.join(dir, 'no-build'),
        CONTENTFUL_SPACE_ID: 'space1',
        CONTENTFUL_ACCESS_TOKEN: token,
        CONTENTFUL_GRAPHQL_URL: 'http://127.0.0.1:1',
      }),
      log.logger,
    );
    const response = await fetch(`${server.url}/api/content/results`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(resultTextsSchema.parse(JSON.parse(fs.readFileSync(RESULT_TEXTS_FILE, 'utf8'))));
    expect(log.text()).toContain('content CMS unavailable');
    expect(log.text()).not.toContain(token);
  });

  it('sends e-mail over SMTP when SMTP_URL is set, and then has no outbox page', async () => {
    const smtp = await startSmtpServer();
    const dir = dataDir();
    try {
      server = await startServer(
        parseEnv({ DATA_DIR: dir, PORT: '0', SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, STATIC_DIR: path.join(dir, 'no-build') }),
        capture().logger,
      );
      const response = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ firstName: 'Sam', lastName: 'Smtp', email: 'sam@example.com', password: 'Lantern-Orchard-Quill-71', password2: 'Lantern-Orchard-Quill-71' }),
      });
      expect(response.status).toBe(201);
      // The request only stores the message; the delivery worker sends it right after.
      await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), { timeout: 5000 });
      expect(smtp.messages[0]?.data).toMatch(/^Subject: Verify your email$/m);
      expect(smtp.messages[0]?.data).toContain('/api/auth/verify/');
      expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});
