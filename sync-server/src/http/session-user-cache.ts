import { LruMap } from '../lru-map';
import type { UserRecord } from './session-user';

/**
 * Users as their sessions were last read, kept in memory so that a request whose write checks the
 * session itself (POST /api/answers on PostgreSQL: apply_answer_batch_checked) need not read the
 * user first. An entry is only a guess: what acts on it checks the user's row in the same
 * transaction, and reads the user afresh when that check fails. The least recently used entries
 * are dropped past `capacity`, and an entry older than `maxAgeMs` is not used.
 */
export interface SessionUserCache {
  /** The user as last read, if that read was for this session version and is recent. */
  get(userId: string, sessionVersion: number): UserRecord | undefined;
  put(user: UserRecord): void;
  drop(userId: string): void;
}

export function createSessionUserCache(options: { capacity?: number; maxAgeMs?: number; now?: () => number } = {}): SessionUserCache {
  const capacity = options.capacity ?? 10_000;
  const maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  const entries = new LruMap<string, { user: UserRecord; at: number }>(capacity);
  return {
    get(userId, sessionVersion) {
      const entry = entries.get(userId);
      if (!entry) return undefined;
      if (entry.user.sessionVersion !== sessionVersion || now() - entry.at > maxAgeMs) {
        entries.delete(userId);
        return undefined;
      }
      return entry.user;
    },
    put(user) {
      entries.set(user.id, { user, at: now() });
    },
    drop(userId) {
      entries.delete(userId);
    },
  };
}
