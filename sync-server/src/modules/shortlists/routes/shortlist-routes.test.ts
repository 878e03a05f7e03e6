import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EMAIL_DELIVERY, deliverDueEmails } from '../../../adapters/email/email-delivery';
import { createOutboxEmailTransport } from '../../../adapters/email/outbox-email-transport';
import type { CareerIdeasDto } from '../../records/contract/career-idea-dto';
import type { CalibrationDto } from '../../records/contract/career-idea-dto';
import type { AdminShortlistDto, ShortlistDto, ShortlistItemDto } from '../contract/shortlist-dto';
import type { CookieJarClient } from '../../../test/cookie-jar-client';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';
import { signedInAs, userIdOf } from '../../../test/demo-sessions';
import { setClientGot } from '../../../test/client-career-results';

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
    return { admin, userId, ideas: ideas.items, profile: ideas.profile };
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

  it('stores the ideas as shared with their band, place, stability, parts and reasons, audits it, e-mails the client, and the client reads the same', async () => {
    const { admin, userId, ideas, profile } = await start();
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
        // no 0-100 number and no one-text reason any more: the fit as shared is under `shared`
        fit: null,
        why: '',
        shared: {
          band: idea.band,
          rank: idea.rank,
          of: idea.of,
          stability: idea.stability,
          score: idea.score,
          correlation: idea.correlation,
          valuesFit: idea.valuesFit,
          parts: idea.parts,
          // the same reasons the counselor read of Casey, now in Casey's own voice
          why: idea.why.map(inClientVoice),
          worthKnowing: idea.worthKnowing.map(inClientVoice),
          differentiation: profile.differentiation,
          undifferentiated: profile.undifferentiated,
        },
        jobZone: idea.jobZone,
        education: idea.min_edu,
        medianWage: idea.medianWage,
        onetCode: idea.onetCode,
      })),
    );
    expect(JSON.stringify(stored.items)).not.toContain('Casey');

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

  it('e-mails a client at most once in 10 minutes: three shares in a minute send one now, and later changes one more when the 10 minutes are up, naming the latest list', async () => {
    const { admin, userId, ideas } = await start();
    const shareIdeas = async (count: number) => {
      expect((await share(admin, userId, { summary: `${count}`, items: ideas.slice(0, count).map((idea) => ({ recordId: idea._id, note: '' })) })).status).toBe(200);
    };
    /** The e-mails delivered to Casey, oldest first, with when they went out. */
    const delivered = async () =>
      (
        await t.database.db
          .selectFrom('email_outbox')
          .select(['text_body', 'sent_at'])
          .where('to_address', '=', DEMO.complete)
          .where('template', '=', 'shortlist-shared')
          .where('status', '=', 'sent')
          .orderBy('sent_at')
          .execute()
      ).map((row) => ({ ideas: /shared (a career idea|\d+ career ideas)/.exec(row.text_body)?.[1], sentAt: row.sent_at }));
    /** A delivery pass at the test clock's time, as the worker's regular one (which may also run meanwhile: each message is claimed once). */
    const deliveryPass = () => deliverDueEmails({ db: t.database.db, clock: t.clock.now, logger: t.deps.logger, transport: createOutboxEmailTransport() }, DEFAULT_EMAIL_DELIVERY);
    /** What the demo outbox page shows Casey's address. */
    const demoOutbox = async () => {
      const response = await t.app.request(`/api/dev/outbox?to=${encodeURIComponent(DEMO.complete)}`, {}, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
      return ((await response.json()) as { emails: { text: string }[] }).emails.filter((email) => email.text.includes('/results/career-ideas'));
    };
    const at = (seconds: number) => new Date(Date.parse('2026-11-22T09:00:00.000Z') + seconds * 1000).toISOString();

    // Three shares in a minute: one e-mail now, about the first; the other two wait.
    await shareIdeas(1);
    await vi.waitFor(async () => expect(await delivered()).toEqual([{ ideas: 'a career idea', sentAt: at(0) }]));
    t.clock.advance(20_000);
    await shareIdeas(2);
    t.clock.advance(20_000);
    await shareIdeas(3);
    await deliveryPass();
    expect(await delivered()).toHaveLength(1);
    expect(await demoOutbox()).toHaveLength(1);

    // More changes within the 10 minutes: nothing more goes out before they are up.
    t.clock.advance(260_000); // 09:05
    await shareIdeas(4);
    t.clock.advance(299_000); // 09:09:59
    await deliveryPass();
    expect(await delivered()).toHaveLength(1);
    expect(await demoOutbox()).toHaveLength(1);

    // When they are up: one more, naming the latest list (4 ideas), not the ones in between.
    t.clock.advance(1_000); // 09:10
    await deliveryPass();
    await vi.waitFor(async () => expect(await delivered()).toEqual([{ ideas: 'a career idea', sentAt: at(0) }, { ideas: '4 career ideas', sentAt: at(600) }]));
    expect(await demoOutbox()).toHaveLength(2);

    // A share two minutes later waits for 10 minutes after that one (09:20).
    t.clock.advance(120_000); // 09:12
    await shareIdeas(5);
    t.clock.advance(479_000); // 09:19:59
    await deliveryPass();
    expect(await delivered()).toHaveLength(2);
    t.clock.advance(1_000); // 09:20
    await deliveryPass();
    await vi.waitFor(async () => expect((await delivered()).at(-1)).toEqual({ ideas: '5 career ideas', sentAt: at(1200) }));
    expect(await delivered()).toHaveLength(3);

    // Quiet for 10 minutes: the next share is e-mailed at once.
    t.clock.advance(900_000); // 09:35
    await shareIdeas(2);
    await deliveryPass();
    await vi.waitFor(async () => expect((await delivered()).at(-1)).toEqual({ ideas: '2 career ideas', sentAt: at(2100) }));
    expect(await delivered()).toHaveLength(4);
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
    expect(own.items[0]).toMatchObject({ recordId: gone._id, title: gone.jobTitle, description: gone.description, note: 'Look at this one', shared: { band: gone.band, rank: gone.rank, parts: gone.parts } });
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

  it('keeps what a share showed (band, place, parts, differentiation) when the client\'s results change later', async () => {
    const { admin, userId, ideas } = await start();
    const shared = (await (await share(admin, userId, { summary: '', items: ideas.slice(0, 2).map((idea) => ({ recordId: idea._id, note: '' })) })).json()) as AdminShortlistDto;
    await setClientGot(t.database.db, userId, [50, 51, 50, 52, 49, 50]);
    const now = (await (await admin.get(`/api/users/${userId}/career-ideas`)).json()) as CareerIdeasDto;
    expect(now.profile.undifferentiated).toBe(true);
    const read = (await (await admin.get(`/api/users/${userId}/shortlist`)).json()) as AdminShortlistDto;
    expect(read.items).toEqual(shared.items);
    expect(read.items.every((item) => item.shared?.undifferentiated === false && (item.shared?.differentiation ?? 0) > 0)).toBe(true);
  });

  it('shares no fit with a client who has no interests to rank by', async () => {
    const { admin, ideas } = await start();
    const free = await userIdOf(admin, DEMO.free);
    const stored = (await (await share(admin, free, { summary: '', items: [{ recordId: ideas[0]!._id, note: '' }] })).json()) as AdminShortlistDto;
    expect(stored.items[0]).toMatchObject({ recordId: ideas[0]!._id, fit: null, why: '', shared: null });
  });

  it('returns a share made before bands (a fit 0-100 and one text) unchanged, to the admin and the client', async () => {
    const { admin, userId, ideas } = await start();
    const old: ShortlistItemDto = { recordId: ideas[0]!._id, title: 'Old Title', description: 'As it was.', note: 'n', fit: 72, why: 'Your top themes are its first two.', jobZone: 3, education: "Bachelor's Degree", medianWage: 50000, onetCode: '27-1024.00' };
    await t.database.db
      .insertInto('career_shortlists')
      .values({ user_id: userId, summary: 'Old', items: JSON.stringify([old]), shared_at: '2026-11-01T10:00:00.000Z', shared_by: 'someone', shared_by_name: 'Alex Counselor' })
      .execute();
    const client = await signedInAs(t, DEMO.complete);
    const own = (await (await client.get('/api/users/current/shortlist')).json()) as ShortlistDto;
    expect(own.items).toEqual([old]);
    expect(own.items[0]).not.toHaveProperty('shared');
    // A later share moves it to the history, still unchanged.
    const next = (await (await share(admin, userId, { summary: 'New', items: [{ recordId: ideas[1]!._id, note: '' }] })).json()) as AdminShortlistDto;
    expect(next.history[0]?.items).toEqual([old]);
    expect(next.items[0]?.shared?.band).toBeDefined();
  });

  it('counts what clients marked by the band each idea was last shared in, once per client and idea', async () => {
    const { admin, userId, ideas } = await start();
    const emptyBands = ((await (await admin.get('/api/admin/career-ideas/calibration')).json()) as CalibrationDto).bands;
    expect(emptyBands.map((band) => band.band)).toEqual(['strong', 'good', 'some', 'weak', 'unbanded']);
    for (const band of emptyBands) expect(band).toMatchObject({ shared: 0, interested: 0, notForMe: 0, unmarked: 0, shareInterested: { value: null, low: null, high: null } });

    // An idea shared before bands, in the history; three ideas shared in known bands; then a new
    // share keeps the first one and adds a fourth (the first counts once, as in the current list).
    const unbanded = ideas[4]!;
    const old: ShortlistItemDto = { recordId: unbanded._id, title: unbanded.jobTitle, description: '', note: '', fit: 60, why: 'Old.', jobZone: null, education: '', medianWage: null, onetCode: null };
    await t.database.db
      .insertInto('career_shortlist_history')
      .values({ id: 'old-share', user_id: userId, summary: '', items: JSON.stringify([old]), shared_at: '2026-10-01T10:00:00.000Z', shared_by_name: 'Alex', replaced_at: '2026-10-02T10:00:00.000Z' })
      .execute();
    const first = (await (await share(admin, userId, { summary: '', items: ideas.slice(0, 3).map((idea) => ({ recordId: idea._id, note: '' })) })).json()) as AdminShortlistDto;
    const second = (await (await share(admin, userId, { summary: '', items: [ideas[0]!, ideas[3]!].map((idea) => ({ recordId: idea._id, note: '' })) })).json()) as AdminShortlistDto;
    // Another client, without interests: shared unbanded.
    const free = await userIdOf(admin, DEMO.free);
    await share(admin, free, { summary: '', items: [{ recordId: ideas[2]!._id, note: '' }] });

    const client = await signedInAs(t, DEMO.complete);
    const marked = await client.request('PUT', '/api/users/current/shortlist/marks', {
      marks: [
        { recordId: ideas[0]!._id, mark: 'interested', stamp: 1 },
        { recordId: ideas[1]!._id, mark: 'not_for_me', stamp: 1 },
        { recordId: unbanded._id, mark: 'interested', stamp: 1 },
        // cleared: counts as unmarked
        { recordId: ideas[3]!._id, mark: null, stamp: 1 },
      ],
    });
    expect(marked.status).toBe(200);

    const bandOf = (items: ShortlistItemDto[], id: string) => items.find((item) => item.recordId === id)?.shared?.band ?? 'unbanded';
    const lastShared = [
      { band: bandOf(second.items, ideas[0]!._id), mark: 'interested' },
      { band: bandOf(first.items, ideas[1]!._id), mark: 'not_for_me' },
      { band: bandOf(first.items, ideas[2]!._id), mark: null },
      { band: bandOf(second.items, ideas[3]!._id), mark: null },
      { band: 'unbanded', mark: 'interested' },
      { band: 'unbanded', mark: null },
    ];
    const response = await admin.get('/api/admin/career-ideas/calibration');
    expect(response.status).toBe(200);
    const { bands } = (await response.json()) as CalibrationDto;
    expect(bands.map((band) => band.band)).toEqual(['strong', 'good', 'some', 'weak', 'unbanded']);
    for (const band of bands) {
      const here = lastShared.filter((idea) => idea.band === band.band);
      const interested = here.filter((idea) => idea.mark === 'interested').length;
      const notForMe = here.filter((idea) => idea.mark === 'not_for_me').length;
      expect(band, band.band).toMatchObject({ shared: here.length, interested, notForMe, unmarked: here.length - interested - notForMe });
      if (interested + notForMe === 0) expect(band.shareInterested).toEqual({ value: null, low: null, high: null });
      else {
        expect(band.shareInterested.value).toBeCloseTo(interested / (interested + notForMe), 10);
        expect(band.shareInterested.low).toBeLessThanOrEqual(band.shareInterested.value!);
        expect(band.shareInterested.high).toBeGreaterThanOrEqual(band.shareInterested.value!);
      }
    }
    expect(bands.reduce((sum, band) => sum + band.shared, 0)).toBe(6);
    // The unbanded one: 1 of 1 interested, Wilson interval .2065-1 (centre 2.9208 / 4.8416 = .60327, half 1.96 x .98 / 4.8416 = .39673).
    expect(bands[4]).toMatchObject({ shared: 2, interested: 1, notForMe: 0, unmarked: 1, shareInterested: { value: 1, high: 1 } });
    expect(bands[4]?.shareInterested.low).toBeCloseTo(0.2065, 4);
  });

  it('shows the calibration to admins only, and refuses any query with a 400', async () => {
    const { admin } = await start();
    const client = await signedInAs(t, DEMO.complete);
    const visitor = createCookieJarClient(t.app);
    expect((await client.get('/api/admin/career-ideas/calibration')).status).toBe(403);
    expect((await visitor.get('/api/admin/career-ideas/calibration')).status).toBe(401);
    for (const query of ['band=strong', 'x=1', 'since=2026-01-01']) {
      const response = await admin.get(`/api/admin/career-ideas/calibration?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: { code: string } };
      expect(JSON.stringify(body)).not.toMatch(/sql|select|stack/i);
    }
  });
});
