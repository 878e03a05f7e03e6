import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { AnswerBatchRequest, AnswerSaveResponse } from '@career/sync-server/answers/contract/answer-dto';
import { onAnswersSaved } from '../offline/answer-events';
import { mergeServerAnswers } from '../offline/answer-store';
import type { OutboxBatch } from '../offline/local-db';
import {
  acknowledgeBatch,
  clearAssessmentError,
  countAttempt,
  countMismatch,
  firstQueuedBatch,
  freezeDirtyAnswers,
  hasUnsentWork,
  markAssessmentCompleted,
  queuedAssessments,
  refuseBatch,
  renewBatchId,
  requeueAssessment,
  requeueDirty,
} from '../offline/outbox-store';
import { StorageError, toStorageError } from '../offline/storage-error';
import { readSyncSummaries } from '../offline/sync-summaries';
import { answersTransport } from './answers-api';
import type { SyncTransport } from './answers-api';
import { backoffDelay, DEFAULT_BACKOFF } from './backoff';
import type { BackoffPolicy } from './backoff';
import { classifySendFailure, failedToSaveMessage } from './classify-send-failure';
import type { SyncQueue } from './sync-queue';
import type { SyncNowResult, SyncPhase } from './sync-types';
import { tabLock } from './tab-lock';
import type { TabLock } from './tab-lock';

export const COMPLETED_NOTICE = 'This assessment was already completed, so changes made on this device were not saved.';
export const SIGN_IN_TO_UPLOAD = 'Your session has expired. Please log in again to upload your answers.';

/** After this many manifest mismatches in a row the finish is shown as an error instead of re-sent. */
const MAX_MISMATCHES = 3;
/** A guard against loops: at most this many sends per assessment in one pass (the next pass goes on). */
const MAX_SENDS_PER_PASS = 100;

export interface SyncTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface SyncEngineState {
  /** The engine's own phase; 'error' comes from refused batches stored on the device (see combineSyncStatus). */
  phase: Exclude<SyncPhase, 'error'>;
  /** IndexedDB failed: the message for the user. */
  storageError: string | undefined;
}

export interface SyncEngineOptions {
  userId: string;
  transport?: SyncTransport;
  timers?: SyncTimers;
  now?: () => number;
  random?: () => number;
  makeId?: () => string;
  lock?: TabLock;
  /** navigator.onLine, a hint only: when false the engine waits for 'online' or its retry timer. */
  isOnline?: () => boolean;
  /** Listen to online, visibilitychange and answers saved in this or another tab (default true). */
  listen?: boolean;
  debounceMs?: number;
  periodicMs?: number;
  backoff?: BackoffPolicy;
  /** How long syncNow() waits for another tab that is sending. */
  lockWaitMs?: number;
  /** Messages the user should see once (e.g. an assessment found completed on the server). */
  onNotice?: (message: string) => void;
  /** What else to upload after the answers, in the same pass (e.g. the marks on shared career ideas). */
  queues?: readonly SyncQueue[];
}

type PassOutcome = 'done' | 'offline' | 'paused' | 'storage';
type AssessmentOutcome = 'done' | 'blocked' | 'offline' | 'paused' | 'stopped';

const browserTimers: SyncTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function toRequest(batch: OutboxBatch): AnswerBatchRequest {
  const request: AnswerBatchRequest = {
    batchId: batch.batchId,
    userId: batch.userId,
    assessmentId: batch.assessmentId,
    totalQuestions: batch.totalQuestions,
    changes: batch.changes,
  };
  if (batch.finish) request.finish = batch.finish;
  return request;
}

/**
 * Uploads one signed-in user's answers: freezes dirty answers into outbox batches, sends them in
 * order per assessment (one tab at a time), and reacts to the server's answer. Never deletes an
 * answer the server has not acknowledged, except for an assessment the server says is completed.
 */
export class SyncEngine {
  private readonly userId: string;
  private readonly transport: SyncTransport;
  private readonly timers: SyncTimers;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly makeId: () => string;
  private readonly lock: TabLock;
  private readonly isOnline: () => boolean;
  private readonly options: SyncEngineOptions;
  private readonly debounceMs: number;
  private readonly periodicMs: number;
  private readonly backoff: BackoffPolicy;
  private readonly queues: readonly SyncQueue[];

  private state: SyncEngineState = { phase: 'idle', storageError: undefined };
  private readonly listeners = new Set<(state: SyncEngineState) => void>();
  /** stop() is final: the provider makes a new engine for the next sign-in. */
  private stopped = false;
  private started = false;
  private paused = false;
  private failures = 0;
  private running: Promise<void> | null = null;
  private again = false;
  /** Refused batches are re-sent only when the user acts: start, syncNow, or a new answer for that assessment. */
  private retryAll = false;
  private readonly retryFor = new Set<AssessmentId>();
  private debounceTimer: unknown = null;
  private retryTimer: unknown = null;
  private periodicTimer: unknown = null;
  private detach: (() => void)[] = [];

  constructor(options: SyncEngineOptions) {
    this.options = options;
    this.userId = options.userId;
    this.transport = options.transport ?? answersTransport;
    this.timers = options.timers ?? browserTimers;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.makeId = options.makeId ?? (() => crypto.randomUUID());
    this.lock = options.lock ?? tabLock;
    this.isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
    this.debounceMs = options.debounceMs ?? 1_500;
    this.periodicMs = options.periodicMs ?? 30_000;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.queues = options.queues ?? [];
  }

  getState(): SyncEngineState {
    return this.state;
  }

  subscribe(listener: (state: SyncEngineState) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Starts listening and syncs once (refused batches get one more try). */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.retryAll = true;
    if (this.options.listen !== false) this.listen();
    void this.syncOnce();
  }

  /** Stops timers and listeners; a request in flight finishes and is recorded, nothing is dropped. */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.detach.forEach((detach) => detach());
    this.detach = [];
  }

  /** After sign-in: leave 'paused-auth' and send what waits (nothing to do when not paused). */
  resume(): void {
    if (this.stopped || !this.paused) return;
    this.paused = false;
    this.failures = 0;
    this.retryAll = true;
    this.setState({ phase: 'idle' });
    void this.syncOnce();
  }

  /** An answer was saved (this tab or another): sync after the debounce, unless waiting for the network. */
  notifyAnswerSaved(assessmentId?: AssessmentId): void {
    if (this.stopped || this.paused) return;
    if (assessmentId) this.retryFor.add(assessmentId);
    if (this.retryTimer !== null) return;
    if (!this.isOnline()) {
      this.scheduleRetry();
      return;
    }
    if (this.debounceTimer !== null) this.timers.clear(this.debounceTimer);
    this.debounceTimer = this.timers.set(() => {
      this.debounceTimer = null;
      void this.syncOnce();
    }, this.debounceMs);
  }

  /** One pass if no other tab is sending (and not paused for sign-in). */
  syncOnce(): Promise<void> {
    return this.run(false);
  }

  /**
   * Save & Exit, logout: send everything now, waiting for another tab that is sending, even when
   * the browser says it is offline or the queue is paused; tells what is left.
   */
  async syncNow(): Promise<SyncNowResult> {
    if (this.debounceTimer !== null) this.timers.clear(this.debounceTimer);
    this.debounceTimer = null;
    await this.run(true);
    return this.result();
  }

  private listen(): void {
    const onOnline = () => {
      this.failures = 0;
      this.clearRetry();
      void this.syncOnce();
    };
    const onVisibility = () => void this.syncOnce();
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisibility);
    const stopAnswers = onAnswersSaved((event) => {
      if (event.userId === this.userId) this.notifyAnswerSaved(event.assessmentId);
    });
    this.detach.push(
      () => window.removeEventListener('online', onOnline),
      () => document.removeEventListener('visibilitychange', onVisibility),
      stopAnswers,
      ...this.queues.map((queue) => queue.onSaved(this.userId, () => this.notifyAnswerSaved())),
    );
  }

  private run(explicit: boolean): Promise<void> {
    if (this.running) {
      if (!explicit) {
        this.again = true;
        return this.running;
      }
      return this.running.catch(() => undefined).then(() => this.run(true));
    }
    const running = (async () => {
      try {
        let mode = explicit;
        do {
          this.again = false;
          await this.lockedPass(mode);
          mode = false;
        } while (this.again && !this.stopped && !this.paused);
      } finally {
        this.running = null;
      }
    })();
    this.running = running;
    return running;
  }

  private async lockedPass(explicit: boolean): Promise<void> {
    if (this.stopped || (this.paused && !explicit)) return;
    if (explicit) {
      this.paused = false;
      this.retryAll = true;
    }
    const result = await this.lock(`career-sync:${this.userId}`, explicit ? 'wait' : 'try', () => this.pass(), this.options.lockWaitMs ?? 30_000);
    if (!result.acquired) {
      // Another tab is sending; look again later in case it closes.
      await this.schedulePeriodic();
      return;
    }
    this.retryAll = false;
    this.retryFor.clear();
    switch (result.value) {
      case 'done':
        this.failures = 0;
        this.clearRetry();
        this.setState({ phase: 'idle', storageError: undefined });
        await this.schedulePeriodic();
        break;
      case 'offline':
        this.failures += 1;
        this.setState({ phase: 'offline' });
        this.scheduleRetry();
        break;
      case 'paused':
        this.paused = true;
        this.clearTimers();
        this.setState({ phase: 'paused-auth' });
        break;
      case 'storage':
        this.setState({ phase: 'idle' });
        await this.schedulePeriodic();
        break;
    }
  }

  private async pass(): Promise<PassOutcome> {
    try {
      await freezeDirtyAnswers(this.userId, { makeId: this.makeId, now: this.now() });
      for (const assessmentId of await queuedAssessments(this.userId)) {
        const outcome = await this.sendAssessment(assessmentId);
        if (outcome === 'offline' || outcome === 'paused') return outcome;
        if (outcome === 'stopped') return 'done';
      }
      for (const queue of this.queues) {
        if (this.stopped) return 'done';
        const outcome = await queue.send(this.userId, { retryRefused: this.retryAll, onSending: () => this.setState({ phase: 'syncing' }) });
        if (outcome !== 'done') return outcome;
      }
      return 'done';
    } catch (error) {
      if (error instanceof StorageError) {
        console.error('Answers could not be read or written on this device', error);
        this.setState({ storageError: error.message });
        return 'storage';
      }
      // Not expected: keep everything and try again later.
      console.error('Answer sync failed', error);
      return 'offline';
    }
  }

  private async sendAssessment(assessmentId: AssessmentId): Promise<AssessmentOutcome> {
    for (let sends = 0; sends < MAX_SENDS_PER_PASS; sends += 1) {
      if (this.stopped) return 'stopped';
      const batch = await firstQueuedBatch(this.userId, assessmentId);
      if (!batch) return 'done';
      if (batch.error) {
        if (!this.retryAll && !this.retryFor.has(assessmentId)) return 'blocked';
        // The user acted: retry with the answers as they are now (refused batches are re-frozen).
        await requeueDirty(this.userId, assessmentId);
        await freezeDirtyAnswers(this.userId, { makeId: this.makeId, now: this.now(), assessmentId });
        if (!(await firstQueuedBatch(this.userId, assessmentId))) await clearAssessmentError(this.userId, assessmentId);
        continue;
      }
      this.setState({ phase: 'syncing' });
      let response: AnswerSaveResponse;
      try {
        response = await this.transport.sendBatch(toRequest(batch));
      } catch (error) {
        const failure = classifySendFailure(error);
        switch (failure.kind) {
          case 'retry':
            await countAttempt(batch);
            return 'offline';
          case 'auth':
            return 'paused';
          case 'completed':
            await markAssessmentCompleted(this.userId, assessmentId, COMPLETED_NOTICE);
            this.options.onNotice?.(COMPLETED_NOTICE);
            await this.refreshFromServer(assessmentId);
            return 'done';
          case 'manifest-mismatch': {
            const mismatches = await countMismatch(this.userId, assessmentId);
            if (mismatches >= MAX_MISMATCHES) {
              await refuseBatch(batch, failedToSaveMessage(failure.message));
              return 'blocked';
            }
            // The second time, the server may hold answers this device lacks: take them first.
            if (mismatches >= 2) await this.refreshFromServer(assessmentId);
            await requeueAssessment(this.userId, assessmentId);
            await freezeDirtyAnswers(this.userId, { makeId: this.makeId, now: this.now(), assessmentId });
            continue;
          }
          case 'batch-conflict':
            if (await renewBatchId(batch.seq, this.makeId())) continue;
            await refuseBatch(batch, failedToSaveMessage(failure.message));
            return 'blocked';
          case 'refused':
            await refuseBatch(batch, failure.message);
            return 'blocked';
        }
      }
      await acknowledgeBatch(batch, response);
      this.failures = 0;
      // Answers chosen while that batch was out (or while offline) follow in one batch.
      if (!(await firstQueuedBatch(this.userId, assessmentId))) {
        await freezeDirtyAnswers(this.userId, { makeId: this.makeId, now: this.now(), assessmentId });
      }
    }
    return 'done';
  }

  /** Best effort: merge the server's copy of an assessment (a failure only delays it). */
  private async refreshFromServer(assessmentId: AssessmentId): Promise<void> {
    try {
      await mergeServerAnswers(this.userId, assessmentId, await this.transport.fetchAnswers(this.userId, assessmentId));
    } catch (error) {
      if (error instanceof StorageError) throw error;
      console.warn('Could not load the server copy of the answers', error);
    }
  }

  private async result(): Promise<SyncNowResult> {
    try {
      const summaries = await readSyncSummaries(this.userId);
      const paused = this.state.phase === 'paused-auth';
      // The other queues (marks on career ideas) count too: 'synced' means nothing waits anywhere.
      return {
        synced: summaries.pending === 0 && summaries.queued === 0 && summaries.unsent === 0 && !(await this.queuesHaveUnsent()),
        pending: summaries.pending,
        error: paused ? SIGN_IN_TO_UPLOAD : (summaries.error ?? this.state.storageError),
        offline: this.state.phase === 'offline',
      };
    } catch (error) {
      return { synced: false, pending: 0, error: toStorageError(error).message, offline: false };
    }
  }

  private setState(change: Partial<SyncEngineState>): void {
    const next = { ...this.state, ...change };
    if (next.phase === this.state.phase && next.storageError === this.state.storageError) return;
    this.state = next;
    this.listeners.forEach((listener) => listener(next));
  }

  private scheduleRetry(): void {
    if (this.stopped || this.retryTimer !== null) return;
    const delay = backoffDelay(Math.max(1, this.failures), this.random(), this.backoff);
    this.retryTimer = this.timers.set(() => {
      this.retryTimer = null;
      void this.syncOnce();
    }, delay);
  }

  private async schedulePeriodic(): Promise<void> {
    if (this.stopped || this.paused || this.periodicTimer !== null) return;
    const pending = await this.hasUnsent().catch(() => true);
    if (!pending || this.stopped || this.periodicTimer !== null) return;
    this.periodicTimer = this.timers.set(() => {
      this.periodicTimer = null;
      void this.syncOnce();
    }, this.periodicMs);
  }

  private async hasUnsent(): Promise<boolean> {
    return (await hasUnsentWork(this.userId)) || this.queuesHaveUnsent();
  }

  /** Whether any extra queue (besides the answers) still has something to send. */
  private async queuesHaveUnsent(): Promise<boolean> {
    for (const queue of this.queues) if (await queue.hasUnsent(this.userId)) return true;
    return false;
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.timers.clear(this.retryTimer);
    this.retryTimer = null;
  }

  private clearTimers(): void {
    this.clearRetry();
    for (const handle of [this.debounceTimer, this.periodicTimer]) if (handle !== null) this.timers.clear(handle);
    this.debounceTimer = null;
    this.periodicTimer = null;
  }
}
