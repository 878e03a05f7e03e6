import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodySizeLimit } from './body-size-limit';

/** A request over a real socket: a Content-Length, or a chunked body (no length known up front). */
function send(port: number, options: { method: string; body?: string; chunked?: boolean }): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = options.chunked ? { 'Transfer-Encoding': 'chunked' } : options.body !== undefined ? { 'Content-Length': String(Buffer.byteLength(options.body)) } : {};
    const request = http.request({ host: '127.0.0.1', port, path: '/echo', method: options.method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    if (options.chunked && options.body !== undefined) {
      // Two writes: the body arrives in chunks, its size known only at the end.
      request.write(options.body.slice(0, 5));
      request.end(options.body.slice(5));
    } else {
      request.end(options.body);
    }
  });
}

describe('bodySizeLimit over HTTP', () => {
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    const app = new Hono()
      .use('*', bodySizeLimit({ maxSize: 20, onError: (c) => c.text('too large', 413) }))
      .all('/echo', async (c) => c.text(`${c.req.method}:${await c.req.text()}`));
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('passes bodies within the limit, by their Content-Length or counted as they arrive', async () => {
    expect(await send(port, { method: 'POST', body: '{"a":1}' })).toEqual({ status: 200, text: 'POST:{"a":1}' });
    expect(await send(port, { method: 'POST', body: 'x'.repeat(20) })).toEqual({ status: 200, text: `POST:${'x'.repeat(20)}` });
    expect(await send(port, { method: 'PUT', body: 'chunked body', chunked: true })).toEqual({ status: 200, text: 'PUT:chunked body' });
    expect(await send(port, { method: 'GET' })).toEqual({ status: 200, text: 'GET:' });
  });

  it('refuses bodies over the limit, declared or counted', async () => {
    expect(await send(port, { method: 'POST', body: 'x'.repeat(21) })).toEqual({ status: 413, text: 'too large' });
    expect(await send(port, { method: 'POST', body: 'y'.repeat(64), chunked: true })).toEqual({ status: 413, text: 'too large' });
  });
});
