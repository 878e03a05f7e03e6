import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppOptions } from './app';
import type { AppConfig } from './env';
import { parseEnv } from './env';
import { ROUTE_POLICY } from './http/route-policy';
import { SHUTTING_DOWN_MESSAGE } from './http/shutdown-gate';
import { ShutdownTimeoutError } from './shutdown-deadline';
import type { RunningServer } from './start-server';
import { startServer } from './start-server';

/** A route that answers only when the test lets it: a request in flight during the shutdown. */
function slowRoute() {
  let release: () => void = () => undefined;
  let entered: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const arrived = new Promise<void>((resolve) => (entered = resolve));
  const app: AppOptions = {
    routePolicy: [...ROUTE_POLICY, { method: 'GET', path: '/api/test/slow', access: 'public' }],
    extraApiRoutes: (api) => {
      api.get('/test/slow', async (c) => {
        entered();
        await released;
        return c.json({ done: true });
      });
    },
  };
  return { app, release, arrived };
}

/** Sends the start of a request on a new connection: the server is reading it, so the connection is not idle. */
async function startRequest(url: string, requestPath: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(`GET ${requestPath} HTTP/1.1\r\nHost: ${hostname}\r\n`);
  return {
    /** Sends the rest and resolves with the whole answer once the server closed the connection. */
    async finish() {
      socket.write('Connection: keep-alive\r\n\r\n');
      await ended;
      return received;
    },
  };
}

describe('the graceful shutdown of startServer', () => {
  const dirs: string[] = [];
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close().catch(() => undefined);
    server = undefined;
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function config(overrides: Partial<AppConfig> = {}): AppConfig {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-shutdown-'));
    dirs.push(dir);
    return { ...parseEnv({ DATA_DIR: dir, PORT: '0', DEMO_MODE: 'false', STATIC_DIR: path.join(dir, 'no-build') }), ...overrides };
  }

  function capture() {
    const lines: string[] = [];
    return { logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }), text: () => lines.join('') };
  }

  it('lets the request in flight finish, refuses new connections and answers 503 + Connection: close on open ones, then stops', { timeout: 20_000 }, async () => {
    const slow = slowRoute();
    const log = capture();
    server = await startServer(config(), log.logger, { app: slow.app });
    const { url } = server;
    expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);

    const inFlight = fetch(`${url}/api/test/slow`);
    await slow.arrived;
    const pending = await startRequest(url, '/api/health/ready');
    // Let the server read the request's first bytes.
    await new Promise((resolve) => setTimeout(resolve, 200));

    let closed = false;
    const closing = server.close().then(() => (closed = true));
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();

    const refused = await pending.finish();
    expect(refused).toMatch(/^HTTP\/1\.1 503 /);
    expect(refused).toMatch(/\r\nconnection: close\r\n/i);
    expect(refused).toMatch(/\r\ncache-control: no-store\r\n/i);
    expect(refused).toContain(JSON.stringify({ error: { code: 'unavailable', message: SHUTTING_DOWN_MESSAGE } }));
    expect(closed).toBe(false);

    slow.release();
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(finished.headers.get('Connection')).toBe('close');
    expect(await finished.json()).toEqual({ done: true });
    await closing;
    expect(log.text()).toContain('"msg":"stopped"');
  });

  it('gives up after SHUTDOWN_TIMEOUT_SECONDS: close() rejects and the connections still open are cut', { timeout: 20_000 }, async () => {
    const slow = slowRoute();
    const log = capture();
    server = await startServer(config({ shutdownTimeoutMs: 500 }), log.logger, { app: slow.app });
    const inFlight = fetch(`${server.url}/api/test/slow`).then(
      (response) => response.status,
      () => 'cut',
    );
    await slow.arrived;
    const started = Date.now();
    await expect(server.close()).rejects.toBeInstanceOf(ShutdownTimeoutError);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(450);
    expect(waited).toBeLessThan(3_000);
    expect(await inFlight).toBe('cut');
    // The rest of the shutdown still runs (workers stopped, database closed).
    slow.release();
    await vi.waitFor(() => expect(log.text()).toContain('"msg":"stopped"'), { timeout: 5_000 });
  });
});
