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
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(reply.status, { 'Content-Type': 'application/json', 'Request-Id': `req_${requests.length}` });
      response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
