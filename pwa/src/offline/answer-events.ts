import type { AssessmentId } from '@career/scoring/assessment-ids';

/** An answer was written on this device (in this tab or another one). */
export interface AnswersSavedEvent {
  userId: string;
  assessmentId: AssessmentId;
}

type Listener = (event: AnswersSavedEvent) => void;

const CHANNEL_NAME = 'career-answers';
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function isSavedEvent(data: unknown): data is AnswersSavedEvent {
  const event = data as Partial<AnswersSavedEvent> | null;
  return typeof event?.userId === 'string' && typeof event.assessmentId === 'string';
}

function getChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  // Node (tests) would otherwise keep the process alive for the open channel.
  (channel as { unref?: () => void } | null)?.unref?.();
  channel?.addEventListener('message', (message: MessageEvent<unknown>) => {
    if (isSavedEvent(message.data)) {
      const event = { userId: message.data.userId, assessmentId: message.data.assessmentId };
      listeners.forEach((listener) => listener(event));
    }
  });
  return channel;
}

/** Tells this tab's listeners and the other tabs that answers were saved. */
export function announceAnswersSaved(event: AnswersSavedEvent): void {
  listeners.forEach((listener) => listener(event));
  try {
    getChannel()?.postMessage(event);
  } catch (error) {
    console.warn('Could not tell other tabs about a saved answer', error);
  }
}

/** Listens to answers saved here or in another tab; returns the unsubscribe function. */
export function onAnswersSaved(listener: Listener): () => void {
  getChannel();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
