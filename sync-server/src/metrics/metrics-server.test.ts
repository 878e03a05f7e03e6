import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import type { RunningServer } from '../start-server';
import { startServer } from '../start-server';

const SOME_ID = '0190b7a4-1c2d-7e3f-8a9b-0c1d2e3f4a5b';

describe('Prometheus metrics on METRICS_PORT', () => {
  const dirs: string[] = [];
  const servers: RunningServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function start(env: Record<string, string> = {}) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-metrics-'));
    dirs.push(dir);
    const server = await startServer(parseEnv({ DATA_DIR: dir, PORT: '0', DEMO_MODE: 'false', STATIC_DIR: path.join(dir, 'no-build'), ...env }), pino({ level: 'silent' }));
    servers.push(server);
    return server;
  }

  async function scrape(server: RunningServer): Promise<string> {
    const response = await fetch(`${server.metricsUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    return response.text();
  }

  it('is off unless METRICS_PORT is set, and never served by the app itself', async () => {
    const server = await start();
    expect(server.metricsUrl).toBeUndefined();
    expect((await fetch(`${server.url}/api/metrics`)).status).toBe(404);
    expect((await fetch(`${server.url}/metrics`)).headers.get('Content-Type')).not.toMatch(/version=0\.0\.4/);
  });

  it('counts requests by method, route pattern and status class (no ids), with latency, queue depths and process metrics', async () => {
    const server = await start({ METRICS_PORT: '0' });
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.metricsUrl).not.toBe(server.url);
    await fetch(`${server.url}/api/health`);
    await fetch(`${server.url}/api/health?token=abc`);
    await fetch(`${server.url}/api/users/${SOME_ID}`);
    await fetch(`${server.url}/api/orders/${SOME_ID}`);
    await fetch(`${server.url}/api/unknown/${SOME_ID}`);
    await fetch(`${server.url}/results/${SOME_ID}`);

    const text = await scrape(server);
    expect(text).toContain('career_http_requests_total{method="GET",route="/api/health",status_class="2xx"} 2');
    expect(text).toContain('career_http_requests_total{method="GET",route="/api/users/:id",status_class="4xx"} 1');
    expect(text).toContain('career_http_requests_total{method="GET",route="/api/orders/:id",status_class="4xx"} 1');
    expect(text).toContain('career_http_requests_total{method="GET",route="/api/*",status_class="4xx"} 1');
    expect(text).toMatch(/career_http_requests_total\{method="GET",route="\/\*",status_class="\dxx"\} 1/);
    expect(text).toMatch(/career_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status_class="2xx"\} \d/);
    expect(text).toContain('career_http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"} 2');
    expect(text).not.toContain(SOME_ID);
    expect(text).not.toContain('token');
    for (const queue of ['email', 'provider_sync']) {
      expect(text).toContain(`career_job_queue_jobs{queue="${queue}",state="pending"} 0`);
      expect(text).toContain(`career_job_queue_jobs{queue="${queue}",state="failed"} 0`);
    }
    expect(text).toContain('career_answer_batches_applied_total 0');
    expect(text).toContain('career_orders_fulfilled_total 0');
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);

    expect((await fetch(`${server.metricsUrl}/`)).status).toBe(404);
    expect((await fetch(`${server.metricsUrl}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('keeps each server to its own registry when several run in one process', async () => {
    const first = await start({ METRICS_PORT: '0' });
    const second = await start({ METRICS_PORT: '0' });
    for (let count = 0; count < 3; count += 1) await fetch(`${first.url}/api/plans`);
    await fetch(`${second.url}/api/plans`);
    expect(await scrape(first)).toContain('career_http_requests_total{method="GET",route="/api/plans",status_class="2xx"} 3');
    expect(await scrape(second)).toContain('career_http_requests_total{method="GET",route="/api/plans",status_class="2xx"} 1');
  });

  it('stops listening with the server', async () => {
    const server = await start({ METRICS_PORT: '0' });
    const url = `${server.metricsUrl}/metrics`;
    await server.close();
    servers.pop();
    await expect(fetch(url)).rejects.toThrow();
  });
});
