import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { MetricsConfig } from '../env';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/** What a scrape reads: one server's registry, or (WORKERS=N) the primary's view over every worker's. */
export interface MetricsSource {
  contentType: string;
  metrics(): Promise<string>;
}

/** GET /metrics in the Prometheus text format on its own port (METRICS_PORT); anything else is a 404. */
export function startMetricsServer(registry: MetricsSource, config: MetricsConfig, logger: Logger): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (body) => {
        response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        logger.warn({ err: { name: (error as Error)?.name, message: (error as Error)?.message } }, 'metrics scrape failed');
        response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Metrics unavailable\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
      logger.info({ metricsUrl: `${url}/metrics` }, 'Prometheus metrics served');
      resolve({
        url,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
