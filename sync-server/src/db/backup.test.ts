import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { WRITER_ANSWERS_PER_USER, WRITER_USER_PREFIX, startWriterThread } from '../test/sqlite-writer-thread';
import { backupSqliteDatabase } from './backup';

function mode(file: string): string {
  return (fs.statSync(file).mode & 0o777).toString(8);
}

function rows(db: SQLite.Database, query: string): unknown[] {
  return db.prepare(query).all();
}

describe('backupSqliteDatabase', () => {
  let t: TestApp;
  let root: string;
  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'career-backup-'));
    // The complete demo client: a user with every assessment answered, scored and finished, through the real services.
    t = await createTestApp({ completeDemoClient: true });
  });
  afterEach(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('copies the database while another connection keeps writing: one intact, consistent snapshot', async () => {
    const writer = startWriterThread(t.database.url);
    let copied: number;
    const file = path.join(root, 'backups', 'copy.sqlite');
    try {
      await writer.reach(20);
      const before = writer.written();
      const report = await backupSqliteDatabase(t.database.url, file);
      const after = writer.written();
      // Writes go on after the backup.
      await writer.reach(after + 10);
      const copy = new SQLite(file, { readonly: true, fileMustExist: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        const users = copy.prepare(`select id from users where id like '${WRITER_USER_PREFIX}%' order by id`).pluck().all() as string[];
        copied = users.length;
        // A snapshot between the two counts, holding every transaction before it and none after: no gap, no torn one.
        expect(copied).toBeGreaterThanOrEqual(before);
        expect(copied).toBeLessThanOrEqual(after);
        expect(users).toEqual(Array.from({ length: copied }, (_, n) => `${WRITER_USER_PREFIX}${String(n).padStart(6, '0')}`));
        const answersPerUser = rows(copy, `select user_id, count(*) as n from assessment_answers where user_id like '${WRITER_USER_PREFIX}%' group by user_id`) as { n: number }[];
        expect(answersPerUser).toHaveLength(copied);
        for (const { n } of answersPerUser) expect(n).toBe(WRITER_ANSWERS_PER_USER);
        expect(report.users).toBe(copy.prepare('select count(*) from users').pluck().get());
        // What the app wrote before the backup is all there: every answer, progress row and result of the demo client.
        const source = t.deps.db;
        const sourceProgress = await source.selectFrom('assessment_progress').selectAll().orderBy('user_id').orderBy('assessment_id').execute();
        expect(sourceProgress.filter((row) => row.results !== null).length).toBeGreaterThanOrEqual(4);
        expect(rows(copy, 'select * from assessment_progress order by user_id, assessment_id')).toEqual(sourceProgress);
        const appAnswers = `select * from assessment_answers where user_id not like '${WRITER_USER_PREFIX}%' order by user_id, assessment_id, item_key`;
        const sourceAnswers = await source.selectFrom('assessment_answers').selectAll().where('user_id', 'not like', `${WRITER_USER_PREFIX}%`).orderBy('user_id').orderBy('assessment_id').orderBy('item_key').execute();
        expect(sourceAnswers.length).toBeGreaterThan(200);
        expect(rows(copy, appAnswers)).toEqual(sourceAnswers);
        expect(rows(copy, 'select * from provider_results order by user_id, test')).toEqual(await source.selectFrom('provider_results').selectAll().orderBy('user_id').orderBy('test').execute());
      } finally {
        copy.close();
      }
    } finally {
      const total = await writer.stop();
      expect(total).toBe(writer.written());
    }
    expect(copied).toBeLessThan(writer.written());
    // Private, self-contained (no -wal beside it), no partial file left.
    expect(mode(file)).toBe('600');
    expect(mode(path.dirname(file))).toBe('700');
    expect(fs.readdirSync(path.dirname(file))).toEqual(['copy.sqlite']);
  });

  it('never overwrites a file, and says so when there is no database to back up', async () => {
    const taken = path.join(root, 'taken.sqlite');
    fs.writeFileSync(taken, 'keep me');
    await expect(backupSqliteDatabase(t.database.url, taken)).rejects.toThrow(`${taken} already exists: name another file.`);
    expect(fs.readFileSync(taken, 'utf8')).toBe('keep me');
    const missing = path.join(root, 'nothing', 'career.sqlite');
    await expect(backupSqliteDatabase(missing, path.join(root, 'b.sqlite'))).rejects.toThrow(`No database at ${missing}: nothing to back up`);
    expect(fs.existsSync(missing)).toBe(false);
    expect(fs.readdirSync(root)).toEqual(['taken.sqlite']);
  });

  it('refuses to back up a file that is not a database, leaving nothing behind', async () => {
    const text = path.join(root, 'notes.txt');
    fs.writeFileSync(text, 'not a database at all, just some text that is long enough to have a header'.repeat(20));
    await expect(backupSqliteDatabase(text, path.join(root, 'b.sqlite'))).rejects.toThrow(/cannot be backed up: file is not a database/);
    expect(fs.readdirSync(root)).toEqual(['notes.txt']);
  });
});
