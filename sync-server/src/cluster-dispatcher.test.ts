import net from 'node:net';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClusterMessage } from './cluster-messages';
import type { ConnectionDispatcher, DispatchTarget } from './cluster-dispatcher';
import { startConnectionDispatcher } from './cluster-dispatcher';

/** The fake workers of the running test: each is gone at its end, which closes what it was handed. */
const workers: DispatchTarget[] = [];

/** A worker as the dispatcher sees it: records what it is handed; `fail` makes the hand-over fail. */
function fakeWorker(id: number, fail = false) {
  const handed: { message: ClusterMessage; socket: Socket }[] = [];
  const target: DispatchTarget = {
    id,
    send(message, socket, _options, callback) {
      if (fail) {
        setImmediate(() => callback(new Error('channel closed')));
        return false;
      }
      handed.push({ message, socket });
      setImmediate(() => callback(null));
      return true;
    },
  };
  workers.push(target);
  return { target, handed };
}

/** A client connection and a promise of its end (close, or reset). */
function connect(port: number) {
  const client = net.connect(port, '127.0.0.1');
  client.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
  return { client, closed };
}

describe('connection dispatcher (the primary of WORKERS=N)', () => {
  let dispatcher: ConnectionDispatcher | undefined;
  afterEach(() => {
    for (const worker of workers.splice(0)) dispatcher?.workerGone(worker);
    dispatcher?.close();
    dispatcher = undefined;
  });

  it('hands connections to the ready workers in turn, and keeps a connection that came before any was ready', async () => {
    dispatcher = await startConnectionDispatcher({ host: '127.0.0.1', port: 0 });
    const one = fakeWorker(1);
    const two = fakeWorker(2);
    const early = connect(dispatcher.address.port);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(one.handed).toHaveLength(0);
    dispatcher.onMessage(one.target, { career: 'ready' });
    await vi.waitFor(() => expect(one.handed).toHaveLength(1));
    dispatcher.onMessage(two.target, { career: 'ready' });
    const later = [connect(dispatcher.address.port), connect(dispatcher.address.port), connect(dispatcher.address.port), connect(dispatcher.address.port)];
    await vi.waitFor(() => expect(one.handed.length + two.handed.length).toBe(5));
    expect(one.handed).toHaveLength(3);
    expect(two.handed).toHaveLength(2);
    expect(dispatcher.pendingCount()).toBe(5);
    for (const connection of [early, ...later]) connection.client.destroy();
  });

  it('closes at once the connections a worker was handed and never took when it exits: the client is not left waiting', async () => {
    dispatcher = await startConnectionDispatcher({ host: '127.0.0.1', port: 0 });
    const dying = fakeWorker(1);
    dispatcher.onMessage(dying.target, { career: 'ready' });
    const connection = connect(dispatcher.address.port);
    await vi.waitFor(() => expect(dying.handed).toHaveLength(1));
    let ended = false;
    void connection.closed.then(() => (ended = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ended).toBe(false);
    dispatcher.workerGone(dying.target);
    await connection.closed;
    expect(dispatcher.pendingCount()).toBe(0);
  });

  it("lets go of its copy once the worker says it took the connection, and does not close it when that worker exits later", async () => {
    dispatcher = await startConnectionDispatcher({ host: '127.0.0.1', port: 0 });
    const worker = fakeWorker(1);
    dispatcher.onMessage(worker.target, { career: 'ready' });
    connect(dispatcher.address.port);
    await vi.waitFor(() => expect(worker.handed).toHaveLength(1));
    const [{ message, socket }] = worker.handed as [{ message: ClusterMessage; socket: Socket }];
    expect(message).toMatchObject({ career: 'connection' });
    dispatcher.onMessage(worker.target, { career: 'taken', id: (message as { id: number }).id });
    expect(socket.destroyed).toBe(true);
    expect(dispatcher.pendingCount()).toBe(0);
  });

  it('hands a connection to another worker when the hand-over fails, and sends nothing to a draining worker', async () => {
    dispatcher = await startConnectionDispatcher({ host: '127.0.0.1', port: 0 });
    const broken = fakeWorker(1, true);
    const healthy = fakeWorker(2);
    const draining = fakeWorker(3);
    for (const worker of [broken, healthy, draining]) dispatcher.onMessage(worker.target, { career: 'ready' });
    dispatcher.onMessage(draining.target, { career: 'draining' });
    const connections = [connect(dispatcher.address.port), connect(dispatcher.address.port), connect(dispatcher.address.port)];
    await vi.waitFor(() => expect(healthy.handed).toHaveLength(3));
    expect(draining.handed).toHaveLength(0);
    for (const connection of connections) connection.client.destroy();
  });

  it('ignores messages that are not its own (metrics, malformed)', async () => {
    dispatcher = await startConnectionDispatcher({ host: '127.0.0.1', port: 0 });
    const worker = fakeWorker(1);
    for (const message of [null, 'ready', { type: 'prom-client:getMetricsReq' }, { career: 'taken' }, { career: 'taken', id: 'x' }, { career: 'other' }]) {
      dispatcher.onMessage(worker.target, message);
    }
    const connection = connect(dispatcher.address.port);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(worker.handed).toHaveLength(0);
    connection.client.destroy();
  });
  it('closes its copy of a connection a live worker never takes after the hand-off time, so no client waits on a lost hand-over', async () => {
    dispatcher = await startConnectionDispatcher({ host: '127.0.0.1', port: 0, handOffTimeoutMs: 200 });
    const silent = fakeWorker(1);
    dispatcher.onMessage(silent.target, { career: 'ready' });
    const connection = connect(dispatcher.address.port);
    await vi.waitFor(() => expect(silent.handed).toHaveLength(1));
    await connection.closed;
    expect(dispatcher.pendingCount()).toBe(0);
  });

  it('closes a connection no worker became ready for in time, and one past the waiting limit at once', async () => {
    dispatcher = await startConnectionDispatcher({ host: '127.0.0.1', port: 0, waitTimeoutMs: 300, maxWaiting: 1 });
    const first = connect(dispatcher.address.port);
    await new Promise<void>((resolve) => first.client.once('connect', () => resolve()));
    const second = connect(dispatcher.address.port);
    const order: string[] = [];
    await Promise.all([second.closed.then(() => order.push('past the limit')), first.closed.then(() => order.push('waited'))]);
    expect(order).toEqual(['past the limit', 'waited']);
  });

  it("ignores a worker's messages once it has exited: a late 'ready' does not bring it back", async () => {
    dispatcher = await startConnectionDispatcher({ host: '127.0.0.1', port: 0 });
    const dead = fakeWorker(1);
    dispatcher.workerGone(dead.target);
    dispatcher.onMessage(dead.target, { career: 'ready' });
    const alive = fakeWorker(2);
    const connection = connect(dispatcher.address.port);
    await new Promise<void>((resolve) => connection.client.once('connect', () => resolve()));
    dispatcher.onMessage(alive.target, { career: 'ready' });
    await vi.waitFor(() => expect(alive.handed).toHaveLength(1));
    expect(dead.handed).toHaveLength(0);
    connection.client.destroy();
  });
});
