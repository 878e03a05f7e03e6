type Listener = (userId: string) => void;

const listeners = new Set<Listener>();

/** Tells this tab's sync engine that a mark on a career idea was saved on this device. */
export function announceIdeaMarkSaved(userId: string): void {
  listeners.forEach((listener) => listener(userId));
}

/** Listens to marks saved in this tab; returns the unsubscribe function. */
export function onIdeaMarkSaved(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
