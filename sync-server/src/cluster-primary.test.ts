import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerProcess } from './test/server-process';
import { startServerProcess } from './test/server-process';
import { freePort } from './test/free-port';
import type { TestDatabase } from './test/test-databases';
import { availablePostgresUrl, createPostgresTestDatabase } from './test/test-databases';

const postgresUrl = await availablePostgresUrl();
if (!postgresUrl) it.skip('PostgreSQL not reachable at TEST_DATABASE_URL or 127.0.0.1:5432: WORKERS=2 on PostgreSQL not run', () => undefined);

const SECRET = 'cluster-test-session-secret-0123456789';

describe('WORKERS', () => {
  let server: ServerProcess | undefined;
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await server?.stop();
    await database?.drop();
    server = undefined;
    database = undefined;
  }, 60_000);

  it('stays one process on SQLite and says why', async () => {
    server = await startServerProcess({ WORKERS: '2', DEMO_MODE: 'false', SESSION_SECRET: SECRET });
    const listening = server.logs.filter((line) => line.includes('listening'));
    expect(listening).toHaveLength(1);
    expect(server.logs.join('\n')).toContain('WORKERS=2 is ignored: SQLite serves from one process');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 60_000);

  it.runIf(postgresUrl)(
    'runs two workers on one port on PostgreSQL, serves the sum of their metrics from the primary, and drains both on SIGTERM',
    async () => {
      database = await createPostgresTestDatabase(postgresUrl as string, { migrate: false });
      const metricsPort = await freePort();
      server = await startServerProcess({ WORKERS: '2', DATABASE_URL: database.url, DEMO_MODE: 'false', SESSION_SECRET: SECRET, METRICS_PORT: String(metricsPort) }, { listeners: 2 });
      const listening = server.logs.filter((line) => line.includes('listening')).map((line) => (JSON.parse(line) as { url: string }).url);
      expect(listening).toHaveLength(2);
      expect(new Set(listening).size).toBe(1);
      // 40 requests over fresh connections: Node's cluster hands them round-robin to both workers.
      for (let index = 0; index < 40; index += 1) {
        const response = await fetch(`${(server as ServerProcess).url}/api/health`, { headers: { Connection: 'close' } });
        expect(response.status, await response.text()).toBe(200);
      }
      // A request's log line is written just after its response: wait for the last ones to arrive.
      const served = () => (server as ServerProcess).logs.filter((entry) => entry.includes('"route":"/api/health"')).map((entry) => (JSON.parse(entry) as { worker: number }).worker);
      await vi.waitFor(() => expect(served()).toHaveLength(40), { timeout: 10_000 });
      expect(new Set(served()).size).toBe(2);
      const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scrape.status, server.logs.filter((entry) => entry.includes('metrics')).join('\n')).toBe(200);
      const text = await scrape.text();
      const line = text.split('\n').find((entry) => entry.startsWith('career_http_requests_total{') && entry.includes('route="/api/health"'));
      expect(Number(line?.split(' ').pop())).toBe(40);
      expect(text).toContain('career_job_queue_jobs');
      expect(await server.stop('SIGTERM')).toBe(0);
      const stopped = server.logs.filter((entry) => entry.includes('"stopped"') || entry.includes('all workers stopped'));
      expect(stopped.length).toBeGreaterThanOrEqual(1);
      expect(server.logs.some((entry) => entry.includes('all workers stopped'))).toBe(true);
    },
    120_000,
  );

  it.runIf(postgresUrl)(
    'a worker killed with a request half sent leaves no client waiting: its connection closes, the other worker answers, and a new worker takes its place',
    async () => {
      database = await createPostgresTestDatabase(postgresUrl as string, { migrate: false });
      server = await startServerProcess({ WORKERS: '2', DATABASE_URL: database.url, DEMO_MODE: 'false', SESSION_SECRET: SECRET }, { listeners: 2 });
      // A worker listens, then tells the primary it is ready: the primary logs each one it hands
      // connections to from then on. Both must be taking them before the connections are made.
      const takingPids = () =>
        (server as ServerProcess).logs.filter((line) => line.includes('takes connections')).map((line) => (JSON.parse(line) as { pid: number }).pid);
      await vi.waitFor(() => expect(takingPids()).toHaveLength(2), { timeout: 30_000 });
      const [firstPid] = takingPids() as [number];
      const { port } = new URL(server.url);
      // Two kept-alive connections, handed out in turn (one to each worker): each is answered once,
      // then starts a second request whose headers are not finished.
      const request = `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`;
      const connections = [0, 1].map(() => {
        const socket = net.connect(Number(port), '127.0.0.1');
        let received = '';
        socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
        socket.on('error', () => undefined);
        const closed = new Promise<true>((resolve) => socket.once('close', () => resolve(true)));
        socket.write(`${request}\r\n`);
        return { socket, closed, answers: () => received.match(/HTTP\/1\.1 200/g)?.length ?? 0 };
      });
      await vi.waitFor(() => expect(connections.map((connection) => connection.answers())).toEqual([1, 1]), { timeout: 20_000 });
      for (const connection of connections) connection.socket.write(request);
      process.kill(firstPid, 'SIGKILL');
      // The killed worker's client sees its connection end (no answer to wait for): within
      // seconds, where Node's own cluster could leave a client waiting for minutes.
      const first = await Promise.race([...connections.map((connection, index) => connection.closed.then(() => index)), new Promise<null>((resolve) => setTimeout(() => resolve(null), 30_000))]);
      expect(first, 'no connection closed within 30 s of the kill').not.toBeNull();
      const survivor = connections[first === 0 ? 1 : 0] as (typeof connections)[number];
      // One connection per worker: the other worker's is still open.
      expect(survivor.socket.destroyed).toBe(false);
      survivor.socket.write('\r\n');
      await vi.waitFor(() => expect(survivor.answers()).toBe(2), { timeout: 20_000 });
      survivor.socket.destroy();
      // The primary starts another worker, and every request is answered.
      await vi.waitFor(() => expect(takingPids()).toHaveLength(3), { timeout: 60_000 });
      expect(takingPids()[2]).not.toBe(firstPid);
      for (let index = 0; index < 10; index += 1) {
        const response = await fetch(`${(server as ServerProcess).url}/api/health`, { headers: { Connection: 'close' } });
        expect(response.status).toBe(200);
      }
      expect(await server.stop('SIGTERM')).toBe(0);
    },
    150_000,
  );
});
