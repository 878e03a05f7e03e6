import type { Kysely } from 'kysely';
import { CompiledQuery } from 'kysely';
import type { Database } from './schema';

/**
 * Write transactions on SQLite that share their commit. With `synchronous=FULL` every commit
 * waits for the disk (an fsync, a millisecond or more, with the event loop blocked), which was
 * most of an answer batch's time. Works queued while a commit is under way run together, one
 * after another on the one connection, in ONE transaction (BEGIN IMMEDIATE ... COMMIT), each in
 * a savepoint of its own:
 * - a work that throws is rolled back to its savepoint (nothing of it stays) and rejects with its
 *   error; the others go on;
 * - a work resolves only once the commit holding it is on disk;
 * - when the transaction itself fails (SQLite ended it after a full disk, or the commit failed),
 *   nothing of the group stays and every work of it rejects.
 * So each work is atomic and durable on its own, as in a transaction of its own. A work must use
 * only the database it is given (the connection is held for the group: using another handle of the
 * same database would wait for the group forever), and should not wait on anything but it.
 */
export interface GroupCommit {
  run<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
}

interface Pending {
  work: (db: Kysely<Database>) => Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const SAVEPOINT = 'group_commit_work';
const statement = (text: string) => CompiledQuery.raw(text);
const BEGIN = statement('begin immediate');
const COMMIT = statement('commit');
const ROLLBACK = statement('rollback');
const OPEN = statement(`savepoint ${SAVEPOINT}`);
const RELEASE = statement(`release ${SAVEPOINT}`);
const UNDO = statement(`rollback to ${SAVEPOINT}`);

async function runWork(db: Kysely<Database>, pending: Pending): Promise<Outcome> {
  await db.executeQuery(OPEN);
  try {
    const value = await pending.work(db);
    await db.executeQuery(RELEASE);
    return { ok: true, value };
  } catch (error) {
    try {
      await db.executeQuery(UNDO);
      await db.executeQuery(RELEASE);
    } catch {
      // The transaction is gone (SQLite rolls it back itself after a full disk): the group fails.
      throw error;
    }
    return { ok: false, error };
  }
}

/** `maxGroup`: the most works one commit takes (the rest wait for the next). */
export function createGroupCommit(db: Kysely<Database>, options: { maxGroup?: number } = {}): GroupCommit {
  const maxGroup = options.maxGroup ?? 64;
  const queue: Pending[] = [];
  let draining = false;

  async function runGroup(group: Pending[]): Promise<void> {
    const outcomes: Outcome[] = [];
    try {
      await db.connection().execute(async (connection) => {
        await connection.executeQuery(BEGIN);
        try {
          for (const pending of group) outcomes.push(await runWork(connection, pending));
          await connection.executeQuery(COMMIT);
        } catch (error) {
          // With no transaction open any more, the rollback guard makes this a no-op.
          await connection.executeQuery(ROLLBACK).catch(() => undefined);
          throw error;
        }
      });
    } catch (error) {
      for (const pending of group) pending.reject(error);
      return;
    }
    group.forEach((pending, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) pending.resolve(outcome.value);
      else pending.reject(outcome?.error);
    });
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length) {
        // A group runs on promises alone, the event loop waiting until it is committed. One turn of
        // the loop first lets the works arriving meanwhile join this group: requests read from the
        // network, and those whose earlier reads waited for the connection held by the last group.
        await new Promise((resolve) => setImmediate(resolve));
        await runGroup(queue.splice(0, maxGroup));
      }
    } finally {
      draining = false;
    }
  }

  return {
    run<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (!draining) {
          draining = true;
          void drain();
        }
      });
    },
  };
}
