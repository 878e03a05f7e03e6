import net from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import type { ClusterMessage } from './cluster-messages';
import { isClusterMessage } from './cluster-messages';

/** What the dispatcher needs of a cluster worker (node:cluster's Worker has it). */
export interface DispatchTarget {
  id: number;
  send(message: ClusterMessage, handle: Socket, options: { keepOpen: boolean }, callback: (error: Error | null) => void): boolean;
}

export interface ConnectionDispatcher {
  address: AddressInfo;
  /** A message from `worker` (ready, taken, draining); anything else is ignored. */
  onMessage(worker: DispatchTarget, message: unknown): void;
  /** The worker exited: it gets nothing more, and connections it had not taken are closed. */
  workerGone(worker: DispatchTarget): void;
  /** How many connections were handed out and not yet taken. */
  pendingCount(): number;
  /**
   * Stops accepting; connections still waiting for a worker are closed. Those handed out are the
   * workers' to serve (or closed when their worker exits).
   */
  close(): void;
}

/**
 * The primary of WORKERS=N accepts every connection itself and hands it to a ready worker in turn.
 *
 * Node's cluster does the same internally, but when a worker dies between being handed a
 * connection and taking it, the primary keeps its copy open forever and that client waits with no
 * answer (an outside probe saw 11 minutes). Here the primary keeps its copy until the worker says
 * it has taken the connection; when a worker exits, the copies it had not taken are closed at once,
 * so the client sees the connection close (and a browser or our sync retries) instead of a hang.
 */
export async function startConnectionDispatcher(listen: { host: string; port: number }): Promise<ConnectionDispatcher> {
  const ready: DispatchTarget[] = [];
  let turn = 0;
  const waiting = new Set<Socket>();
  const handedOut = new Map<number, Map<number, Socket>>();
  let nextId = 1;
  let closed = false;

  const pick = (): DispatchTarget | undefined => {
    if (!ready.length) return undefined;
    turn = (turn + 1) % ready.length;
    return ready[turn];
  };

  const remove = (worker: DispatchTarget) => {
    const index = ready.findIndex((entry) => entry.id === worker.id);
    if (index >= 0) ready.splice(index, 1);
  };

  const handOut = (socket: Socket) => {
    if (socket.destroyed) return;
    const worker = pick();
    if (!worker) {
      waiting.add(socket);
      socket.once('close', () => waiting.delete(socket));
      return;
    }
    const id = nextId++;
    const pending = handedOut.get(worker.id) ?? new Map<number, Socket>();
    handedOut.set(worker.id, pending);
    pending.set(id, socket);
    // keepOpen: this copy stays open until the worker has taken the connection (see `taken`).
    worker.send({ career: 'connection', id }, socket, { keepOpen: true }, (error) => {
      if (!error) return;
      // The worker is going (its exit is on its way): this copy is whole, so another one serves it.
      pending.delete(id);
      remove(worker);
      handOut(socket);
    });
  };

  const server = net.createServer({ pauseOnConnect: true }, handOut);
  // A client that resets before it is handed out must not stop the primary.
  server.on('connection', (socket) => socket.on('error', () => undefined));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  return {
    address: server.address() as AddressInfo,
    onMessage(worker, message) {
      if (!isClusterMessage(message)) return;
      if (message.career === 'ready') {
        if (closed || ready.some((entry) => entry.id === worker.id)) return;
        ready.push(worker);
        for (const socket of [...waiting]) {
          waiting.delete(socket);
          handOut(socket);
        }
      } else if (message.career === 'taken') {
        const pending = handedOut.get(worker.id);
        const socket = pending?.get(message.id);
        pending?.delete(message.id);
        // The worker holds its own copy now: closing this one leaves the connection open.
        socket?.destroy();
      } else if (message.career === 'draining') {
        remove(worker);
      }
    },
    workerGone(worker) {
      remove(worker);
      const pending = handedOut.get(worker.id);
      handedOut.delete(worker.id);
      for (const socket of pending?.values() ?? []) socket.destroy();
    },
    pendingCount() {
      let count = 0;
      for (const pending of handedOut.values()) count += pending.size;
      return count;
    },
    close() {
      closed = true;
      ready.length = 0;
      for (const socket of waiting) socket.destroy();
      waiting.clear();
      server.close();
    },
  };
}
