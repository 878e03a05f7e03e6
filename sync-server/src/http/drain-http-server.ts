import type { Server } from 'node:http';

/** How often connections that went idle during the drain are closed. */
const SWEEP_MS = 100;

/**
 * Stops accepting connections and resolves once every open one has ended: idle keep-alive
 * connections are closed at once, and a busy one as soon as its request has been answered.
 */
export function drainHttpServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
    sweep.unref();
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}
