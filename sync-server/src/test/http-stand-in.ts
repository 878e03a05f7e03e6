import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A local HTTP stand-in for an outside service (on 127.0.0.1, never the network): it records every
 * request and answers with the reply of the moment.
 */
export async function startHttpStandIn(initial: { status: number; body: unknown } = { status: 200, body: {} }) {
  const requests: RecordedRequest[] = [];
  let reply = initial;
  let route: ((request: RecordedRequest) => { status: number; body: unknown } | undefined) | undefined;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      const answer = route?.(recorded) ?? reply;
      response.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': `req_${requests.length}` });
      response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    reply(status: number, body: unknown) {
      reply = { status, body };
    },
    /** Answers by request (method and path); undefined falls back to the reply of the moment. */
    route(handler: (request: RecordedRequest) => { status: number; body: unknown } | undefined) {
      route = handler;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
