import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_NOT_DELETED_MESSAGE, ADMIN_NOT_DELETABLE_MESSAGE } from '../../accounts/contract/account-schemas';
import type { AccountExportDto } from '../contract/account-export-dto';
import { DELETED_ACCOUNT_LABEL } from '../../admin/contract/audit-dto';
import { DEMO_COACHES } from '../../coaching/data/coaches';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import type { CookieClient, TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import type { TestDatabase } from '../../../test/test-databases';
import { dialectCases } from '../../../test/test-databases';
import type { FootprintUser } from '../../../test/user-footprint';
import { listTables, rowsMentioning, writeFootprint } from '../../../test/user-footprint';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const PASSWORD = 'Tangerine-Harbour-Lantern-42';

/**
 * Every table, and what deleting an account does to it. A table added later fails the first test
 * until it is given a line here (and, if it holds anything about a user, the deletion handles it).
 */
const TABLE_DECISIONS: Record<string, string> = {
  users: 'deleted',
  user_plans: 'deleted',
  orders: 'deleted (the card provider keeps the payment record)',
  embedded_checkout_sessions: 'deleted (sessions of the user’s orders)',
  auth_tokens: 'deleted',
  email_outbox: 'deleted (to or replying to the user’s address); a coach’s copy stays its 30 days',
  assessment_answers: 'deleted',
  assessment_progress: 'deleted',
  answer_batches: 'deleted',
  rate_limits: 'deleted (counters keyed by the user’s e-mail or id)',
  user_mfa: 'deleted',
  mfa_recovery_codes: 'deleted',
  phone_codes: 'deleted',
  provider_results: 'deleted',
  provider_handoffs: 'deleted',
  provider_sync_jobs: 'deleted (no foreign key)',
  acting_sessions: 'deleted (an admin’s live acting sessions of the user)',
  elevate_sim_users: 'deleted (the embedded provider simulator’s copy)',
  elevate_sim_tokens: 'deleted',
  elevate_sim_sessions: 'deleted',
  elevate_sim_assessments: 'deleted',
  coach_bookings: 'deleted (sessions ahead cancelled first, the coach told)',
  contact_submissions: 'deleted (sent with the user’s address)',
  analytics_events: 'deleted (the user’s pseudonymous id)',
  audit_log: 'kept with the id only: names and e-mail replaced by "deleted account"',
  plans: 'no personal data',
  coaches: 'no personal data',
  coach_availability: 'no personal data',
  career_records: 'no personal data',
  career_record_seeds: 'no personal data',
  career_records_meta: 'no personal data',
  career_shortlists: 'deleted',
  career_shortlist_history: 'deleted',
  career_idea_marks: 'deleted',
  safety_flags: 'deleted (and the admins’ check-in e-mails naming the client)',
  session_notes: 'deleted (the counselors’ private notes about the client)',
  storage_probe: 'always empty',
  jobs: 'the job queue’s payloads (ids, pruned once settled): the scan below fails if one still names the client',
};

interface SignedUp {
  client: CookieClient;
  user: FootprintUser;
}

/** A client who signed up and (unless `verified: false`) followed the verification link. */
async function signUp(t: TestApp, firstName: string, lastName: string, options: { verified?: boolean } = {}): Promise<SignedUp> {
  const client = t.client();
  const email = `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`;
  const registered = await client.post('/api/auth/register', { firstName, lastName, email, password: PASSWORD, password2: PASSWORD });
  expect(registered.status).toBe(201);
  const { userId } = await registered.json();
  if (options.verified !== false) await t.deps.db.updateTable('users').set({ is_verified: 1 }).where('id', '=', userId).execute();
  expect((await client.post('/api/plans', { userId, plan: 'free' })).status).toBe(200);
  return { client, user: { id: userId, email, firstName, lastName } };
}

/** The depression screening, completed: answers and a scored result on the server. */
async function answerScreening(client: CookieClient, userId: string, value: string) {
  const answers = Array.from({ length: 21 }, () => value);
  const saved = await client.post('/api/answers', { userId, assessmentId: 'depression-screening', totalQuestions: 21, answers, markComplete: true });
  expect(saved.status).toBe(200);
}

function countsOf(rows: Record<string, string[]>, except: readonly string[] = []): Record<string, number> {
  return Object.fromEntries(Object.entries(rows).filter(([table]) => !except.includes(table)).map(([table, hits]) => [table, hits.length]));
}

describe.each(cases)('the client’s own data on $dialect', ({ create }) => {
  let t: TestApp;
  let database: TestDatabase;
  beforeEach(async () => {
    database = await create();
    t = await createTestApp({ database });
  });
  afterEach(() => t.close());

  const coach = DEMO_COACHES[0] as (typeof DEMO_COACHES)[number];

  it('exports the client’s own answers, results and records as a file, nothing of another user, and only to them', async () => {
    const zeb = await signUp(t, 'Zebulon', 'Quixtar');
    const other = await signUp(t, 'Ysolde', 'Vantablack');
    await answerScreening(zeb.client, zeb.user.id, '1');
    await answerScreening(other.client, other.user.id, '2');
    await writeFootprint(t.deps, zeb.user, { coachId: coach.id, hoursAhead: 48 });
    const otherFootprint = await writeFootprint(t.deps, other.user, { coachId: coach.id, hoursAhead: 72 });
    const admin = t.client();
    await admin.login(DEMO.admin);
    expect((await admin.get(`/api/users/${zeb.user.id}?view=results`)).status).toBe(200);

    const response = await zeb.client.get('/api/users/current/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="my-career-assessment-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const text = await response.text();
    const data = JSON.parse(text) as AccountExportDto;

    expect(Object.keys(data.about.contents).sort()).toEqual(Object.keys(data).filter((key) => key !== 'about').sort());
    expect(data.about.notIncluded.length).toBeGreaterThan(0);
    expect(data.account).toMatchObject({ id: zeb.user.id, email: zeb.user.email, firstName: 'Zebulon', lastName: 'Quixtar', admin: false });
    const screening = data.assessments.find((assessment) => assessment.assessmentId === 'depression-screening');
    expect(screening).toMatchObject({ completed: true, questionsAnswered: 21, completedAt: expect.any(String) });
    expect(screening?.results).not.toBeNull();
    expect(screening?.answers).toHaveLength(21);
    expect(screening?.answers[0]).toEqual({ key: expect.any(String), value: '1', answeredAt: expect.any(String), savedAt: expect.any(String) });
    expect(data.plans.map((plan) => plan.planId)).toEqual(['free', 'essential']);
    expect(data.orders).toHaveLength(1);
    expect(data.bookings).toEqual([expect.objectContaining({ sessionType: 'results', coach: coach.name, status: 'booked' })]);
    expect(data.providerResults).toEqual([expect.objectContaining({ test: 'mbti', result: { type: 'INTJ' } })]);
    expect(data.providerSyncs).toHaveLength(1);
    expect(data.providerHandoffAt).toEqual(expect.any(String));
    expect(data.contactRequests).toEqual([expect.objectContaining({ message: 'Hello from Zebulon' })]);
    expect(data.emails.map((email) => email.template)).toContain('verify-email');
    expect(data.auditLog).toEqual([expect.objectContaining({ action: 'view_results', by: expect.stringContaining(DEMO.admin) })]);
    expect(data.usageEvents).toEqual([expect.objectContaining({ name: 'plan_chosen' })]);
    // Group 9 answered '1': a check-in was raised, not yet done.
    expect(data.safetyCheckIns).toEqual([{ reason: 'thoughts', answeredAt: expect.any(String), raisedAt: expect.any(String), checkedInAt: null }]);
    // A counselor's private note about the client: never in the app, but held about them, so in their copy.
    expect(data.sessionNotes).toEqual([{ id: expect.any(String), text: 'Talked with Zebulon about next steps', author: 'Ada Admin', session: null, corrects: null, writtenAt: expect.any(String), editedAt: null }]);

    // Nothing of the other client, and no secrets.
    for (const marker of [other.user.id, other.user.email, 'Ysolde', 'Vantablack', ...otherFootprint.markers]) expect(text).not.toContain(marker);
    expect(text).not.toMatch(/password_hash|passwordHash|\$scrypt|session_version|sessionVersion|secret-|code-|recovery-/);

    // Their own export only: the other client gets theirs, a signed-out visitor nothing, an admin acting as the client nothing.
    expect(((await (await other.client.get('/api/users/current/export')).json()) as AccountExportDto).account.id).toBe(other.user.id);
    expect((await t.client().get('/api/users/current/export')).status).toBe(401);
    const acting = createCookieJarClient(t.app);
    await acting.login(DEMO.admin);
    expect((await acting.post('/api/admin/act-as', { userId: zeb.user.id })).status).toBe(200);
    expect((await acting.get('/api/users/current/export')).status).toBe(403);
    expect((await acting.request('DELETE', '/api/users/current', { password: PASSWORD })).status).toBe(403);
    expect((await zeb.client.get('/api/users/current')).status).toBe(200);
  });

  it('an unverified account gets and deletes nothing matched only by its address: a stranger’s contact request stays theirs', async () => {
    // A visitor writes through the contact form; someone then registers with that address without proving it.
    const visitor = t.client();
    const contact = await visitor.post('/api/contact', { firstName: 'Vera', lastName: 'Visitor', email: 'vera.visitor@example.com', message: 'My salary and my plans' });
    expect(contact.status).toBe(201);
    const impostor = await signUp(t, 'Vera', 'Visitor', { verified: false });
    const exported = await impostor.client.get('/api/users/current/export');
    expect(exported.status).toBe(200);
    const data = (await exported.json()) as AccountExportDto;
    expect(data.contactRequests).toEqual([]);
    expect(data.emails).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('My salary and my plans');
    expect((await impostor.client.request('DELETE', '/api/users/current', { password: PASSWORD })).status).toBe(200);
    const kept = await t.deps.db.selectFrom('contact_submissions').select('message').where('email', '=', 'vera.visitor@example.com').execute();
    expect(kept).toEqual([{ message: 'My salary and my plans' }]);
  });

  it('refuses a wrong password, malformed bodies, an admin and too many tries, deleting nothing', async () => {
    const zeb = await signUp(t, 'Zebulon', 'Quixtar');
    await answerScreening(zeb.client, zeb.user.id, '1');
    const footprint = await writeFootprint(t.deps, zeb.user, { coachId: coach.id, hoursAhead: 48 });
    const markers = [zeb.user.id, zeb.user.email, ...footprint.markers];
    // The deletion's attempt counter (rate_limits) is the one row a refused deletion adds.
    const before = countsOf(await rowsMentioning(t.deps.db, markers), ['rate_limits']);

    const wrong = await zeb.client.request('DELETE', '/api/users/current', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toEqual({ code: 'validation', message: ACCOUNT_NOT_DELETED_MESSAGE, fields: { password: 'Password incorrect' } });
    for (const body of [{}, { password: 5 }, { password: PASSWORD, extra: true }, 'not json']) {
      expect((await zeb.client.request('DELETE', '/api/users/current', body)).status).toBe(400);
    }
    expect((await zeb.client.request('DELETE', '/api/users/current')).status).toBe(400);
    expect(countsOf(await rowsMentioning(t.deps.db, markers), ['rate_limits'])).toEqual(before);
    expect((await zeb.client.get('/api/users/current')).status).toBe(200);

    // Admins keep their accounts.
    const admin = t.client();
    await admin.login(DEMO.admin);
    const refused = await admin.request('DELETE', '/api/users/current', { password: DEMO.password });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(ADMIN_NOT_DELETABLE_MESSAGE);
    expect((await admin.get('/api/users/current')).status).toBe(200);

    // Five wrong passwords in 15 minutes, then even the right one waits.
    for (let attempt = 2; attempt <= 5; attempt += 1) expect((await zeb.client.request('DELETE', '/api/users/current', { password: `wrong-${attempt}` })).status).toBe(400);
    const limited = await zeb.client.request('DELETE', '/api/users/current', { password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await zeb.client.get('/api/users/current')).status).toBe(200);
  });

  it('deletes every row about the client in every table, signs out every session, leaves the other client alone and audits without the name', async () => {
    expect(await listTables(t.deps.db)).toEqual(Object.keys(TABLE_DECISIONS).sort());
    const zeb = await signUp(t, 'Zebulon', 'Quixtar');
    const other = await signUp(t, 'Ysolde', 'Vantablack');
    await answerScreening(zeb.client, zeb.user.id, '1');
    await answerScreening(other.client, other.user.id, '2');
    // A second session of the client (another device).
    const otherDevice = t.client();
    expect((await otherDevice.login(zeb.user.email, PASSWORD)).status).toBe(200);
    const zebFootprint = await writeFootprint(t.deps, zeb.user, { coachId: coach.id, hoursAhead: 48 });
    const otherFootprint = await writeFootprint(t.deps, other.user, { coachId: coach.id, hoursAhead: 72 });
    // Admins' entries naming the client: opening the results, handling the contact request.
    const admin = t.client();
    await admin.login(DEMO.admin);
    expect((await admin.get(`/api/users/${zeb.user.id}?view=results`)).status).toBe(200);
    const submission = await t.deps.db.selectFrom('contact_submissions').select('id').where('email', '=', zeb.user.email).executeTakeFirstOrThrow();
    expect((await admin.post(`/api/contact/${submission.id}/handled`)).status).toBe(200);

    const zebMarkers = [zeb.user.id, ...zebFootprint.markers];
    const zebNames = [zeb.user.email, zeb.user.firstName, zeb.user.lastName];
    const otherMarkers = [other.user.id, other.user.email, other.user.firstName, other.user.lastName, ...otherFootprint.markers];
    const before = await rowsMentioning(t.deps.db, [...zebMarkers, ...zebNames]);
    for (const table of ['users', 'user_plans', 'orders', 'embedded_checkout_sessions', 'auth_tokens', 'email_outbox', 'assessment_answers', 'assessment_progress', 'answer_batches', 'rate_limits', 'user_mfa', 'mfa_recovery_codes', 'phone_codes', 'provider_results', 'provider_handoffs', 'provider_sync_jobs', 'elevate_sim_users', 'elevate_sim_tokens', 'elevate_sim_sessions', 'elevate_sim_assessments', 'coach_bookings', 'contact_submissions', 'analytics_events', 'audit_log', 'safety_flags', 'session_notes']) {
      expect(before[table], `the test writes a row about the client into ${table}`).toBeDefined();
    }
    const otherBefore = countsOf(await rowsMentioning(t.deps.db, otherMarkers));
    const oldCookie = zeb.client.cookie();

    const deleted = await zeb.client.request('DELETE', '/api/users/current', { password: PASSWORD });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: 'Account deleted' });
    expect(deleted.headers.get('Set-Cookie')).toMatch(/Max-Age=0/i);

    // Only the audit log still holds the id; only the coach's cancellation e-mail still names the client.
    expect(Object.keys(await rowsMentioning(t.deps.db, zebMarkers))).toEqual(['audit_log']);
    const named = await rowsMentioning(t.deps.db, zebNames);
    expect(Object.keys(named)).toEqual(['email_outbox']);
    const coachMails = await t.deps.db.selectFrom('email_outbox').select(['to_address', 'template']).where('text_body', 'like', '%Zebulon%').execute();
    expect(coachMails).toEqual([{ to_address: coach.email, template: 'booking-cancelled' }]);
    expect(named.email_outbox).toHaveLength(1);

    // The other client: every row still there.
    expect(countsOf(await rowsMentioning(t.deps.db, otherMarkers))).toEqual(otherBefore);
    expect((await other.client.get('/api/users/current')).status).toBe(200);

    // Every session is gone, and so is the account.
    for (const client of [zeb.client, otherDevice]) {
      if (client === zeb.client) client.setCookie(oldCookie);
      expect((await client.get('/api/users/current')).status).toBe(401);
    }
    expect((await t.client().login(zeb.user.email, PASSWORD)).status).toBe(400);

    // Audited by the client, with no name or e-mail anywhere in the log.
    const log = await (await admin.get('/api/admin/audit?limit=100')).json();
    const own = log.entries.filter((entry: { action: string }) => entry.action === 'account_delete');
    expect(own).toEqual([
      expect.objectContaining({
        actor: { id: zeb.user.id, label: DELETED_ACCOUNT_LABEL },
        subject: { id: zeb.user.id, label: DELETED_ACCOUNT_LABEL },
        details: expect.objectContaining({ rowsDeleted: expect.any(Number) }),
      }),
    ]);
    expect(log.entries.find((entry: { action: string }) => entry.action === 'view_results').subject).toEqual({ id: zeb.user.id, label: DELETED_ACCOUNT_LABEL });
    expect(log.entries.find((entry: { action: string }) => entry.action === 'contact_handled').details.name).toBe(DELETED_ACCOUNT_LABEL);
    for (const name of zebNames) expect(JSON.stringify(log)).not.toContain(name);
  });
});
