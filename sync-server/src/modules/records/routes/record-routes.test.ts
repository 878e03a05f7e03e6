import { afterEach, describe, expect, it } from 'vitest';
import type { CareerRecordDto, CareerRecordInput, FilterOptionsDto, RecordSearchDto } from '../contract/record-dto';
import type { CookieJarClient } from '../../../test/cookie-jar-client';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const NEW_RECORD: CareerRecordInput = {
  jobTitle: '  Career Coach  ',
  familyType: 'Community and Social Service Occupations',
  secondaryFamily: 'Educational Instruction and Library Occupations',
  SII_1: 'Social',
  SII_2: 'Enterprising',
  SII_3: 'Artistic',
  MBTI_1: 'E',
  MBTI_2: 'NF',
  MBTI_3: 'J',
  salary: '1',
  stress_level: 'L',
  min_edu: "Master's Degree",
  description: ' Helps people choose and change careers. ',
};

describe.each(cases)('career records API on $dialect', ({ create }) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function start(options: { careerRecords?: boolean } = {}) {
    t = await createTestApp({ database: await create(), careerRecords: options.careerRecords ?? true });
  }

  async function signedIn(email: string): Promise<CookieJarClient> {
    const client = createCookieJarClient(t.app);
    expect((await client.login(email)).status).toBe(200);
    return client;
  }

  async function auditActions(admin: CookieJarClient): Promise<Array<{ action: string; details: Record<string, unknown> }>> {
    return ((await (await admin.get('/api/admin/audit')).json()) as { entries: Array<{ action: string; details: Record<string, unknown> }> }).entries;
  }

  it('lists the seeded O*NET records by job title, searches titles by a part (case and wildcards taken literally)', async () => {
    await start();
    const admin = await signedIn(DEMO.admin);
    const all = await admin.get('/api/records/get-search-records?jobTitle=');
    expect(all.status).toBe(200);
    expect(all.headers.get('X-Total-Count')).toBe('923');
    const records = (await all.json()) as CareerRecordDto[];
    expect(records).toHaveLength(923);
    const titles = records.map((record) => record.jobTitle);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(records.find((record) => record.jobTitle === 'Chief Executives')).toMatchObject({ source: 'onet', mbtiDerived: true, salary: '2', SII_1: 'Enterprising' });

    const engineers = (await (await admin.get('/api/records/get-search-records?jobTitle=ENGINEER')).json()) as CareerRecordDto[];
    expect(engineers.length).toBeGreaterThan(20);
    expect(engineers.every((record) => record.jobTitle.toLowerCase().includes('engineer'))).toBe(true);
    expect(await (await admin.get('/api/records/get-search-records?jobTitle=%25')).json()).toEqual([]);
    expect(await (await admin.get('/api/records/get-search-records?jobTitle=no%20such%20job')).json()).toEqual([]);
    expect((await admin.get(`/api/records/get-search-records?jobTitle=${'x'.repeat(151)}`)).status).toBe(400);
  });

  it('is for admins only: a client is refused, a visitor must sign in, on every route', async () => {
    await start({ careerRecords: false });
    const client = await signedIn(DEMO.premium);
    const visitor = createCookieJarClient(t.app);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/records/get-search-records?jobTitle='],
      ['GET', '/api/records/get-records?SII_1=Social'],
      ['GET', '/api/records/get-filter-options'],
      ['POST', '/api/records/add-single-record', NEW_RECORD],
      ['PUT', '/api/records/update-record', { ...NEW_RECORD, _id: 'x' }],
      ['DELETE', '/api/records/delete-record/x'],
    ];
    for (const [method, url, body] of calls) {
      expect((await client.request(method, url, body)).status, `${method} ${url}`).toBe(403);
      expect((await visitor.request(method, url, body)).status, `${method} ${url}`).toBe(401);
    }
  });

  it('adds a record with every value trimmed, lists it in title order, offers its title, and audits it', async () => {
    await start();
    const admin = await signedIn(DEMO.admin);
    const added = await admin.post('/api/records/add-single-record', NEW_RECORD);
    expect(added.status).toBe(201);
    const body = (await added.json()) as { message: string; record: CareerRecordDto };
    expect(body.message).toBe('record added successfully');
    expect(body.record).toMatchObject({ jobTitle: 'Career Coach', description: 'Helps people choose and change careers.', source: 'admin', mbtiDerived: false });

    const list = (await (await admin.get('/api/records/get-search-records?jobTitle=career')).json()) as CareerRecordDto[];
    expect(list.map((record) => record.jobTitle)).toContain('Career Coach');
    const options = (await (await admin.get('/api/records/get-filter-options')).json()) as FilterOptionsDto;
    expect(options.jobTitle).toContain('Career Coach');
    const [entry] = await auditActions(admin);
    expect(entry).toMatchObject({ action: 'record_add', details: { recordId: body.record._id, jobTitle: 'Career Coach' } });
  });

  it('refuses a record with a blank field, a code outside its set, an unknown field or an over-long text, naming the field', async () => {
    await start({ careerRecords: false });
    const admin = await signedIn(DEMO.admin);
    const attempts: Array<[Record<string, unknown>, string]> = [
      [{ ...NEW_RECORD, jobTitle: '   ' }, 'jobTitle'],
      [{ ...NEW_RECORD, description: '' }, 'description'],
      [{ ...NEW_RECORD, salary: '3' }, 'salary'],
      [{ ...NEW_RECORD, stress_level: 'Medium' }, 'stress_level'],
      [{ ...NEW_RECORD, SII_2: 'Sporty' }, 'SII_2'],
      [{ ...NEW_RECORD, MBTI_2: 'N' }, 'MBTI_2'],
      [{ ...NEW_RECORD, familyType: 42 }, 'familyType'],
      [{ ...NEW_RECORD, extra: 'x' }, 'extra'],
      [{ ...NEW_RECORD, description: 'x'.repeat(4001) }, 'description'],
      [{ ...NEW_RECORD, min_edu: undefined }, 'min_edu'],
    ];
    for (const [record, field] of attempts) {
      const response = await admin.post('/api/records/add-single-record', record);
      expect(response.status, field).toBe(400);
      expect(Object.keys(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields), field).toContain(field);
    }
    expect((await admin.post('/api/records/add-single-record', { ...NEW_RECORD, jobTitle: 'Nul\u0000' })).status).toBe(400);
    expect(await (await admin.get('/api/records/get-search-records?jobTitle=')).json()).toEqual([]);
  });

  it('updates a record by id (seeded MBTI stays marked derived until an admin changes it), deletes it once, and audits both', async () => {
    await start();
    const admin = await signedIn(DEMO.admin);
    const [seeded] = (await (await admin.get('/api/records/get-search-records?jobTitle=Chief%20Executives')).json()) as CareerRecordDto[];
    if (!seeded) throw new Error('seed missing');
    const { source: _source, mbtiDerived: _derived, ...rest } = seeded;
    const salaryOnly = await admin.request('PUT', '/api/records/update-record', { ...rest, stress_level: 'L' });
    expect(salaryOnly.status).toBe(200);
    expect(await salaryOnly.json()).toMatchObject({ message: 'Record updated successfully', record: { _id: seeded._id, stress_level: 'L', mbtiDerived: true } });
    // The browser may send the record back as it got it: the read-only fields are ignored.
    const mbti = await admin.request('PUT', '/api/records/update-record', { ...seeded, MBTI_1: seeded.MBTI_1 === 'E' ? 'I' : 'E' });
    expect(mbti.status).toBe(200);
    expect(((await mbti.json()) as { record: CareerRecordDto }).record.mbtiDerived).toBe(false);
    expect((await admin.request('PUT', '/api/records/update-record', { ...rest, _id: 'no-such-record' })).status).toBe(404);

    const deleted = await admin.request('DELETE', `/api/records/delete-record/${seeded._id}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: 'Record deleted!' });
    expect((await admin.request('DELETE', `/api/records/delete-record/${seeded._id}`)).status).toBe(404);
    expect(await (await admin.get('/api/records/get-search-records?jobTitle=Chief%20Executives')).json()).toEqual([]);

    const entries = await auditActions(admin);
    expect(entries.map((entry) => entry.action)).toEqual(['record_delete', 'record_update', 'record_update']);
    expect(entries[2]?.details).toMatchObject({ jobTitle: 'Chief Executives', changed: 'stress_level' });
  });

  it('searches with at least one known filter: exact matches, then suggestions best first, each saying why', async () => {
    await start();
    const admin = await signedIn(DEMO.admin);
    const none = await admin.get('/api/records/get-records');
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: { message: string; fields: Record<string, string> } }).error.fields._).toBe('Atleast one filter is required');
    expect((await admin.get('/api/records/get-records?SII_1=&salary=')).status).toBe(400);
    expect((await admin.get('/api/records/get-records?SII_1=Sporty')).status).toBe(400);
    expect((await admin.get('/api/records/get-records?jobFamily=x')).status).toBe(400);

    const response = await admin.get('/api/records/get-records?SII_1=Investigative&salary=2&stress_level=L');
    expect(response.status).toBe(200);
    const result = (await response.json()) as RecordSearchDto;
    expect(result.exactMatch).toHaveLength(12);
    expect(result.exactTotal).toBe(12);
    expect(result.exactTotal).toBeGreaterThanOrEqual(result.exactMatch.length);
    for (const record of result.exactMatch) {
      expect(record).toMatchObject({ SII_1: 'Investigative', salary: '2', stress_level: 'L' });
      expect(record.why).toBe('matches Interest 1 Investigative, Salary Level $100k+, Stress Level Low');
      expect(record.description.length).toBeGreaterThan(0);
    }
    expect(result.suggestion).toHaveLength(50);
    const scores = result.suggestion.map((record) => record.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(result.suggestion.every((record) => /differs on|close on/.test(record.why))).toBe(true);
  });

  it('finds a record as soon as it is added, and no longer once deleted', async () => {
    await start();
    const admin = await signedIn(DEMO.admin);
    const query = '/api/records/get-records?SII_1=Social&SII_2=Enterprising&SII_3=Artistic&MBTI_2=NF&min_edu=Master%27s%20Degree';
    const before = (await (await admin.get(query)).json()) as RecordSearchDto;
    expect(before.exactMatch.map((record) => record.jobTitle)).not.toContain('Career Coach');
    const { record } = (await (await admin.post('/api/records/add-single-record', NEW_RECORD)).json()) as { record: CareerRecordDto };
    const after = (await (await admin.get(query)).json()) as RecordSearchDto;
    expect(after.exactMatch.map((item) => item.jobTitle)).toContain('Career Coach');
    await admin.request('DELETE', `/api/records/delete-record/${record._id}`);
    const gone = (await (await admin.get(query)).json()) as RecordSearchDto;
    expect([...gone.exactMatch, ...gone.suggestion].map((item) => item._id)).not.toContain(record._id);
  });

  it('offers the values in use per field, only allowed codes, jobTitle and secondaryFamily included', async () => {
    await start();
    const admin = await signedIn(DEMO.admin);
    const options = (await (await admin.get('/api/records/get-filter-options')).json()) as FilterOptionsDto;
    expect(options.salary).toEqual(['1', '2']);
    expect(options.stress_level).toEqual(['H', 'L']);
    expect(options.SII_1).toHaveLength(6);
    expect(options.jobTitle).toHaveLength(923);
    expect(options.secondaryFamily.length).toBeGreaterThan(10);
    expect(options.familyType).toContain('Management Occupations');
  });
});
