import type { Server } from 'node:http';
import { Socket } from 'node:net';
import { isClusterMessage } from '../cluster-messages';
import { drainHttpServer } from './drain-http-server';

export interface FedServer {
  /** Tells the primary this worker takes connections. */
  ready(): void;
  /**
   * Tells the primary to send nothing more, then resolves once every connection it was given has
   * ended: idle keep-alive connections are closed at once, a busy one once its answer is sent.
   */
  drain(): Promise<void>;
}

/**
 * A worker of WORKERS=N: serves the connections its primary hands it (see cluster-dispatcher.ts)
 * with `server`, which never listens itself. Each one is acknowledged first, so the primary can
 * close the connections a dying worker never took.
 */
export function serveConnectionsFromPrimary(server: Server, send: (message: unknown) => void): FedServer {
  const sockets = new Set<Socket>();
  let drained = false;
  // http.Server starts tracking its connections (the idle sweep, the headers and request timeouts,
  // closeAllConnections at the shutdown's deadline) when it starts listening; this one is fed
  // sockets instead, so it is told it listens.
  server.emit('listening');
  const onMessage = (message: unknown, handle: unknown) => {
    if (!isClusterMessage(message) || message.career !== 'connection' || !(handle instanceof Socket)) return;
    send({ career: 'taken', id: message.id });
    // Handed over just before the primary heard this worker drain: nothing will serve it here
    // (the database is closing), so it closes at once and the client tries again.
    if (drained) {
      handle.destroy();
      return;
    }
    sockets.add(handle);
    handle.once('close', () => sockets.delete(handle));
    server.emit('connection', handle);
    // The primary accepted it paused, so that nothing was read before it got here.
    handle.resume();
  };
  process.on('message', onMessage);
  return {
    ready() {
      send({ career: 'ready' });
    },
    async drain() {
      send({ career: 'draining' });
      await drainHttpServer(server, () => sockets.size);
      drained = true;
    },
  };
}
