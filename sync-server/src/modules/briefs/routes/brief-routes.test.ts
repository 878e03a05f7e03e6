import { afterEach, describe, expect, it } from 'vitest';
import { formatBookingTime } from '../../../contract/booking-time';
import type { AuditPageDto } from '../../admin/contract/audit-dto';
import { DEMO_COACHES } from '../../coaching/data/coaches';
import { insertBooking } from '../../coaching/repositories/booking-repository';
import type { CareerIdeasDto } from '../../records/contract/career-idea-dto';
import type { ClientBriefDto } from '../contract/client-brief-dto';
import type { CookieJarClient } from '../../../test/cookie-jar-client';
import { signedInAs, userIdOf } from '../../../test/demo-sessions';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';
import { newId } from '../../../ids';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const HOUR = 3_600_000;

describe.each(cases)('the counselor’s brief of a client on $dialect', ({ create }) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function briefOf(admin: CookieJarClient, userId: string): Promise<ClientBriefDto> {
    const response = await admin.get(`/api/users/${userId}/brief`);
    expect(response.status).toBe(200);
    return (await response.json()) as ClientBriefDto;
  }

  it('puts the complete client on one page: plan, next session on the admin’s clock, interests with ranges, type, notable personality scales, values, readiness, the shortlist with marks, the latest three notes; audited', async () => {
    t = await createTestApp({ database: await create(), careerRecords: true, completeDemoClient: true });
    const admin = await signedInAs(t, DEMO.admin);
    expect((await admin.request('PUT', '/api/users/current/time-zone', { timeZone: 'America/New_York' })).status).toBe(200);
    const userId = await userIdOf(admin, DEMO.complete);
    const start = new Date(t.clock.now().getTime() + 48 * HOUR).toISOString();
    await insertBooking(t.deps.db, { id: newId(), userId, coachId: DEMO_COACHES[0]!.id, type: 'results', startAt: start, endAt: new Date(Date.parse(start) + HOUR).toISOString(), now: t.clock.now().toISOString() });
    const ideas = ((await (await admin.get(`/api/users/${userId}/career-ideas?pageSize=3`)).json()) as CareerIdeasDto).items;
    expect((await admin.request('PUT', `/api/users/${userId}/shortlist`, { summary: 'Three to look at.', items: ideas.map((idea) => ({ recordId: idea._id, note: '' })) })).status).toBe(200);
    const client = await signedInAs(t, DEMO.complete);
    expect((await client.request('PUT', '/api/users/current/shortlist/marks', { marks: [{ recordId: ideas[1]!._id, mark: 'interested', stamp: 1 }] })).status).toBe(200);
    for (const text of ['First.', 'Second.', 'Third.', 'Fourth.']) {
      expect((await admin.post(`/api/users/${userId}/notes`, { text })).status).toBe(201);
      t.clock.advance(60_000);
    }

    const brief = await briefOf(admin, userId);
    expect(brief.client).toEqual({ id: userId, firstName: 'Casey', lastName: 'Complete', email: DEMO.complete });
    expect(brief.timeZone).toBe('America/New_York');
    expect(brief.plan).toEqual({ id: 'essential', name: 'Essential' });
    expect(brief.nextSession).toEqual({ type: 'results', coach: DEMO_COACHES[0]!.name, startAt: start, endAt: expect.any(String), when: formatBookingTime(start, 'America/New_York') });
    expect(brief.safety).toMatchObject({ flag: false, checkIn: null });

    // Casey's strongest themes are Artistic and Social (the demo SII), each with its 95% range, and how spread the six are.
    expect(brief.interests?.topThemes.map((theme) => theme.theme).slice(0, 2)).toEqual(['Artistic', 'Social']);
    for (const theme of brief.interests!.topThemes) {
      expect(theme.interval!.low).toBeLessThan(theme.value);
      expect(theme.interval!.high).toBeGreaterThan(theme.value);
    }
    expect(brief.interests).toMatchObject({ differentiation: expect.any(Number), undifferentiated: expect.any(Boolean) });
    expect(brief.type).toMatchObject({ letters: expect.stringMatching(/^[EI][SN][TF][JP]$/), name: expect.stringMatching(/\S/) });
    expect(brief.type!.pairs.map((pair) => pair.pair)).toEqual(['EI', 'SN', 'TF', 'JP']);
    expect(brief.type!.letters).toBe(brief.type!.pairs.map((pair) => pair.letter).join(''));

    // Personality: the five domains, each followed by its facets outside 40-60, with the estimated norm group named.
    expect(brief.personality!.norms).toMatchObject({ label: expect.stringMatching(/\S/), estimated: true });
    const scales = brief.personality!.scales;
    expect(scales.filter((scale) => scale.kind === 'domain').map((scale) => scale.name)).toEqual(['Neuroticism', 'Extraversion', 'Openness', 'Agreeableness', 'Conscientiousness']);
    for (const facet of scales.filter((scale) => scale.kind === 'facet')) expect(facet.tScore < 40 || facet.tScore > 60, `${facet.name} ${facet.tScore}`).toBe(true);
    expect(scales.filter((scale) => scale.kind === 'facet').length + brief.personality!.facetsNotListed).toBe(30);
    expect(brief.values!.map((value) => value.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(brief.readiness).toMatchObject({ stage: expect.stringMatching(/^(Precontemplation|Contemplation|Action)$/) });
    expect(brief.readiness!.scores).toHaveLength(3);
    // Essential has no interview.
    expect(brief.interview).toBeNull();

    expect(brief.shortlist!.items.map((item) => [item.recordId, item.mark])).toEqual(ideas.map((idea, index) => [idea._id, index === 1 ? 'interested' : null]));
    expect(brief.shortlist!.items.map((item) => item.band)).toEqual(ideas.map((idea) => idea.band));
    expect(brief.notes.map((note) => note.text)).toEqual(['Fourth.', 'Third.', 'Second.']);
    expect(brief.missing).toEqual([]);

    const audit = ((await (await admin.get('/api/admin/audit?limit=1')).json()) as AuditPageDto).entries[0];
    expect(audit).toMatchObject({ action: 'view_brief', subject: { id: userId } });
  });

  it('says what a client has not done: no plan, then the plan’s assessments and sessions by name; a safety flag and its check-in; the interview’s wishes, goals and unanswered questions', async () => {
    t = await createTestApp({ database: await create() });
    const admin = await signedInAs(t, DEMO.admin);
    const visitor = t.client();
    const password = 'Lantern-Orchard-Quill-71';
    const registered = await visitor.post('/api/auth/register', { firstName: 'Nadia', lastName: 'New', email: 'nadia.new@example.com', password, password2: password });
    const { userId } = (await registered.json()) as { userId: string };

    const empty = await briefOf(admin, userId);
    expect(empty).toMatchObject({ plan: null, nextSession: null, interests: null, type: null, personality: null, values: null, readiness: null, interview: null, shortlist: null, notes: [] });
    expect(empty.missing).toEqual([{ kind: 'plan', id: 'plan', name: 'A plan' }]);

    expect((await admin.post('/api/plans', { userId, plan: 'premium' })).status).toBe(200);
    const premium = await briefOf(admin, userId);
    expect(premium.missing.map((gap) => gap.name)).toEqual([
      'Consent',
      'Depression Screening',
      'Readiness for Change',
      'NEO Personality Inventory',
      'Myers Briggs Type Indicator-Form M',
      'Career Values Card Sort',
      'Psychosocial Interview',
      'Interview Session (not booked)',
      'Results Session (not booked)',
    ]);

    // A safety answer shows at once, and its check-in.
    expect((await visitor.post('/api/answers', { userId, assessmentId: 'consent', totalQuestions: 1, answers: ['agree'], markComplete: true })).status).toBe(200);
    const screening = Array.from({ length: 21 }, (_, index) => (index === 8 ? '1' : '0'));
    expect((await visitor.post('/api/answers', { userId, assessmentId: 'depression-screening', totalQuestions: 21, answers: screening })).status).toBe(200);
    expect((await briefOf(admin, userId)).safety).toMatchObject({ flag: true, level: 'thoughts', checkIn: 'needed', flaggedAt: expect.any(String), flaggedWhen: expect.any(String) });
    expect((await admin.post(`/api/users/${userId}/safety-check-in`, {})).status).toBe(200);
    expect((await briefOf(admin, userId)).safety).toMatchObject({ flag: false, level: 'thoughts', checkIn: 'done', checkedInAt: expect.any(String) });

    // Part of the interview: the wishes as answered ('Not sure' kept), the goals, and the questions shown and left unanswered.
    const answers = { '5': { selection: "Bachelor's degree" }, '12': { selection: 'Not sure' }, '42': '55000', '47': ['Lead a team', 'Work outdoors', ''] };
    const saved = await visitor.post('/api/answers', { userId, assessmentId: 'interview', totalQuestions: 52, answers });
    expect(saved.status).toBe(200);
    const interview = (await briefOf(admin, userId)).interview!;
    expect(interview).toMatchObject({ completed: false, education: "Bachelor's degree", moreEducation: 'Not sure', minimumSalary: 55_000, goals: ['Lead a team', 'Work outdoors'] });
    const unanswered = interview.unanswered.map((item) => item.number);
    expect(unanswered).toContain(1);
    for (const answered of [5, 12, 42, 47]) expect(unanswered).not.toContain(answered);
  });

  it('is for admins only, and about clients only', async () => {
    t = await createTestApp({ database: await create() });
    const admin = await signedInAs(t, DEMO.admin);
    const userId = await userIdOf(admin, DEMO.premium);
    const client = await signedInAs(t, DEMO.premium);
    expect((await client.get(`/api/users/${userId}/brief`)).status).toBe(403);
    expect((await t.client().get(`/api/users/${userId}/brief`)).status).toBe(401);
    expect((await admin.get('/api/users/no-such-user/brief')).status).toBe(404);
    expect((await admin.get(`/api/users/${await userIdOf(admin, DEMO.admin)}/brief`)).status).toBe(404);
  });
});
