import { afterEach, describe, expect, it } from 'vitest';
import type { CareerRecordInput } from '../contract/record-dto';
import { deleteRecordRow, listRecords, loadMatchableRecords, readRecordsRevision, updateRecordFields } from '../repositories/career-record-repository';
import type { TestDatabase } from '../../../test/test-databases';
import { dialectCases } from '../../../test/test-databases';
import { seedCareerRecords } from './career-seed';
import { loadOnetOccupations } from './load-onet-occupations';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

describe.each(cases)('career records seed on $dialect', ({ create }) => {
  let database: TestDatabase;
  afterEach(() => database.drop());

  async function byTitle(title: string) {
    const { records } = await listRecords(database.db, { titleContains: title, limit: 10 });
    return records.find((record) => record.jobTitle === title);
  }

  it('seeds the 923 rated O*NET occupations once; a second start adds nothing and keeps an edit and a deletion', async () => {
    database = await create();
    const at = new Date('2026-11-24T10:00:00.000Z');
    expect(await seedCareerRecords(database.db, at)).toEqual({ added: 923 });
    const revision = await readRecordsRevision(database.db);
    expect((await listRecords(database.db, { titleContains: '', limit: 5000 })).total).toBe(923);

    const chief = await byTitle('Chief Executives');
    const nurse = await byTitle('Registered Nurses');
    if (!chief || !nurse) throw new Error('seeded records missing');
    expect(chief).toMatchObject({ source: 'onet', mbtiDerived: true, familyType: 'Management Occupations', SII_1: 'Enterprising', SII_2: 'Conventional', SII_3: 'Social', salary: '2' });
    const { _id, source: _source, mbtiDerived: _derived, ...fields } = chief;
    const edited: CareerRecordInput = { ...fields, description: 'Edited by a counselor.' };
    await updateRecordFields(database.db, _id, edited, true, at.toISOString());
    await deleteRecordRow(database.db, nurse._id);

    expect(await seedCareerRecords(database.db, new Date('2026-11-25T10:00:00.000Z'))).toEqual({ added: 0 });
    expect(await readRecordsRevision(database.db)).toBe(revision);
    expect((await byTitle('Chief Executives'))?.description).toBe('Edited by a counselor.');
    expect(await byTitle('Registered Nurses')).toBeUndefined();
    expect((await listRecords(database.db, { titleContains: '', limit: 5000 })).total).toBe(922);
  });

  it('adds only the new codes of a newer data file', async () => {
    database = await create();
    const occupations = loadOnetOccupations();
    const rated = occupations.filter((occupation) => occupation.riasec);
    expect(await seedCareerRecords(database.db, new Date(), occupations.filter((occupation) => occupation !== rated[0]))).toEqual({ added: 922 });
    expect(await seedCareerRecords(database.db, new Date(), occupations)).toEqual({ added: 1 });
  });

  it("stores each seeded occupation's O*NET work values, and fills them at the next start for rows seeded before they were", async () => {
    database = await create();
    await seedCareerRecords(database.db, new Date('2026-11-24T10:00:00.000Z'));
    const chiefValues = async () => (await loadMatchableRecords(database.db)).find((record) => record.jobTitle === 'Chief Executives')?.facts?.workValues;
    // onet-occupations.json: Chief Executives' EX extents in Content Model order.
    expect(await chiefValues()).toEqual([6.33, 6.33, 7.0, 5.0, 5.33, 7.0]);
    const withValues = (await loadMatchableRecords(database.db)).filter((record) => record.facts?.workValues).length;
    expect(withValues).toBeGreaterThan(800);

    // As a database seeded before migration 2026-12-06-001: the columns there, but empty.
    const columns = ['value_achievement', 'value_working_conditions', 'value_recognition', 'value_relationships', 'value_support', 'value_independence'] as const;
    await database.db
      .updateTable('career_records')
      .set(Object.fromEntries(columns.map((column) => [column, null])))
      .execute();
    expect(await chiefValues()).toBeNull();
    const revision = await readRecordsRevision(database.db);
    expect(await seedCareerRecords(database.db, new Date('2026-12-06T10:00:00.000Z'))).toEqual({ added: 0 });
    expect(await chiefValues()).toEqual([6.33, 6.33, 7.0, 5.0, 5.33, 7.0]);
    expect((await loadMatchableRecords(database.db)).filter((record) => record.facts?.workValues).length).toBe(withValues);
    // The in-memory indexes reload.
    expect(await readRecordsRevision(database.db)).toBe(revision + 1);
    // Nothing left to fill: the next start writes nothing.
    await seedCareerRecords(database.db, new Date('2026-12-07T10:00:00.000Z'));
    expect(await readRecordsRevision(database.db)).toBe(revision + 1);
  });
});
