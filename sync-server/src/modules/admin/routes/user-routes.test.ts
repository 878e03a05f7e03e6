import { CONSENT_AGREE_VALUE } from '@career/scoring/consent/consent-definition';
import { INTERVIEW_QUESTION_VERSIONS } from '@career/scoring/interview/interview-versions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';

describe('user routes', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('GET /api/users/current answers the spec shape with the current plan first', async () => {
    const client = t.client();
    await client.login(DEMO.premium);
    const me = await (await client.get('/api/users/current')).json();
    expect(me).toEqual({
      _id: expect.any(String),
      firstName: 'Priya',
      lastName: 'Premium',
      email: DEMO.premium,
      admin: false,
      isVerified: true,
      isNumVerified: false,
      consent: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      birthYear: null,
      sex: null,
      timeZone: null,
      timeZoneSource: null,
      plans: [{ _id: 'premium', name: 'Premium', order: 3, assessments: expect.arrayContaining(['interview']), sessions: ['interview', 'results'] }],
      appointments: { interview: null, results: null },
      interviewScheduled: false,
      resultsScheduled: false,
      leanAssessmentData: [],
      assessmentData: [],
    });
    // The plan's coach 'sessions' are fine; a session version or token is not.
    expect(JSON.stringify(me)).not.toMatch(/password|scrypt|sessionVersion|session_version|token/i);
  });

  it('GET /api/users/ lists every user with their plan for an admin, searchable', async () => {
    const admin = t.client();
    await admin.login(DEMO.admin);
    const users = await (await admin.get('/api/users/')).json();
    expect(users).toHaveLength(5);
    expect(users.find((user: { email: string }) => user.email === DEMO.essential)).toMatchObject({
      firstName: 'Eli',
      lastName: 'Essential',
      plan: { _id: 'essential', name: 'Essential' },
      createdAt: expect.any(String),
    });
    expect(users.find((user: { email: string }) => user.email === DEMO.admin).plan).toBeNull();
    const found = await (await admin.get('/api/users/?search=priya')).json();
    expect(found.map((user: { email: string }) => user.email)).toEqual([DEMO.premium]);
    const byTerm = await (await admin.get('/api/users/search/essential')).json();
    expect(byTerm.map((user: { email: string }) => user.email)).toEqual([DEMO.essential]);
    expect(JSON.stringify(users)).not.toMatch(/password|scrypt/i);
    expect(users.every((user: { safetyFlag: boolean }) => user.safetyFlag === false)).toBe(true);
  });

  it('GET /api/users/ flags a client whose answers raised the safety flag, with why and when, and only them', async () => {
    const flaggedClient = t.client();
    await flaggedClient.login(DEMO.free);
    const me = await (await flaggedClient.get('/api/users/current')).json();
    // Group 9 (thoughts of self-harm) answered 1, every other group 0.
    const answers = Array.from({ length: 21 }, (_, index) => (index === 8 ? '1' : '0'));
    const saved = await flaggedClient.post('/api/answers', { userId: me._id, assessmentId: 'depression-screening', totalQuestions: 21, answers, markComplete: true });
    expect(saved.status).toBe(200);
    const other = t.client();
    await other.login(DEMO.premium);
    const premium = await (await other.get('/api/users/current')).json();
    // Consent first on a paid plan; then a higher total below the top band with group 9 answered 0: no flag.
    await other.post('/api/answers', { userId: premium._id, assessmentId: 'consent', totalQuestions: 1, answers: [CONSENT_AGREE_VALUE], markComplete: true });
    const calm = await other.post('/api/answers', { userId: premium._id, assessmentId: 'depression-screening', totalQuestions: 21, answers: Array.from({ length: 21 }, (_, index) => (index === 8 ? '0' : index < 9 ? '2' : '1')), markComplete: true });
    expect(calm.status).toBe(200);

    const admin = t.client();
    await admin.login(DEMO.admin);
    const users = await (await admin.get('/api/users/')).json();
    const flags = Object.fromEntries(users.map((user: { email: string; safetyFlag: boolean }) => [user.email, user.safetyFlag]));
    expect(flags[DEMO.free]).toBe(true);
    expect(users.find((user: { email: string }) => user.email === DEMO.free)).toMatchObject({ safetyLevel: 'thoughts', safetyFlaggedAt: t.clock.now().toISOString() });
    expect(flags[DEMO.premium]).toBe(false);
    expect(users.find((user: { email: string }) => user.email === DEMO.premium)).toMatchObject({ safetyLevel: null, safetyFlaggedAt: null });
    expect(Object.values(flags).filter(Boolean)).toHaveLength(1);
    // A client never sees the list.
    expect((await flaggedClient.get('/api/users/')).status).toBe(403);
  });

  it('GET /api/users/questions/{a}/{b} serves interview question versions to a client, 404 for unknown ones', async () => {
    const client = t.client();
    await client.login(DEMO.essential);
    const current = await client.get('/api/users/questions/interview/2');
    expect(current.status).toBe(200);
    const body = await current.json();
    expect(body).toEqual(INTERVIEW_QUESTION_VERSIONS['2']);
    expect(body.questions.sections[0]).toEqual({ title: expect.any(String), subtitle: expect.any(String), from: 1, to: expect.any(Number) });
    expect(body.questions.questions).toHaveLength(52);
    const older = await (await client.get('/api/users/questions/interview/1')).json();
    expect(older.version).toBe('1');
    expect(older.questions.questions).toHaveLength(49);
    for (const path of ['/api/users/questions/interview/9', '/api/users/questions/neo/1', '/api/users/questions/interview/toString']) {
      const missing = await client.get(path);
      expect(missing.status).toBe(404);
      expect((await missing.json()).error.code).toBe('not_found');
    }
    expect((await t.client().get('/api/users/questions/interview/2')).status).toBe(401);
  });
});
