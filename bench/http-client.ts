/**
 * A light HTTP/1.1 client for the load generator: node:http over a keep-alive Agent, one socket
 * per connection of the load. Global fetch (undici) spends several times more CPU per request,
 * and the load generator shares the machine's cores with the servers it measures: the lighter
 * client leaves them more of it (the same for every server measured). The body is read whole
 * before the promise resolves.
 */
import http from 'node:http';

export interface LightResponse {
  ok: boolean;
  status: number;
  headers: http.IncomingHttpHeaders;
  arrayBuffer(): Promise<Buffer>;
}

export interface LightClient {
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<LightResponse>;
  close(): void;
}

export function createLightClient(baseUrl: string, connections: number): LightClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(baseUrl);
  return {
    post: (path, body, headers = {}) =>
      new Promise((resolve, reject) => {
        const text = JSON.stringify(body);
        const request = http.request(
          { agent, hostname, port, path, method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...headers } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', reject);
            response.on('end', () => {
              const status = response.statusCode ?? 0;
              const whole = Buffer.concat(chunks);
              resolve({ ok: status >= 200 && status < 300, status, headers: response.headers, arrayBuffer: () => Promise.resolve(whole) });
            });
          },
        );
        request.on('error', reject);
        request.end(text);
      }),
    close: () => agent.destroy(),
  };
}
