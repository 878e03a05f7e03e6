import { afterEach, describe, expect, it } from 'vitest';
import type { CareerIdeasDto } from '../../records/contract/career-idea-dto';
import type { AdminShortlistDto, ShortlistDto } from '../contract/shortlist-dto';
import type { CookieJarClient } from '../../../test/cookie-jar-client';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';
import { signedInAs, userIdOf } from '../../../test/demo-sessions';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const SUMMARY = 'We looked at your Social and Artistic themes.\nNext: talk to two people in each field.';

describe.each(cases)('the shortlist a counselor shares on $dialect', ({ create }) => {
  let t: TestApp;
  afterEach(() => t.close());



  async function start() {
    t = await createTestApp({ database: await create(), careerRecords: true, completeDemoClient: true });
    const admin = await signedInAs(t, DEMO.admin);
    const userId = await userIdOf(admin, DEMO.complete);
    const ideas = (await (await admin.get(`/api/users/${userId}/career-ideas?pageSize=5`)).json()) as CareerIdeasDto;
    return { admin, userId, ideas: ideas.items };
  }

  /** A counselor's reason about Casey as Casey reads it ("Casey's top themes" -> "Your top themes", "Casey has" -> "you have"). */
  function inClientVoice(why: string): string {
    return why
      .replace(/; Casey's is /g, '; yours is ')
      .replace(/with Casey's\./g, 'with yours.')
      .replace(/(^|\. )Casey's /g, '$1Your ')
      .replace(/Casey's /g, 'your ')
      .replace(/(^|\. )Casey has /g, '$1You have ')
      .replace(/Casey has /g, 'you have ')
      .replace(/Casey is /g, 'you are ')
      .replace(/Casey prefers /g, 'you prefer ')
      .replace(/as Casey does/g, 'as you do')
      .replace(/as Casey is/g, 'as you are')
      .replace(/Casey asked/g, 'you asked');
  }

  async function share(admin: CookieJarClient, userId: string, body: unknown) {
    return admin.request('PUT', `/api/users/${userId}/shortlist`, body);
  }

  it('stores the ideas as shared with their fit, audits it, e-mails the client, and the client reads the same', async () => {
    const { admin, userId, ideas } = await start();
    const picked = ideas.slice(0, 3);
    const response = await share(admin, userId, { summary: SUMMARY, items: picked.map((idea, index) => ({ recordId: idea._id, note: `Note ${index + 1}` })) });
    expect(response.status).toBe(200);
    const stored = (await response.json()) as AdminShortlistDto;
    expect(stored).toMatchObject({ summary: SUMMARY, sharedBy: expect.stringMatching(/\S/), history: [], marks: [] });
    expect(stored.items).toEqual(
      picked.map((idea, index) => ({
        recordId: idea._id,
        title: idea.jobTitle,
        description: idea.description,
        note: `Note ${index + 1}`,
        fit: idea.fit,
        // the same reasons the counselor read of Casey, now in Casey's own voice
        why: inClientVoice(idea.why),
        jobZone: idea.jobZone,
        education: idea.min_edu,
        medianWage: idea.medianWage,
        onetCode: idea.onetCode,
      })),
    );

    const client = await signedInAs(t, DEMO.complete);
    const own = (await (await client.get('/api/users/current/shortlist')).json()) as ShortlistDto;
    expect(own).toEqual({ summary: SUMMARY, sharedAt: stored.sharedAt, items: stored.items, marks: [] });

    const [mail] = await t.outbox(DEMO.complete);
    expect(mail?.subject).toBe('Your counselor shared career ideas with you');
    expect(mail?.text).toContain('/results/career-ideas');
    expect(mail?.text).toContain('3 career ideas');

    const audit = (await (await admin.get('/api/admin/audit')).json()) as { entries: Array<{ action: string; details: Record<string, unknown> }> };
    expect(audit.entries.find((entry) => entry.action === 'shortlist_share')?.details).toEqual({ items: 3 });
  });

  it('replaces the shortlist but keeps the earlier one in its history', async () => {
    const { admin, userId, ideas } = await start();
    await share(admin, userId, { summary: 'First', items: [{ recordId: ideas[0]!._id, note: '' }] });
    const second = (await (await share(admin, userId, { summary: 'Second', items: [{ recordId: ideas[1]!._id, note: 'Better' }] })).json()) as AdminShortlistDto;
    expect(second.summary).toBe('Second');
    expect(second.items.map((item) => item.recordId)).toEqual([ideas[1]!._id]);
    expect(second.history).toHaveLength(1);
    expect(second.history[0]).toMatchObject({ summary: 'First', items: [{ recordId: ideas[0]!._id }] });
    const read = (await (await admin.get(`/api/users/${userId}/shortlist`)).json()) as AdminShortlistDto;
    expect(read).toEqual(second);
  });

  it("keeps the client's newest mark per idea, lets them clear it, and shows the marks to the admin", async () => {
    const { admin, userId, ideas } = await start();
    await share(admin, userId, { summary: '', items: ideas.slice(0, 2).map((idea) => ({ recordId: idea._id, note: '' })) });
    const client = await signedInAs(t, DEMO.complete);
    const [a, b] = [ideas[0]!._id, ideas[1]!._id];
    const put = (marks: unknown) => client.request('PUT', '/api/users/current/shortlist/marks', { marks });
    const first = await put([{ recordId: a, mark: 'not_for_me', stamp: 2000 }, { recordId: b, mark: 'interested', stamp: 2000 }]);
    expect(first.status).toBe(200);
    // An older mark (a replay, another device's earlier tap) changes nothing; a newer one wins.
    await put([{ recordId: a, mark: 'interested', stamp: 1000 }]);
    const after = (await (await put([{ recordId: b, mark: null, stamp: 3000 }])).json()) as { marks: unknown[] };
    const expected = [
      { recordId: a, mark: 'not_for_me', stamp: 2000 },
      { recordId: b, mark: null, stamp: 3000 },
    ].sort((x, y) => (x.recordId < y.recordId ? -1 : 1));
    expect(after.marks).toEqual(expected);
    expect(((await (await admin.get(`/api/users/${userId}/shortlist`)).json()) as AdminShortlistDto).marks).toEqual(expected);
    expect(((await (await client.get('/api/users/current/shortlist')).json()) as ShortlistDto).marks).toEqual(expected);

    const notListed = await put([{ recordId: ideas[4]!._id, mark: 'interested', stamp: 4000 }]);
    expect(notListed.status).toBe(400);
    expect((await notListed.json()).error.fields).toHaveProperty('marks');
  });

  it('keeps a record deleted after it was shared readable as it was shared', async () => {
    const { admin, userId, ideas } = await start();
    const gone = ideas[0]!;
    await share(admin, userId, { summary: 'x', items: [{ recordId: gone._id, note: 'Look at this one' }] });
    expect((await admin.request('DELETE', `/api/records/delete-record/${gone._id}`)).status).toBe(200);
    const client = await signedInAs(t, DEMO.complete);
    const own = (await (await client.get('/api/users/current/shortlist')).json()) as ShortlistDto;
    expect(own.items[0]).toMatchObject({ recordId: gone._id, title: gone.jobTitle, description: gone.description, note: 'Look at this one', fit: gone.fit });
    // It can still be marked; it cannot be shared again.
    expect((await client.request('PUT', '/api/users/current/shortlist/marks', { marks: [{ recordId: gone._id, mark: 'interested', stamp: 1 }] })).status).toBe(200);
    const again = await share(admin, userId, { summary: 'x', items: [{ recordId: gone._id, note: '' }] });
    expect(again.status).toBe(400);
    expect((await again.json()).error.fields).toHaveProperty('items');
  });

  it('lets only admins share and read a client’s list, and a client only their own', async () => {
    const { admin, userId, ideas } = await start();
    await share(admin, userId, { summary: 'Private', items: [{ recordId: ideas[0]!._id, note: '' }] });
    const other = await signedInAs(t, DEMO.premium);
    const visitor = createCookieJarClient(t.app);
    expect((await other.get(`/api/users/${userId}/shortlist`)).status).toBe(403);
    expect((await other.request('PUT', `/api/users/${userId}/shortlist`, { summary: '', items: [{ recordId: ideas[0]!._id, note: '' }] })).status).toBe(403);
    expect(await (await other.get('/api/users/current/shortlist')).json()).toEqual({ summary: '', sharedAt: null, items: [], marks: [] });
    expect((await other.request('PUT', '/api/users/current/shortlist/marks', { marks: [{ recordId: ideas[0]!._id, mark: 'interested', stamp: 1 }] })).status).toBe(400);
    expect((await visitor.get('/api/users/current/shortlist')).status).toBe(401);
    expect((await admin.get('/api/users/no-such-user/shortlist')).status).toBe(404);
    expect((await share(admin, await userIdOf(admin, DEMO.admin), { summary: '', items: [{ recordId: ideas[0]!._id, note: '' }] })).status).toBe(404);
  });

  it('refuses a bad shortlist or mark with a 400 naming the field, never a 500', async () => {
    const { admin, userId, ideas } = await start();
    const id = ideas[0]!._id;
    const bad: Array<[unknown, string]> = [
      [{ summary: 'x'.repeat(4001), items: [{ recordId: id, note: '' }] }, 'summary'],
      [{ summary: '', items: [{ recordId: id, note: 'x'.repeat(1001) }] }, 'items'],
      [{ summary: '', items: [] }, 'items'],
      [{ summary: '', items: Array.from({ length: 31 }, (_, index) => ({ recordId: `r${index}`, note: '' })) }, 'items'],
      [{ summary: '', items: [{ recordId: id, note: '' }, { recordId: id, note: '' }] }, 'items'],
      [{ summary: '', items: [{ recordId: 'no-such-record', note: '' }] }, 'items'],
      [{ items: [{ recordId: id, note: '' }] }, 'summary'],
      [{ summary: '', items: [{ recordId: id, note: '' }], extra: 1 }, 'extra'],
      [{ summary: 5, items: 'x' }, 'summary'],
    ];
    for (const [body, field] of bad) {
      const response = await share(admin, userId, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys((await response.json()).error.fields ?? {}).join(','), field).toContain(field);
    }
    for (const body of ['not an object', null, [1, 2]]) expect((await share(admin, userId, body)).status).toBe(400);

    const client = await signedInAs(t, DEMO.complete);
    for (const marks of [[], [{ recordId: id, mark: 'maybe', stamp: 1 }], [{ recordId: id, mark: 'interested', stamp: 1e308 }], [{ recordId: id, mark: 'interested', stamp: -1 }], [{ recordId: id, mark: 'interested' }], 'x']) {
      const response = await client.request('PUT', '/api/users/current/shortlist/marks', { marks });
      expect(response.status, JSON.stringify(marks)).toBe(400);
    }
  });
});
