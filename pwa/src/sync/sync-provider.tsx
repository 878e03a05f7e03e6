import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { ideaMarksQueue } from '../features/shortlist/idea-marks-queue';
import { useFlash } from '../flash/flash-context';
import { SyncEngine } from './sync-engine';
import { feedSyncStatus } from './sync-status-feed';
import { registerSyncHandle } from './sync-status-store';

export interface SyncProviderProps {
  /** The signed-in user: the engine reads and sends only this user's rows. */
  userId: string;
  /** Changes when the session is confirmed again (e.g. the current-user query's dataUpdatedAt): a paused queue resumes. */
  sessionKey?: number;
  children?: ReactNode;
}

/**
 * Runs the sync engine while a user is signed in (answers, and the marks on the career ideas a
 * counselor shared) and feeds useSync(). Loaded lazily by the root
 * layout for signed-in users only, so the landing page never loads IndexedDB code.
 */
export function SyncProvider({ userId, sessionKey, children }: SyncProviderProps) {
  const { show } = useFlash();
  const engineRef = useRef<SyncEngine | null>(null);

  useEffect(() => {
    const engine = new SyncEngine({ userId, onNotice: (message) => show(message, 'warning'), queues: [ideaMarksQueue()] });
    engineRef.current = engine;
    const stopFeed = feedSyncStatus(userId, engine);
    const unregister = registerSyncHandle(engine);
    engine.start();
    return () => {
      unregister();
      stopFeed();
      engine.stop();
      engineRef.current = null;
    };
  }, [userId, show]);

  useEffect(() => {
    engineRef.current?.resume();
  }, [sessionKey]);

  return <>{children}</>;
}
