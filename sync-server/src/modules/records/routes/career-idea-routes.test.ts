import { afterEach, describe, expect, it } from 'vitest';
import type { CareerIdeaDto, CareerIdeasDto } from '../contract/career-idea-dto';
import { STABILITY_TOP } from '@career/scoring/careers/career-fit-types';
import { CAREER_BANDS } from '../contract/career-idea-dto';
import type { RecordSearchDto } from '../contract/record-dto';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import type { CookieJarClient } from '../../../test/cookie-jar-client';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';
import { signedInAs, userIdOf } from '../../../test/demo-sessions';
import { dropCardSort, setClientGot } from '../../../test/client-career-results';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

function descending(values: number[]): boolean {
  return values.every((value, index) => index === 0 || (values[index - 1] as number) >= value);
}

/**
 * Highest score first; equal scores by interest correlation, then values fit (none last), then job
 * title (the table's order): an order by title among unequal scores fails.
 */
function byScoreThenTitle(items: Pick<CareerIdeaDto, 'score' | 'correlation' | 'valuesFit' | 'jobTitle'>[]): boolean {
  const values = (item: Pick<CareerIdeaDto, 'valuesFit'>) => item.valuesFit ?? -Infinity;
  return items.every((item, index) => {
    const before = items[index - 1];
    if (!before || before.score > item.score) return true;
    if (before.score !== item.score) return false;
    if (before.correlation !== item.correlation) return before.correlation > item.correlation;
    if (values(before) !== values(item)) return values(before) > values(item);
    return before.jobTitle <= item.jobTitle;
  });
}

function inTitleOrder(items: Pick<CareerIdeaDto, 'jobTitle'>[]): boolean {
  return items.every((item, index) => index === 0 || (items[index - 1] as CareerIdeaDto).jobTitle <= item.jobTitle);
}

/** Every idea's fit has the new shape: a band, a place, a stability, reasons as sentences, and no 0-100 number. */
function expectFitShape(item: CareerIdeaDto, of: number) {
  expect(CAREER_BANDS).toContain(item.band);
  expect(item).not.toHaveProperty('fit');
  expect(Number.isInteger(item.rank) && item.rank >= 1 && item.rank <= of).toBe(true);
  expect(item.of).toBe(of);
  expect(item.stability).toBeGreaterThanOrEqual(0);
  expect(item.stability).toBeLessThanOrEqual(1);
  expect(Number.isFinite(item.score)).toBe(true);
  expect(item.correlation).toBeGreaterThanOrEqual(-1);
  expect(item.correlation).toBeLessThanOrEqual(1);
  expect(Object.keys(item.parts).sort()).toEqual(['education', 'interests', 'salary', 'values']);
  expect(Array.isArray(item.why) && Array.isArray(item.worthKnowing)).toBe(true);
  expect(item.why.length + item.worthKnowing.length).toBeGreaterThan(0);
}

describe.each(cases)('career ideas by score on $dialect', ({ create }) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function start() {
    t = await createTestApp({ database: await create(), careerRecords: true, completeDemoClient: true });
    const admin = await signedInAs(t, DEMO.admin);
    return { admin, complete: await userIdOf(admin, DEMO.complete), free: await userIdOf(admin, DEMO.free) };
  }

  async function ideas(admin: CookieJarClient, userId: string, query = ''): Promise<CareerIdeasDto> {
    const response = await admin.get(`/api/users/${userId}/career-ideas${query ? `?${query}` : ''}`);
    expect(response.status).toBe(200);
    return (await response.json()) as CareerIdeasDto;
  }

  it('ranks every record for the complete demo client by score, with bands, places and stability, pages through them all, filters by Job Zone and audits the look', async () => {
    const { admin, complete } = await start();
    const page1 = await ideas(admin, complete);
    expect(page1).toMatchObject({ total: 923, page: 1, pageSize: 20 });
    expect(page1.items).toHaveLength(20);
    // The demo client has interests and a card sort; the Essential plan has no interview.
    expect(page1.missing).toEqual(['education', 'salary']);
    expect(page1.profile.topThemes).toHaveLength(3);
    expect(page1.profile.mbtiType).toMatch(/^[EI][SN][TF][JP]$/);
    expect(page1.profile.topValues.length).toBeGreaterThanOrEqual(2);
    expect(page1.profile.differentiation).toBeGreaterThan(0);
    expect(page1.profile.undifferentiated).toBe(false);
    page1.items.forEach((item, index) => {
      expectFitShape(item, 923);
      expect(item.rank).toBe(index + 1);
      // read by a counselor: the client by name, never "you"
      expect([...item.why, ...item.worthKnowing].join(' ')).not.toMatch(/\byou\b|\byour\b/i);
      expect(item.onetCode).toMatch(/^\d\d-\d{4}\.\d\d$/);
      expect(item.jobZone).toBeGreaterThanOrEqual(1);
    });
    expect(page1.items.some((item) => /^Casey('s)? /.test(item.why.join(' ')))).toBe(true);
    expect(byScoreThenTitle(page1.items)).toBe(true);
    expect(descending(page1.items.map((item) => item.score))).toBe(true);
    expect(inTitleOrder(page1.items)).toBe(false);
    // The best idea shares the client's strongest theme.
    expect([page1.items[0]?.SII_1, page1.items[0]?.SII_2]).toContain(page1.profile.topThemes[0]);

    const page2 = await ideas(admin, complete, 'page=2&pageSize=20');
    expect(page2.items).toHaveLength(20);
    expect(page2.items.map((item) => item.rank)).toEqual(Array.from({ length: 20 }, (_, index) => 21 + index));
    expect((page2.items[0]?.score ?? 0) <= (page1.items.at(-1)?.score ?? 0)).toBe(true);
    const seen = new Set([...page1.items, ...page2.items].map((item) => item._id));
    expect(seen.size).toBe(40);

    // Every page of 100: the last holds the rest (923 = 9 x 100 + 23), and the stabilities add up to
    // STABILITY_TOP: each retest keeps exactly that many ideas in its top.
    const all: CareerIdeaDto[] = [];
    for (let page = 1; page <= 10; page += 1) all.push(...(await ideas(admin, complete, `page=${page}&pageSize=100`)).items);
    expect(all).toHaveLength(923);
    expect(all.at(-1)?.rank).toBe(923);
    expect(byScoreThenTitle(all)).toBe(true);
    expect(all.reduce((sum, item) => sum + item.stability, 0)).toBeCloseTo(STABILITY_TOP, 6);
    expect(all.slice(0, STABILITY_TOP).some((item) => item.stability > 0.5)).toBe(true);
    expect(all.slice(100).every((item) => item.stability < 0.05)).toBe(true);
    // With a card sort, the seeded records that carry O*NET work values have a values fit.
    expect(all.filter((item) => item.valuesFit !== null).length).toBeGreaterThan(800);
    for (const item of all) {
      if (item.valuesFit === null) expect(item.parts.values).toBe(0);
      else expect(Math.abs(item.valuesFit)).toBeLessThanOrEqual(1);
    }

    const zone = await ideas(admin, complete, 'jobZone=3&pageSize=100');
    expect(zone.total).toBeGreaterThan(50);
    expect(zone.total).toBeLessThan(923);
    expect(zone.items.every((item) => item.jobZone === 3)).toBe(true);
    // Rank, of and stability are the Job Zone's.
    zone.items.forEach((item, index) => {
      expectFitShape(item, zone.total);
      expect(item.rank).toBe(index + 1);
    });
    expect(byScoreThenTitle(zone.items)).toBe(true);
    const zoneAll: CareerIdeaDto[] = [...zone.items];
    for (let page = 2; (page - 1) * 100 < zone.total; page += 1) zoneAll.push(...(await ideas(admin, complete, `jobZone=3&pageSize=100&page=${page}`)).items);
    expect(zoneAll.reduce((sum, item) => sum + item.stability, 0)).toBeCloseTo(STABILITY_TOP, 6);
    // The same client and Job Zone asked again: the same figures (the ranking is held, and seeded).
    expect((await ideas(admin, complete, 'jobZone=3&pageSize=100')).items).toEqual(zone.items);

    const audit = (await (await admin.get('/api/admin/audit')).json()) as { entries: Array<{ action: string; subject: { id: string } | null }> };
    const looks = audit.entries.filter((entry) => entry.action === 'view_career_ideas');
    // Page 1 visits only: the first look, the first page of 100, and the two Job Zone ones.
    expect(looks).toHaveLength(4);
  });

  it('says what is missing instead of ranking when the client has no interest results', async () => {
    const { admin, free } = await start();
    const body = await ideas(admin, free);
    expect(body).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
      missing: ['interests', 'values', 'education', 'salary'],
      profile: { topThemes: [], mbtiType: null, topValues: [], education: null, minimumSalary: null, differentiation: null, undifferentiated: false },
    });
  });

  it('names the values gap without a card sort, and leaves values out of every fit', async () => {
    const { admin, complete } = await start();
    const before = await ideas(admin, complete, 'pageSize=100');
    await dropCardSort(t.database.db, complete);
    const after = await ideas(admin, complete, 'pageSize=100');
    expect(after.missing).toEqual(['values', 'education', 'salary']);
    expect(after.profile.topValues).toEqual([]);
    expect(after.total).toBe(923);
    for (const item of after.items) {
      expect(item.valuesFit).toBeNull();
      expect(item.parts.values).toBe(0);
    }
    // The ranking held for the profile with values is not served for the one without.
    expect(before.items.some((item) => item.valuesFit !== null && item.parts.values !== 0)).toBe(true);
  });

  it('bands no idea above some for a client whose six themes lie close together, and says so', async () => {
    const { admin, complete } = await start();
    await setClientGot(t.database.db, complete, [50, 51, 50, 52, 49, 50]);
    const body = await ideas(admin, complete, 'pageSize=100');
    expect(body.profile.undifferentiated).toBe(true);
    expect(body.profile.differentiation).toBeCloseTo(52 - (49 + 50 + 50) / 3, 6);
    expect(body.items.every((item) => item.band === 'some' || item.band === 'weak')).toBe(true);
    expect(byScoreThenTitle(body.items)).toBe(true);
    const search = (await (await admin.get(`/api/records/get-records?SII_1=Social&forUser=${complete}`)).json()) as RecordSearchDto;
    expect(search.fitFor).toMatchObject({ userId: complete, undifferentiated: true });
    expect(search.exactMatch.every((record) => record.fit && (record.fit.band === 'some' || record.fit.band === 'weak'))).toBe(true);
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

  it("sorts the admin's career search by the client's score and pages through every exact match", async () => {
    const { admin, complete } = await start();
    const filters = 'MBTI_1=E';
    const plain = (await (await admin.get(`/api/records/get-records?${filters}`)).json()) as RecordSearchDto;
    expect(plain.fitFor).toBeNull();
    expect(plain.exactTotal).toBeGreaterThan(100);
    const titles = plain.exactMatch.map((record) => record.jobTitle);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(plain.exactMatch.every((record) => record.fit === undefined)).toBe(true);
    const plainPages: string[] = [];
    for (let page = 1; (page - 1) * 50 < plain.exactTotal; page += 1) {
      const body = (await (await admin.get(`/api/records/get-records?${filters}&page=${page}`)).json()) as RecordSearchDto;
      expect(body.page).toBe(page);
      if (page > 1) expect(body.suggestion).toEqual([]);
      plainPages.push(...body.exactMatch.map((record) => record._id));
    }
    expect(new Set(plainPages).size).toBe(plain.exactTotal);

    const byFit = (await (await admin.get(`/api/records/get-records?${filters}&forUser=${complete}`)).json()) as RecordSearchDto;
    expect(byFit.fitFor).toEqual({ userId: complete, missing: ['education', 'salary'], undifferentiated: false });
    expect(byFit.exactTotal).toBe(plain.exactTotal);
    const fits = byFit.exactMatch.map((record) => record.fit!);
    expect(fits.every((fit) => fit && CAREER_BANDS.includes(fit.band) && fit.of === 923 && fit.stability >= 0 && fit.stability <= 1)).toBe(true);
    expect(fits.some((fit) => /^Casey('s)? /.test(fit.why.join(' ')))).toBe(true);
    expect(fits.every((fit) => !/\byou\b|\byour\b/i.test([...fit.why, ...fit.worthKnowing].join(' ')))).toBe(true);
    expect(descending(fits.map((fit) => fit.score))).toBe(true);
    // Rank and stability are the idea's in the client's whole list: the same as the career ideas page shows.
    const ranks = fits.map((fit) => fit.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const list = await ideas(admin, complete, 'pageSize=100');
    for (const idea of list.items) {
      const found = byFit.exactMatch.find((record) => record._id === idea._id);
      if (found) expect({ rank: found.fit?.rank, stability: found.fit?.stability, band: found.fit?.band }).toEqual({ rank: idea.rank, stability: idea.stability, band: idea.band });
    }
    expect(descending(byFit.suggestion.map((record) => record.fit!.score))).toBe(true);
    const second = (await (await admin.get(`/api/records/get-records?${filters}&forUser=${complete}&page=2`)).json()) as RecordSearchDto;
    expect((second.exactMatch[0]?.fit?.score ?? 0) <= (byFit.exactMatch.at(-1)?.fit?.score ?? 0)).toBe(true);
    expect(second.exactMatch.some((record) => byFit.exactMatch.some((other) => other._id === record._id))).toBe(false);

    // The fit read the client's results: one audit entry for the search (its first page), none for later pages.
    const audit = (await (await admin.get('/api/admin/audit')).json()) as { entries: Array<{ action: string; details: Record<string, unknown> }> };
    expect(audit.entries.filter((entry) => entry.action === 'view_career_ideas' && entry.details.search)).toHaveLength(1);

    expect((await admin.get(`/api/records/get-records?${filters}&forUser=nobody`)).status).toBe(404);
    expect((await admin.get(`/api/records/get-records?${filters}&page=0`)).status).toBe(400);
    expect((await admin.get('/api/records/get-records?page=2')).status).toBe(400);
  });
});
