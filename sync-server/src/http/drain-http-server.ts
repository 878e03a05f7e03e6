import type { Server } from 'node:http';

/** How often connections that went idle during the drain are closed. */
const SWEEP_MS = 100;

/**
 * Stops accepting connections and resolves once every open one has ended: idle keep-alive
 * connections are closed at once, and a busy one as soon as its request has been answered.
 * `alsoOpen` counts the connections the server was handed rather than accepted itself (a worker
 * of WORKERS=N, see connections-from-primary.ts): `server.close()` does not wait for those.
 */
export function drainHttpServer(server: Server, alsoOpen: () => number = () => 0): Promise<void> {
  return new Promise((resolve) => {
    let closed = false;
    const resolveIfDone = () => {
      if (!closed || alsoOpen() > 0) return;
      clearInterval(sweep);
      resolve();
    };
    const sweep = setInterval(() => {
      server.closeIdleConnections();
      resolveIfDone();
    }, SWEEP_MS);
    sweep.unref();
    server.close(() => {
      closed = true;
      resolveIfDone();
    });
    server.closeIdleConnections();
  });
}
