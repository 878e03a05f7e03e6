import { runAnswerTransaction } from './answer-transaction';
import type { AnswerWrite, AnswerWriteOutcome } from './answer-transaction';
import type { AnswerWorkerMessage, AnswerWriteReply } from './answer-write-messages';
import { failureError } from './answer-write-messages';
import { localDb } from './local-db';

/** What the page needs of the answer worker (a fake in tests). */
export interface AnswerWorker {
  postMessage(message: AnswerWorkerMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<AnswerWriteReply>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
  terminate(): void;
}

interface PendingWrite {
  write: AnswerWrite;
  resolve: (outcome: AnswerWriteOutcome) => void;
  reject: (error: unknown) => void;
}

/** On the page, on Dexie's connection (opened, and so created or upgraded, by Dexie). */
async function writeOnPage(write: AnswerWrite): Promise<AnswerWriteOutcome> {
  await localDb.open();
  return runAnswerTransaction(localDb.backendDB(), write);
}

/**
 * Writes answers in the answer worker (answer-write-worker.ts), in the order asked, resolving once
 * each write has committed; on the page where there is no worker (tests, old browsers) or it
 * failed. Times in the outcome are the page's performance.now().
 */
export class AnswerWriter {
  /** Settles once the database is open: the worker then, or null (writes on the page). */
  private starting: Promise<AnswerWorker | null> | null = null;
  private worker: AnswerWorker | null = null;
  private readonly pending = new Map<number, PendingWrite>();
  private nextId = 1;
  /** Writes waiting for the worker to start. */
  private waiting = 0;
  /** The database's version as Dexie opened it on the page. */
  private version = 0;

  constructor(private readonly createWorker: (() => AnswerWorker) | null) {}

  /** Starts the worker ahead of the first answer (after the page has opened the database). */
  warm(): void {
    void this.ready();
  }

  write(write: AnswerWrite): Promise<AnswerWriteOutcome> {
    // Posted at once when the worker runs (before the page renders the click); else after the
    // writes that already wait for it, in order.
    if (this.worker && this.waiting === 0) return this.post(this.worker, write);
    this.waiting += 1;
    return this.ready().then((worker) => {
      this.waiting -= 1;
      return worker && worker === this.worker ? this.post(worker, write) : writeOnPage(write);
    });
  }

  private post(worker: AnswerWorker, write: AnswerWrite): Promise<AnswerWriteOutcome> {
    return new Promise((resolve, reject) => {
      const id = this.nextId;
      this.nextId += 1;
      this.pending.set(id, { write, resolve, reject });
      try {
        worker.postMessage({ id, version: this.version, write });
      } catch (error) {
        this.pending.delete(id);
        reject(error);
      }
    });
  }

  private ready(): Promise<AnswerWorker | null> {
    this.starting ??= localDb.open().then(
      () => this.start(),
      () => null,
    );
    return this.starting;
  }

  private start(): AnswerWorker | null {
    if (!this.createWorker) return null;
    try {
      const worker = this.createWorker();
      worker.addEventListener('message', (event) => this.settle(event.data));
      worker.addEventListener('error', () => this.fallBack());
      worker.addEventListener('messageerror', () => this.fallBack());
      this.version = localDb.backendDB().version;
      worker.postMessage({ prepare: this.version });
      this.worker = worker;
    } catch (error) {
      console.warn('Answers are written on the page: the answer worker did not start', error);
    }
    return this.worker;
  }

  private settle(reply: AnswerWriteReply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    if (!reply.ok && reply.unavailable) {
      this.fallBack();
      return;
    }
    this.pending.delete(reply.id);
    if (!reply.ok) {
      pending.reject(failureError(reply.failure));
      return;
    }
    // The worker's clock to the page's: both count from their own timeOrigin.
    const now = performance.now();
    const local = (time: number) => Math.min(now, time - performance.timeOrigin);
    pending.resolve({ opened: local(reply.opened), written: local(reply.written), committed: local(reply.committed), stateChanged: reply.stateChanged });
  }

  /**
   * The worker failed (did not load, broke, or cannot open the database): it is not used again,
   * and every write it has not confirmed is made on the page, in order (a row written again with
   * the same stamp is the same row).
   */
  private fallBack(): void {
    if (!this.worker) return;
    console.warn('Answers are written on the page from now on: the answer worker failed');
    this.worker.terminate();
    this.worker = null;
    this.starting = Promise.resolve(null);
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const { write, resolve, reject } of waiting) writeOnPage(write).then(resolve, reject);
  }
}

function startAnswerWorker(): AnswerWorker {
  return new Worker(new URL('./answer-write-worker.ts', import.meta.url), { type: 'module', name: 'answer-writer' });
}

/** The page's answer writer: in the worker where the browser has them. */
export const answerWriter = new AnswerWriter(typeof Worker === 'function' ? startAnswerWorker : null);
