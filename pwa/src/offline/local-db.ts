import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { AnswerBatchRequest, AnswerKey, AnswerValue } from '@career/sync-server/answers/contract/answer-dto';
import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import type { IdeaMark, ShortlistDto } from '@career/sync-server/shortlists/contract/shortlist-dto';
import Dexie from 'dexie';
import type { EntityTable, Table } from 'dexie';
import { LOCAL_DB_NAME } from './local-db-name';

export interface CachedProfile {
  key: 'current';
  user: CurrentUserDto;
  savedAt: string;
}

/** One answer of one user on this device (every row carries its userId: data is per user). */
export interface AnswerRecord {
  userId: string;
  assessmentId: AssessmentId;
  key: AnswerKey;
  value: AnswerValue;
  /** The device clock when the answer was chosen (or the server's stamp after a merge). */
  stamp: number;
  /** 1 until the server has acknowledged this stamp (0|1: IndexedDB cannot index booleans). */
  dirty: 0 | 1;
  /** The stamp last put into an outbox batch (0: never frozen); stamp > frozenStamp means "not queued yet". */
  frozenStamp: number;
}

export type AnswerRecordKey = [userId: string, assessmentId: AssessmentId, key: AnswerKey];

/** A frozen batch waiting to be sent, as it will be posted; batchId is the server's idempotency key. */
export interface OutboxBatch extends AnswerBatchRequest {
  /** Auto-increment: batches of an assessment are sent in seq order. */
  seq: number;
  createdAt: number;
  /** Refused or failed sends of this batch. */
  attempts: number;
  /** The server refused the batch (400/403/422): kept, not resent until the user acts. */
  error?: string;
  /** The batch already got a new batchId after a 409 batch_conflict (renewed once only). */
  renewed?: boolean;
}

/** Per user and assessment: where the user is and what the server said. */
export interface AssessmentStateRecord {
  userId: string;
  assessmentId: AssessmentId;
  page?: number;
  finishRequested: boolean;
  completed: boolean;
  completedAt: string | null;
  error?: string;
  /** 0 until known (from the page or the server); batches wait for it. */
  totalQuestions: number;
  /** Consecutive 409 manifest_mismatch answers (re-send, then merge, then give up). */
  mismatches?: number;
}

export type AssessmentStateKey = [userId: string, assessmentId: AssessmentId];

/** The career ideas a counselor shared, as last fetched for a user: readable offline once seen. */
export interface CachedShortlist {
  userId: string;
  shortlist: ShortlistDto;
  savedAt: string;
}

/** A client's mark on one shared career idea, on this device ('Interested' / 'Not for me'; null cleared). */
export interface IdeaMarkRecord {
  userId: string;
  recordId: string;
  mark: IdeaMark | null;
  /** The device clock when the mark was chosen: on the server the newest stamp wins. */
  stamp: number;
  /** 1 until the server has acknowledged this stamp. */
  dirty: 0 | 1;
  /** The server refused the mark: the message; kept and not resent until the user acts. */
  error?: string;
}

export type IdeaMarkKey = [userId: string, recordId: string];

/** The device's database. Loaded only by pages that need it (never on the signed-out landing page). */
export class LocalDb extends Dexie {
  profile!: EntityTable<CachedProfile, 'key'>;
  answers!: Table<AnswerRecord, AnswerRecordKey>;
  outbox!: EntityTable<OutboxBatch, 'seq'>;
  assessmentState!: Table<AssessmentStateRecord, AssessmentStateKey>;
  shortlists!: EntityTable<CachedShortlist, 'userId'>;
  ideaMarks!: Table<IdeaMarkRecord, IdeaMarkKey>;

  constructor() {
    // No query cache: answers are written with plain IndexedDB (answer-transaction.ts) and
    // announced with Dexie.on.storagemutated, which would not refresh a cached result. The
    // live queries here read in explicit transactions, which Dexie never caches anyway.
    super(LOCAL_DB_NAME, { cache: 'disabled' });
    this.version(1).stores({ profile: 'key' });
    this.version(2).stores({
      profile: 'key',
      answers: '[userId+assessmentId+key], [userId+assessmentId], [userId+dirty]',
      outbox: '++seq, userId, [userId+assessmentId]',
      assessmentState: '[userId+assessmentId], userId',
    });
    this.version(3).stores({
      profile: 'key',
      answers: '[userId+assessmentId+key], [userId+assessmentId], [userId+dirty]',
      outbox: '++seq, userId, [userId+assessmentId]',
      assessmentState: '[userId+assessmentId], userId',
      shortlists: 'userId',
      ideaMarks: '[userId+recordId], userId, [userId+dirty]',
    });
  }
}

export const localDb = new LocalDb();
