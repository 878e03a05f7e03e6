import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../test/test-databases';
import { dialectCases } from '../test/test-databases';
import { migrations } from './migration-list';

const { cases, postgresSkipReason } = await dialectCases();

const NAME = '2026-12-06-001-career-work-values';
const names = Object.keys(migrations).sort();
const previous = names[names.indexOf(NAME) - 1] ?? '';
const COLUMNS = ['value_achievement', 'value_working_conditions', 'value_recognition', 'value_relationships', 'value_support', 'value_independence'];

describe.each(cases)('the career work values migration on $dialect', ({ create }) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  async function recordColumns(): Promise<string[]> {
    const tables = await database!.db.introspection.getTables();
    return tables.find((table) => table.name === 'career_records')?.columns.map((column) => column.name) ?? [];
  }

  it('adds six empty work value columns to existing records, and undoes cleanly', async () => {
    database = await create({ migrate: false });
    const { db } = database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    const at = '2026-11-28T10:00:00.000Z';
    const fields = { family_type: 'x', secondary_family: 'x', sii_1: 'Social', sii_2: 'Artistic', sii_3: 'Investigative', mbti_1: 'E', mbti_2: 'NF', mbti_3: 'J', salary: '1', stress_level: 'L', min_edu: 'High School', description: '' };
    await db.insertInto('career_records').values({ id: 'r1', job_title: 'Kept', ...fields, source: 'admin', source_key: null, mbti_derived: 0, created_at: at, updated_at: at }).execute();

    expect((await migrator.migrateTo(NAME)).error).toBeUndefined();
    expect(await recordColumns()).toEqual(expect.arrayContaining(COLUMNS));
    const row = await db.selectFrom('career_records').selectAll().where('id', '=', 'r1').executeTakeFirstOrThrow();
    expect(row.job_title).toBe('Kept');
    for (const column of COLUMNS) expect(row[column as keyof typeof row]).toBeNull();
    await db.updateTable('career_records').set({ value_achievement: 5.5 }).where('id', '=', 'r1').execute();
    expect((await db.selectFrom('career_records').select('value_achievement').executeTakeFirstOrThrow()).value_achievement).toBe(5.5);

    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    const after = await recordColumns();
    for (const column of COLUMNS) expect(after).not.toContain(column);
    expect((await db.selectFrom('career_records').select('job_title').executeTakeFirstOrThrow()).job_title).toBe('Kept');
  });
});

if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);
