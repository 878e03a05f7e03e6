import { afterEach, describe, expect, it } from 'vitest';
import type { CareerRecordInput } from '../contract/record-dto';
import { deleteRecordRow, listRecords, readRecordsRevision, updateRecordFields } from '../repositories/career-record-repository';
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
});
