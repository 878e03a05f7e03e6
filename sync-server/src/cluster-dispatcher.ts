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

export interface DispatcherOptions {
  host: string;
  port: number;
  /** An error accepting a connection (EMFILE, say): reported, never fatal to the primary. */
  onError?: (error: Error) => void;
  /** The primary's copy of a handed-out connection is closed after this long, taken or not. */
  handOffTimeoutMs?: number;
  /** A connection waiting for a ready worker is closed after this long. */
  waitTimeoutMs?: number;
  /** At most this many connections wait for a ready worker; past it, a new one is closed at once. */
  maxWaiting?: number;
}

/**
 * The primary of WORKERS=N accepts every connection itself and hands it to a ready worker in turn.
 *
 * Node's cluster does the same internally, but when a worker dies between being handed a
 * connection and taking it, the primary keeps its copy open forever and that client waits with no
 * answer (an outside probe saw 11 minutes). Here the primary keeps its copy until the worker says
 * it has taken the connection; when a worker exits, the copies it had not taken are closed at once,
 * so the client sees the connection close (and a browser or our sync retries) instead of a hang.
 * Every copy is closed after `handOffTimeoutMs` in any case: a worker that holds the connection
 * keeps it, and one that never got it (a hand-over lost on the way) leaves no client waiting.
 */
export async function startConnectionDispatcher(options: DispatcherOptions): Promise<ConnectionDispatcher> {
  const { handOffTimeoutMs = 10_000, waitTimeoutMs = 10_000, maxWaiting = 1_000 } = options;
  const ready: DispatchTarget[] = [];
  let turn = 0;
  const waiting = new Map<Socket, NodeJS.Timeout>();
  const handedOut = new Map<number, Map<number, { socket: Socket; timer: NodeJS.Timeout }>>();
  /** Workers that exited: a message of theirs read after the exit is ignored. */
  const gone = new Set<number>();
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

  /** Lets go of the primary's copy of connection `id` handed to `workerId` (closing it). */
  const release = (workerId: number, id: number) => {
    const pending = handedOut.get(workerId);
    const entry = pending?.get(id);
    if (!entry) return;
    pending?.delete(id);
    clearTimeout(entry.timer);
    entry.socket.destroy();
  };

  const wait = (socket: Socket) => {
    if (waiting.size >= maxWaiting) {
      socket.destroy();
      return;
    }
    const timer = setTimeout(() => socket.destroy(), waitTimeoutMs);
    timer.unref();
    waiting.set(socket, timer);
    socket.once('close', () => {
      clearTimeout(timer);
      waiting.delete(socket);
    });
  };

  const handOut = (socket: Socket) => {
    if (socket.destroyed) return;
    const worker = pick();
    if (!worker) {
      wait(socket);
      return;
    }
    const id = nextId++;
    const pending = handedOut.get(worker.id) ?? new Map<number, { socket: Socket; timer: NodeJS.Timeout }>();
    handedOut.set(worker.id, pending);
    const timer = setTimeout(() => release(worker.id, id), handOffTimeoutMs);
    timer.unref();
    pending.set(id, { socket, timer });
    // keepOpen: this copy stays open until the worker has taken the connection (see `taken`).
    worker.send({ career: 'connection', id }, socket, { keepOpen: true }, (error) => {
      if (!error) return;
      // The worker is going (its exit is on its way): this copy is whole, so another one serves it.
      clearTimeout(timer);
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
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // An accept that fails (out of file descriptors, say) loses that one connection, not the service.
  server.on('error', (error) => options.onError?.(error));

  return {
    address: server.address() as AddressInfo,
    onMessage(worker, message) {
      if (!isClusterMessage(message) || gone.has(worker.id)) return;
      if (message.career === 'ready') {
        if (closed || ready.some((entry) => entry.id === worker.id)) return;
        ready.push(worker);
        for (const [socket, timer] of [...waiting]) {
          clearTimeout(timer);
          waiting.delete(socket);
          handOut(socket);
        }
      } else if (message.career === 'taken') {
        // The worker holds its own copy now: closing this one leaves the connection open.
        release(worker.id, message.id);
      } else if (message.career === 'draining') {
        remove(worker);
      }
    },
    workerGone(worker) {
      gone.add(worker.id);
      remove(worker);
      for (const id of [...(handedOut.get(worker.id)?.keys() ?? [])]) release(worker.id, id);
      handedOut.delete(worker.id);
    },
    pendingCount() {
      let count = 0;
      for (const pending of handedOut.values()) count += pending.size;
      return count;
    },
    close() {
      closed = true;
      ready.length = 0;
      for (const [socket, timer] of waiting) {
        clearTimeout(timer);
        socket.destroy();
      }
      waiting.clear();
      server.close();
    },
  };
}
