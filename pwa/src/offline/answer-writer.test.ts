import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerWrite } from './answer-transaction';
import { handleAnswerWrite } from './answer-write-handler';
import type { AnswerWorkerMessage, AnswerWriteReply, AnswerWriteRequest } from './answer-write-messages';
import { AnswerWriter } from './answer-writer';
import type { AnswerWorker } from './answer-writer';
import { AssessmentCompletedError } from './assessment-completed-error';
import { localDb } from './local-db';
import { resetLocalDb } from './reset-local-db';
import { toStorageError } from './storage-error';

/** The answer worker, run in this thread: the same handler, messages delivered a moment later. */
class InThreadWorker implements AnswerWorker {
  readonly requests: AnswerWriteRequest[] = [];
  private readonly listeners = new Map<string, ((event: never) => void)[]>();
  terminated = false;

  constructor(private readonly behaviour: 'works' | 'fails-to-load' | 'no-database' = 'works') {}

  addEventListener(type: string, listener: (event: never) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  postMessage(message: AnswerWorkerMessage): void {
    if ('prepare' in message) return;
    this.requests.push(message);
    setTimeout(() => void this.answer(message), 0);
  }

  terminate(): void {
    this.terminated = true;
  }

  private async answer(request: AnswerWriteRequest): Promise<void> {
    if (this.terminated) return;
    if (this.behaviour === 'fails-to-load') {
      this.emit('error', new Event('error'));
      return;
    }
    const database = async (version: number) => {
      if (this.behaviour === 'no-database') throw new DOMException('gone', 'NotFoundError');
      expect(version).toBe(localDb.backendDB().version);
      return localDb.backendDB();
    };
    const reply: AnswerWriteReply = await handleAnswerWrite(database, request);
    if (!this.terminated) this.emit('message', new MessageEvent('message', { data: reply }));
  }

  private emit(type: string, event: Event): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event as never);
  }
}

function answer(key: string, value: string, stamp: number): AnswerWrite {
  return { userId: 'u1', assessmentId: 'neo', pairs: [[key, value]], stamp, totalQuestions: 240 };
}

describe('AnswerWriter', () => {
  beforeEach(async () => {
    await resetLocalDb();
    vi.restoreAllMocks();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('writes through the worker: the answer is on the device, dirty, once the write resolves', async () => {
    const worker = new InThreadWorker();
    const writer = new AnswerWriter(() => worker);
    const outcome = await writer.write(answer('0', '3', 10));
    expect(worker.requests).toHaveLength(1);
    expect(await localDb.answers.get(['u1', 'neo', '0'])).toMatchObject({ value: '3', stamp: 10, dirty: 1 });
    expect(outcome.stateChanged).toBe(true);
    expect(outcome.committed).toBeGreaterThanOrEqual(outcome.opened);
    expect((await localDb.assessmentState.get(['u1', 'neo']))?.totalQuestions).toBe(240);
  });

  it('keeps the order of the choices: the last one chosen is the one stored', async () => {
    const writer = new AnswerWriter(() => new InThreadWorker());
    await Promise.all([writer.write(answer('0', '1', 1)), writer.write(answer('0', '2', 2)), writer.write(answer('0', '3', 3))]);
    expect(await localDb.answers.get(['u1', 'neo', '0'])).toMatchObject({ value: '3', stamp: 3 });
  });

  it('refuses to change a completed assessment through the worker, writing nothing', async () => {
    await localDb.assessmentState.put({ userId: 'u1', assessmentId: 'neo', finishRequested: false, completed: true, completedAt: '2026-01-01T00:00:00.000Z', totalQuestions: 240 });
    const writer = new AnswerWriter(() => new InThreadWorker());
    await expect(writer.write(answer('0', '1', 1))).rejects.toBeInstanceOf(AssessmentCompletedError);
    expect(await localDb.answers.count()).toBe(0);
  });

  it('a worker that does not load: the answers are written on the page instead, none lost', async () => {
    const worker = new InThreadWorker('fails-to-load');
    const writer = new AnswerWriter(() => worker);
    await Promise.all([writer.write(answer('0', '1', 1)), writer.write(answer('1', '2', 2))]);
    await writer.write(answer('2', '3', 3));
    expect(worker.terminated).toBe(true);
    expect(worker.requests).toHaveLength(2);
    expect((await localDb.answers.toArray()).map((row) => [row.key, row.value])).toEqual([
      ['0', '1'],
      ['1', '2'],
      ['2', '3'],
    ]);
  });

  it('a worker that cannot open the database: the answer is written on the page instead', async () => {
    const writer = new AnswerWriter(() => new InThreadWorker('no-database'));
    await writer.write(answer('0', '1', 1));
    expect(await localDb.answers.get(['u1', 'neo', '0'])).toMatchObject({ value: '1' });
  });

  it('a full disk in the worker reaches the page as the storage message for the user', async () => {
    const worker = new InThreadWorker();
    const writer = new AnswerWriter(() => worker);
    await localDb.open();
    vi.spyOn(localDb.backendDB(), 'transaction').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const failure = await writer.write(answer('0', '1', 1)).catch((error: unknown) => error);
    expect(toStorageError(failure).message).toBe('This device is out of storage space, so your answers could not be saved. Free up some space and try again.');
  });
});
