import { afterEach, describe, expect, it } from 'vitest';
import type { CareerIdeasDto } from '../contract/career-idea-dto';
import type { RecordSearchDto } from '../contract/record-dto';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';
import { signedInAs, userIdOf } from '../../../test/demo-sessions';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

function descending(values: number[]): boolean {
  return values.every((value, index) => index === 0 || (values[index - 1] as number) >= value);
}

describe.each(cases)('career ideas by fit on $dialect', ({ create }) => {
  let t: TestApp;
  afterEach(() => t.close());



  async function start() {
    t = await createTestApp({ database: await create(), careerRecords: true, completeDemoClient: true });
    const admin = await signedInAs(t, DEMO.admin);
    return { admin, complete: await userIdOf(admin, DEMO.complete), free: await userIdOf(admin, DEMO.free) };
  }

  it("ranks every record for the complete demo client by fit, pages through them all, filters by Job Zone and audits the look", async () => {
    const { admin, complete } = await start();
    const first = await admin.get(`/api/users/${complete}/career-ideas`);
    expect(first.status).toBe(200);
    const page1 = (await first.json()) as CareerIdeasDto;
    expect(page1).toMatchObject({ total: 923, page: 1, pageSize: 20 });
    expect(page1.items).toHaveLength(20);
    expect(page1.missing).not.toContain('interests');
    // The Essential plan has no interview: education and salary are named as missing.
    expect(page1.missing).toEqual(expect.arrayContaining(['education', 'salary']));
    expect(page1.profile.topThemes).toHaveLength(3);
    expect(page1.profile.mbtiType).toMatch(/^[EI][SN][TF][JP]$/);
    const fits = page1.items.map((item) => item.fit);
    expect(descending(fits)).toBe(true);
    for (const item of page1.items) {
      expect(Number.isInteger(item.fit) && item.fit >= 0 && item.fit <= 100).toBe(true);
      expect(item.why.length).toBeGreaterThan(10);
      // read by a counselor: the client by name, never "you"
      expect(item.why).not.toMatch(/\byou\b|\byour\b/i);
      expect(item.onetCode).toMatch(/^\d\d-\d{4}\.\d\d$/);
      expect(item.jobZone).toBeGreaterThanOrEqual(1);
    }
    // The best idea shares the client's strongest theme.
    expect([page1.items[0]?.SII_1, page1.items[0]?.SII_2]).toContain(page1.profile.topThemes[0]);

    const page2 = (await (await admin.get(`/api/users/${complete}/career-ideas?page=2&pageSize=20`)).json()) as CareerIdeasDto;
    expect(page2.items).toHaveLength(20);
    expect((page2.items[0]?.fit ?? 0) <= (page1.items.at(-1)?.fit ?? 0)).toBe(true);
    const seen = new Set([...page1.items, ...page2.items].map((item) => item._id));
    expect(seen.size).toBe(40);
    // The last page holds the rest: 923 = 9 x 100 + 23.
    const last = (await (await admin.get(`/api/users/${complete}/career-ideas?page=10&pageSize=100`)).json()) as CareerIdeasDto;
    expect(last.items).toHaveLength(23);

    const zone = (await (await admin.get(`/api/users/${complete}/career-ideas?jobZone=3&pageSize=100`)).json()) as CareerIdeasDto;
    expect(zone.total).toBeGreaterThan(50);
    expect(zone.total).toBeLessThan(923);
    expect(zone.items.every((item) => item.jobZone === 3)).toBe(true);
    expect(descending(zone.items.map((item) => item.fit))).toBe(true);

    const audit = (await (await admin.get('/api/admin/audit')).json()) as { entries: Array<{ action: string; subject: { id: string } | null }> };
    const looks = audit.entries.filter((entry) => entry.action === 'view_career_ideas');
    // Page 1 visits only (the first look and the Job Zone one).
    expect(looks).toHaveLength(2);
  });

  it('says what is missing instead of ranking when the client has no interest results', async () => {
    const { admin, free } = await start();
    const body = (await (await admin.get(`/api/users/${free}/career-ideas`)).json()) as CareerIdeasDto;
    expect(body).toMatchObject({ items: [], total: 0, missing: ['interests', 'type', 'education', 'salary'], profile: { topThemes: [], mbtiType: null } });
  });

  it('is for admins only, refuses an unknown user or an admin, and answers bad queries with a 400', async () => {
    const { admin, complete } = await start();
    const client = await signedInAs(t, DEMO.complete);
    const visitor = createCookieJarClient(t.app);
    expect((await client.get(`/api/users/${complete}/career-ideas`)).status).toBe(403);
    expect((await visitor.get(`/api/users/${complete}/career-ideas`)).status).toBe(401);
    expect((await admin.get('/api/users/no-such-user/career-ideas')).status).toBe(404);
    const adminId = await userIdOf(admin, DEMO.admin);
    expect((await admin.get(`/api/users/${adminId}/career-ideas`)).status).toBe(404);
    for (const query of ['page=0', 'page=abc', 'page=1.5', 'pageSize=101', 'pageSize=0', 'jobZone=6', 'jobZone=-1', 'page=1e308', 'sort=title']) {
      const response = await admin.get(`/api/users/${complete}/career-ideas?${query}`);
      expect(response.status, query).toBe(400);
    }
    expect((await admin.get(`/api/users/${'x'.repeat(65)}/career-ideas`)).status).toBe(400);
  });

  it("sorts the admin's career search by the client's fit and pages through every exact match", async () => {
    const { admin, complete } = await start();
    const filters = 'MBTI_1=E';
    const plain = (await (await admin.get(`/api/records/get-records?${filters}`)).json()) as RecordSearchDto;
    expect(plain.fitFor).toBeNull();
    expect(plain.exactTotal).toBeGreaterThan(100);
    const titles = plain.exactMatch.map((record) => record.jobTitle);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const plainPages: string[] = [];
    for (let page = 1; (page - 1) * 50 < plain.exactTotal; page += 1) {
      const body = (await (await admin.get(`/api/records/get-records?${filters}&page=${page}`)).json()) as RecordSearchDto;
      expect(body.page).toBe(page);
      if (page > 1) expect(body.suggestion).toEqual([]);
      plainPages.push(...body.exactMatch.map((record) => record._id));
    }
    expect(new Set(plainPages).size).toBe(plain.exactTotal);

    const byFit = (await (await admin.get(`/api/records/get-records?${filters}&forUser=${complete}`)).json()) as RecordSearchDto;
    expect(byFit.fitFor).toMatchObject({ userId: complete });
    expect(byFit.exactTotal).toBe(plain.exactTotal);
    expect(byFit.exactMatch.every((record) => typeof record.fit === 'number' && (record.fitWhy ?? '').length > 0)).toBe(true);
    expect(byFit.exactMatch.some((record) => /^Casey('s)? /.test(record.fitWhy ?? ''))).toBe(true);
    expect(byFit.exactMatch.every((record) => !/\byou\b|\byour\b/i.test(record.fitWhy ?? ''))).toBe(true);
    expect(descending(byFit.exactMatch.map((record) => record.fit as number))).toBe(true);
    expect(descending(byFit.suggestion.map((record) => record.fit as number))).toBe(true);
    const second = (await (await admin.get(`/api/records/get-records?${filters}&forUser=${complete}&page=2`)).json()) as RecordSearchDto;
    expect((second.exactMatch[0]?.fit ?? 0) <= (byFit.exactMatch.at(-1)?.fit ?? 0)).toBe(true);
    expect(second.exactMatch.some((record) => byFit.exactMatch.some((other) => other._id === record._id))).toBe(false);

    // The fit read the client's results: one audit entry for the search (its first page), none for later pages.
    const audit = (await (await admin.get('/api/admin/audit')).json()) as { entries: Array<{ action: string; details: Record<string, unknown> }> };
    expect(audit.entries.filter((entry) => entry.action === 'view_career_ideas')).toEqual([expect.objectContaining({ details: { search: true } })]);

    expect((await admin.get(`/api/records/get-records?${filters}&forUser=nobody`)).status).toBe(404);
    expect((await admin.get(`/api/records/get-records?${filters}&page=0`)).status).toBe(400);
    expect((await admin.get('/api/records/get-records?page=2')).status).toBe(400);
  });
});
