import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from './schema';
import { createGroupCommit } from './sqlite-group-commit';
import { withRollbackGuard } from './sqlite-rollback-guard';
import { withStatementCache } from './statement-cache';

/** A SQLite file opened as openDatabase does, with every statement sent to it recorded. */
function openRecorded(file: string) {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  const statements: string[] = [];
  const inner = withRollbackGuard(sqlite, withStatementCache(sqlite));
  const recorded: SqliteDatabase = {
    close: () => inner.close(),
    prepare: (text) => {
      statements.push(text);
      return inner.prepare(text);
    },
  };
  // Typed over the app's schema; the tests write to their own table through raw SQL.
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: recorded }) });
  return { db, sqlite, statements };
}

const insert = (db: Kysely<Database>, value: string) => sql`insert into items (value) values (${value})`.execute(db);

describe('group commit on SQLite', () => {
  let dir: string;
  let file: string;
  let opened: ReturnType<typeof openRecorded>;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-group-commit-'));
    file = path.join(dir, 'test.sqlite');
    opened = openRecorded(file);
    await sql`create table items (value text not null)`.execute(opened.db);
  });
  afterEach(async () => {
    await opened.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The rows as another connection sees them: what is committed. */
  function committed(): string[] {
    const reader = new SQLite(file, { readonly: true });
    try {
      return (reader.prepare('select value from items order by value').all() as { value: string }[]).map((row) => row.value);
    } finally {
      reader.close();
    }
  }

  it('commits works queued together once, answering each only when its commit is on disk', async () => {
    const groups = createGroupCommit(opened.db);
    opened.statements.length = 0;
    const seenAtAnswer: string[][] = [];
    const works = ['a', 'b', 'c', 'd'].map((value) =>
      groups
        .run(async (db) => {
          await insert(db, value);
          return value;
        })
        .then((result) => {
          seenAtAnswer.push(committed());
          return result;
        }),
    );
    expect(await Promise.all(works)).toEqual(['a', 'b', 'c', 'd']);
    expect(opened.statements.filter((text) => text === 'commit')).toHaveLength(1);
    expect(opened.statements.filter((text) => text === 'begin immediate')).toHaveLength(1);
    for (const seen of seenAtAnswer) expect(seen).toEqual(['a', 'b', 'c', 'd']);
  });

  it('rolls back a work that throws, alone: it rejects with its error, the others are committed', async () => {
    const groups = createGroupCommit(opened.db);
    const refused = new Error('refused');
    const outcomes = await Promise.allSettled([
      groups.run((db) => insert(db, 'kept-1')),
      groups.run(async (db) => {
        await insert(db, 'dropped');
        throw refused;
      }),
      groups.run((db) => insert(db, 'kept-2')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes[1]).toMatchObject({ reason: refused });
    expect(committed()).toEqual(['kept-1', 'kept-2']);
    expect(opened.sqlite.inTransaction).toBe(false);
  });

  it('fails every work of a group whose transaction is lost, keeping nothing of it', async () => {
    const groups = createGroupCommit(opened.db);
    const full = new Error('database or disk is full');
    const outcomes = await Promise.allSettled([
      groups.run((db) => insert(db, 'first')),
      groups.run(async (db) => {
        await insert(db, 'second');
        // As SQLite does after SQLITE_FULL: the whole transaction is rolled back, then the error.
        opened.sqlite.exec('rollback');
        throw full;
      }),
      groups.run((db) => insert(db, 'third')),
    ]);
    expect(outcomes.every((outcome) => outcome.status === 'rejected' && outcome.reason === full)).toBe(true);
    expect(committed()).toEqual([]);
    // The next group starts afresh.
    await groups.run((db) => insert(db, 'later'));
    expect(committed()).toEqual(['later']);
  });

  it('fails every work of the group when its transaction ends before the commit', async () => {
    const groups = createGroupCommit(opened.db);
    const outcomes = await Promise.allSettled([
      groups.run((db) => insert(db, 'one')),
      groups.run(async (db) => {
        await insert(db, 'two');
        // The transaction ends under the group's feet: what follows of the group then fails.
        opened.sqlite.exec('rollback');
      }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(committed()).toEqual([]);
  });

  it('takes at most maxGroup works per commit, the rest in the next', async () => {
    const groups = createGroupCommit(opened.db, { maxGroup: 2 });
    opened.statements.length = 0;
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((value) => groups.run((db) => insert(db, value))));
    expect(opened.statements.filter((text) => text === 'commit')).toHaveLength(3);
    expect(committed()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('lets reads waiting for the connection and works queued meanwhile into the next group', async () => {
    const groups = createGroupCommit(opened.db);
    await groups.run((db) => insert(db, 'warm'));
    opened.statements.length = 0;
    // A request's read waits for the connection the group holds, then it queues its write.
    const requests = ['a', 'b', 'c', 'd', 'e', 'f'].map(async (value) => {
      await sql`select count(*) from items`.execute(opened.db);
      return groups.run((db) => insert(db, value));
    });
    await Promise.all(requests);
    expect(opened.statements.filter((text) => text === 'commit').length).toBeLessThanOrEqual(2);
  });
});
