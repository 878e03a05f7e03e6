import Papa from 'papaparse';
import { afterEach, describe, expect, it } from 'vitest';
import type { CareerRecordDto, RecordImportReportDto } from '../contract/record-dto';
import type { CookieJarClient } from '../../../test/cookie-jar-client';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';
import { unescapeCsvCell } from '../../../contract/csv-cell';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const HEADER = '_id,jobTitle,familyType,secondaryFamily,SII_1,SII_2,SII_3,MBTI_1,MBTI_2,MBTI_3,salary,stress_level,min_edu,description';
const COACH = ',Career Coach,Community and Social Service Occupations,Educational Instruction and Library Occupations,Social,Enterprising,Artistic,E,NF,J,1,L,Master\'s Degree,"Helps people choose, and change, careers."';
const BAD_SALARY = ',Bad Salary Job,Management Occupations,Legal Occupations,Social,Enterprising,Artistic,E,NF,J,3,L,High School,Text';
const BLANK_TITLE = ',,Management Occupations,Legal Occupations,Social,Enterprising,Artistic,E,NF,J,1,L,High School,Text';

describe.each(cases)('career records CSV on $dialect', ({ create }) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function admin(): Promise<CookieJarClient> {
    t = await createTestApp({ database: await create(), careerRecords: true });
    const client = createCookieJarClient(t.app);
    expect((await client.login(DEMO.admin)).status).toBe(200);
    return client;
  }

  async function importCsv(client: CookieJarClient, csv: string, confirm = false) {
    const response = await client.post('/api/records/import', { csv, confirm });
    return { status: response.status, body: (await response.json()) as RecordImportReportDto & { error?: { message: string } } };
  }

  async function titled(client: CookieJarClient, title: string) {
    return ((await (await client.get(`/api/records/get-search-records?jobTitle=${encodeURIComponent(title)}`)).json()) as CareerRecordDto[]).filter((record) => record.jobTitle === title);
  }

  /** A valid record with the given title and description, as the admin's form sends it. */
  const recordBody = (jobTitle: string, description: string) => ({
    jobTitle,
    familyType: 'Legal Occupations',
    secondaryFamily: 'Management Occupations',
    SII_1: 'Enterprising',
    SII_2: 'Social',
    SII_3: 'Conventional',
    MBTI_1: 'E',
    MBTI_2: 'ST',
    MBTI_3: 'J',
    salary: '2',
    stress_level: 'H',
    min_edu: 'First Professional Degree',
    description,
  });

  it('exports every record as CSV (audited) with formula cells neutralised; the export imports back unchanged, and an edited row as an update', async () => {
    const client = await admin();
    await client.post('/api/records/add-single-record', recordBody('=HYPERLINK("http://evil.example")', '@SUM(1,2)'));
    const response = await client.get('/api/records/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    expect(response.headers.get('Content-Disposition')).toContain('career-records.csv');
    const exportAudit = (await (await client.get('/api/admin/audit?action=record_export')).json()) as { entries: Array<{ details: unknown }> };
    expect(exportAudit.entries[0]?.details).toEqual({ rows: 924 });
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The byte-order mark is there for Excel (text decoding drops it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields?.join(',')).toBe(HEADER);
    expect(parsed.data).toHaveLength(924);
    const evil = parsed.data.find((row) => row.jobTitle?.includes('HYPERLINK'));
    expect(evil).toMatchObject({ jobTitle: '\'=HYPERLINK("http://evil.example")', description: "'@SUM(1,2)" });

    const again = await importCsv(client, text);
    expect(again.status).toBe(200);
    // Nothing differs from what is held: every row is unchanged, and nothing is written.
    expect(again.body).toMatchObject({ applied: false, added: 0, updated: 0, unchanged: 924, refused: 0 });
    // Every cell is quoted.
    expect(text.split('\r\n')[1]).toMatch(/^"[^"]*","/);
    const edited = text.replace(/("Chief Executives",[^\r\n]*?,)"2",/, '$1"1",');
    expect(edited).not.toBe(text);
    const changed = await importCsv(client, edited);
    expect(changed.body).toMatchObject({ applied: true, added: 0, updated: 1, unchanged: 923, refused: 0 });
    expect((await titled(client, 'Chief Executives'))[0]?.salary).toBe('1');
    // The apostrophe is the export's, not the record's.
    expect(await titled(client, '=HYPERLINK("http://evil.example")')).toHaveLength(1);
  });

  it('neutralises a formula wherever a spreadsheet may split a cell, and keeps an apostrophe the admin typed through the round trip', async () => {
    const client = await admin();
    const typed = [recordBody('Ann;=1+2', 'Ann\t=1+2'), recordBody("'Quoted title", 'Plain, then ,@SUM(A1)'), recordBody("'=1+2 on purpose", "''=kept")];
    for (const body of typed) expect((await client.post('/api/records/add-single-record', body)).status).toBeLessThan(300);
    const text = new TextDecoder().decode(new Uint8Array(await (await client.get('/api/records/export')).arrayBuffer()));
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
    const exported = (title: string) => parsed.find((row) => unescapeCsvCell(row.jobTitle ?? '') === title);
    expect(exported('Ann;=1+2')).toMatchObject({ jobTitle: "'Ann;=1+2", description: "'Ann\t=1+2" });
    expect(exported("'Quoted title")).toMatchObject({ jobTitle: "'Quoted title", description: "'Plain, then ,@SUM(A1)" });
    expect(exported("'=1+2 on purpose")).toMatchObject({ jobTitle: "''=1+2 on purpose", description: "'''=kept" });
    const again = await importCsv(client, text);
    expect(again.body).toMatchObject({ added: 0, updated: 0, refused: 0 });
    for (const body of typed) expect((await titled(client, body.jobTitle))[0]?.description).toBe(body.description);
  });

  it('adds valid rows of a clean file at once, and audits the import', async () => {
    const client = await admin();
    const { status, body } = await importCsv(client, `${HEADER}\r\n${COACH}\r\n`);
    expect(status).toBe(200);
    expect(body).toEqual({ applied: true, added: 1, updated: 0, unchanged: 0, refused: 0, rows: [{ row: 2, jobTitle: 'Career Coach', action: 'add' }] });
    const [coach] = await titled(client, 'Career Coach');
    expect(coach).toMatchObject({ description: 'Helps people choose, and change, careers.', source: 'admin' });
    const audit = (await (await client.get('/api/admin/audit?action=record_import')).json()) as { entries: Array<{ details: unknown }> };
    expect(audit.entries[0]?.details).toEqual({ added: 1, updated: 0, refused: 0, recordIds: coach?._id });
  });

  it('reports each refused row with its reason and adds nothing until the admin confirms the valid rows', async () => {
    const client = await admin();
    const csv = [HEADER, COACH, BAD_SALARY, BLANK_TITLE, COACH, ',Chief Executives,Management Occupations,Legal Occupations,Social,Enterprising,Artistic,E,NF,J,1,L,High School,Duplicate', 'no-such-id,Someone,Management Occupations,Legal Occupations,Social,Enterprising,Artistic,E,NF,J,1,L,High School,Text'].join('\n');
    const first = await importCsv(client, csv);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ applied: false, added: 1, refused: 5 });
    expect(first.body.rows).toEqual([
      { row: 2, jobTitle: 'Career Coach', action: 'add' },
      { row: 3, jobTitle: 'Bad Salary Job', action: 'refuse', reason: 'salary: Salary must be one of: 1, 2' },
      { row: 4, jobTitle: '', action: 'refuse', reason: 'jobTitle: Job title is required' },
      { row: 5, jobTitle: 'Career Coach', action: 'refuse', reason: 'A record with this job title exists: give its _id to update it' },
      { row: 6, jobTitle: 'Chief Executives', action: 'refuse', reason: 'A record with this job title exists: give its _id to update it' },
      { row: 7, jobTitle: 'Someone', action: 'refuse', reason: 'No record has this _id (leave _id empty to add a record)' },
    ]);
    expect(await titled(client, 'Career Coach')).toHaveLength(0);

    const confirmed = await importCsv(client, csv, true);
    expect(confirmed.body).toMatchObject({ applied: true, added: 1, refused: 5 });
    expect(await titled(client, 'Career Coach')).toHaveLength(1);
  });

  it('refuses a file without the expected columns, an empty file, and a client', async () => {
    const client = await admin();
    const noColumns = await importCsv(client, 'title,description\nA,B\n');
    expect(noColumns.status).toBe(400);
    expect(noColumns.body.error?.message).toContain('The file lacks the columns jobTitle');
    expect((await importCsv(client, `${HEADER}\n`)).status).toBe(400);
    // A stray quote would swallow the lines after it into one cell: the file is refused, with the line.
    const stray = await importCsv(client, `${HEADER}\n${COACH.replace('"Helps', 'Helps "people')}\n${BAD_SALARY}\n`);
    expect(stray.status).toBe(400);
    expect(stray.body.error?.message).toMatch(/^The file could not be read \(line \d+: /);
    // Headers with spaces around them are read.
    const spaced = await importCsv(client, `${HEADER.split(',').map((header) => ` ${header} `).join(',')}\n${COACH}\n`);
    expect(spaced.body).toMatchObject({ applied: true, added: 1 });
    expect((await importCsv(client, '')).status).toBe(400);
    expect((await client.post('/api/records/import', { csv: HEADER, confirm: 'yes' })).status).toBe(400);
    const premium = createCookieJarClient(t.app);
    await premium.login(DEMO.premium);
    expect((await premium.post('/api/records/import', { csv: `${HEADER}\n${COACH}` })).status).toBe(403);
    expect((await premium.get('/api/records/export')).status).toBe(403);
  });
});
