import { Writable } from 'node:stream';
import fc from 'fast-check';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSmtpEmailTransport } from '../../../adapters/email/smtp-email-transport';
import { DEMO_CONTACT_TO } from '../../../env';
import { listAnalyticsEvents } from '../../plans/repositories/analytics-event-repository';
import { listAudit } from '../../admin/repositories/audit-repository';
import type { TestApp, TestResponse } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { startSmtpServer } from '../../../test/smtp-test-server';

const MESSAGE = 'I am thinking about a move from nursing into health informatics.\nCan we talk next week?';

function contact(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Noor',
    lastName: 'Haddad',
    email: 'noor.haddad@example.com',
    message: MESSAGE,
    age: 34,
    gender: 'Female',
    status: ['Employed', 'Student'],
    goal: ['Career Direction / Decision / Change / Transition'],
    education: 'Bachelor-Level',
    industry: 'Healthcare / Medical',
    currentSalary: 72000,
    desiredSalary: 90000,
    reference: 'Word of Mouth',
    city: 'Portland',
    state: 'OR',
    country: 'US',
    website: '',
    ...overrides,
  };
}

/** A request from another machine (the test client's socket is loopback). */
async function fromAddress(t: TestApp, address: string, body: unknown): Promise<TestResponse> {
  return t.app.request(
    '/api/contact',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

async function adminOf(t: TestApp) {
  const admin = t.client();
  await admin.login(DEMO.admin);
  return admin;
}

describe('POST /api/contact', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('stores the submission, e-mails the practice with a reply-to of the visitor, and records an analytics event without personal data', async () => {
    t = await createTestApp();
    const response = await t.client().post('/api/contact', contact());
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true });

    const admin = await adminOf(t);
    const page = await (await admin.get('/api/contact')).json();
    expect(page.next).toBeNull();
    expect(page.submissions).toEqual([
      {
        _id: expect.any(String),
        firstName: 'Noor',
        lastName: 'Haddad',
        email: 'noor.haddad@example.com',
        age: 34,
        gender: 'Female',
        status: ['Employed', 'Student'],
        goal: ['Career Direction / Decision / Change / Transition'],
        education: 'Bachelor-Level',
        industry: 'Healthcare / Medical',
        currentSalary: 72000,
        desiredSalary: 90000,
        reference: 'Word of Mouth',
        city: 'Portland',
        state: 'OR',
        country: 'US',
        message: MESSAGE,
        createdAt: t.clock.now().toISOString(),
        handledAt: null,
        handledBy: null,
      },
    ]);

    const [email] = await t.outbox(DEMO_CONTACT_TO);
    expect(email).toMatchObject({ to: DEMO_CONTACT_TO, replyTo: 'noor.haddad@example.com', subject: 'Contact request from Noor Haddad' });
    for (const text of ['Noor Haddad', 'noor.haddad@example.com', 'Age: 34', 'Status: Employed; Student', 'Industry / position: Healthcare / Medical', 'Current salary (pre-tax): $72,000', 'Location: Portland, Oregon, United States', 'health informatics', '/admin/contact']) {
      expect(email?.text).toContain(text);
    }
    expect(email?.html).toContain('Noor Haddad');

    const events = await listAnalyticsEvents(t.database.db, { name: 'contact_submitted', limit: 10 });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ source: 'server', properties: { reference: 'Word of Mouth', signedIn: false } });
    expect(events[0]?.distinctId).toMatch(/^a_[0-9a-f-]{36}$/);
    expect(events[0]?.distinctId).not.toContain(page.submissions[0]._id);
    const stored = JSON.stringify(events);
    for (const personal of ['Noor', 'Haddad', 'noor.haddad', 'Portland', 'informatics', '72000']) expect(stored).not.toContain(personal);
  });

  it('delivers the e-mail over SMTP to CONTACT_TO with a Reply-To of the visitor', async () => {
    const smtp = await startSmtpServer();
    try {
      t = await createTestApp({
        config: { contactTo: 'hello@practice.example' },
        emailTransport: createSmtpEmailTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, from: 'Career <no-reply@career.example>' }),
      });
      expect((await t.client().post('/api/contact', contact())).status).toBe(201);
      await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), { timeout: 10_000 });
      const [message] = smtp.messages;
      expect(message?.to.join()).toContain('hello@practice.example');
      expect(message?.data).toMatch(/^Reply-To: noor\.haddad@example\.com$/m);
      expect(message?.data).toMatch(/^Subject: Contact request from Noor Haddad$/m);
      // Once sent over SMTP the stored copy keeps no body (it holds what the visitor wrote).
      await vi.waitFor(async () => expect((await t.outbox('hello@practice.example'))[0]?.text).toBe(''));
    } finally {
      await smtp.close();
    }
  });

  it('takes the required fields alone, and names a signed-in visitor in analytics only by the hash of their account', async () => {
    t = await createTestApp();
    const client = t.client();
    await client.login(DEMO.free);
    const response = await client.post('/api/contact', { firstName: 'Frances', lastName: 'Free', email: 'FREE@demo.example', message: 'Hello' });
    expect(response.status).toBe(201);
    const [submission] = (await (await (await adminOf(t)).get('/api/contact')).json()).submissions;
    expect(submission).toMatchObject({ email: 'free@demo.example', age: null, gender: null, status: [], goal: [], education: null, industry: null, currentSalary: null, reference: null, city: null, state: null, country: null });
    const [email] = await t.outbox(DEMO_CONTACT_TO);
    expect(email?.text).toContain('Age: Not given');
    const [event] = await listAnalyticsEvents(t.database.db, { name: 'contact_submitted', limit: 10 });
    expect(event?.distinctId).toMatch(/^u_[0-9a-f]{32}$/);
    expect(event?.properties).toEqual({ reference: null, signedIn: true });
  });

  it("answers the spec's messages for every required field and the e-mail, next to each field", async () => {
    t = await createTestApp();
    const client = t.client();
    const fieldsOf = async (body: unknown) => {
      const response = await client.post('/api/contact', body);
      expect(response.status).toBe(400);
      const payload = await response.json();
      expect(payload.error.code).toBe('validation');
      return payload.error.fields;
    };
    expect(await fieldsOf({})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email field is required',
      message: 'Message is required',
    });
    expect(await fieldsOf(contact({ firstName: '  ', lastName: '', email: '', message: '\n \n' }))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email field is required',
      message: 'Message is required',
    });
    expect(await fieldsOf(contact({ email: 'noor.haddad' }))).toEqual({ email: 'Email is invalid' });
    expect(await fieldsOf(contact({ email: 'noor@' }))).toEqual({ email: 'Email is invalid' });
    expect(await fieldsOf(contact({ firstName: null }))).toEqual({ firstName: 'First name is required' });
    expect(await fieldsOf(contact({ firstName: 7 }))).toEqual({ firstName: 'First name must be text' });
    expect(await fieldsOf(contact({ message: 'x'.repeat(5001) }))).toEqual({ message: 'Message must be at most 5000 characters' });
    expect(await fieldsOf(contact({ lastName: 'x'.repeat(101) }))).toEqual({ lastName: 'Last name must be at most 100 characters' });
    expect(await t.outbox(DEMO_CONTACT_TO)).toEqual([]);
  });

  it('refuses a name holding a tab or a line break with a 400 naming the field, and stores and sends nothing', async () => {
    t = await createTestApp();
    const client = t.client();
    for (const [field, value] of [['firstName', 'Noor\tHaddad'], ['firstName', 'Noor\n'], ['lastName', 'Haddad\r\nBcc: someone@example.com'], ['lastName', '\rHaddad']] as const) {
      const response = await client.post('/api/contact', contact({ [field]: value }));
      expect(response.status, JSON.stringify(value)).toBe(400);
      const label = field === 'firstName' ? 'First name' : 'Last name';
      expect((await response.json()).error).toMatchObject({ code: 'validation', fields: { [field]: `${label} must not contain tabs, line breaks or other control characters` } });
    }
    // The message is multi-line text: its line breaks are fine.
    expect((await client.post('/api/contact', contact())).status).toBe(201);
    const admin = await adminOf(t);
    expect((await (await admin.get('/api/contact')).json()).submissions).toHaveLength(1);
  });

  it('takes only the listed choices and sensible numbers', async () => {
    t = await createTestApp();
    const client = t.client();
    const fieldOf = async (overrides: Record<string, unknown>) => {
      const response = await client.post('/api/contact', contact(overrides));
      expect(response.status).toBe(400);
      return (await response.json()).error.fields;
    };
    expect(await fieldOf({ gender: 'Robot' })).toEqual({ gender: 'Choose a gender from the list' });
    expect(await fieldOf({ status: ['Retired'] })).toEqual({ status: 'Choose statuses from the list' });
    expect(await fieldOf({ status: 'Employed' })).toEqual({ status: 'Choose statuses from the list' });
    expect(await fieldOf({ status: ['Employed', 'Employed'] })).toEqual({ status: 'Choose each status once' });
    expect(await fieldOf({ goal: ['Fame'] })).toEqual({ goal: 'Choose goals from the list' });
    expect(await fieldOf({ education: 'PhD' })).toEqual({ education: 'Choose an education level from the list' });
    expect(await fieldOf({ industry: 'Pirate' })).toEqual({ industry: 'Choose an industry or position from the list' });
    expect(await fieldOf({ reference: 'TV' })).toEqual({ reference: 'Choose an answer from the list' });
    expect(await fieldOf({ state: 'XX' })).toEqual({ state: 'Choose a state from the list' });
    expect(await fieldOf({ country: 'ZZ' })).toEqual({ country: 'Choose a country from the list' });
    expect(await fieldOf({ age: 34.5 })).toEqual({ age: 'Age must be a whole number' });
    expect(await fieldOf({ age: '34' })).toEqual({ age: 'Age must be a number' });
    expect(await fieldOf({ age: -1 })).toEqual({ age: 'Age must not be negative' });
    expect(await fieldOf({ currentSalary: -5 })).toEqual({ currentSalary: 'Current salary must not be negative' });
    expect(await fieldOf({ desiredSalary: 1e12 })).toEqual({ desiredSalary: 'Desired salary must be at most 100,000,000' });
    expect(await fieldOf({ city: 'x'.repeat(101) })).toEqual({ city: 'City must be at most 100 characters' });
    expect(await fieldOf({ phone: '555' })).toEqual({ phone: 'Unexpected field' });
    expect(await fieldOf({ message: 'hi\u0000there' })).toEqual({ message: 'Must not contain control characters' });
  });

  it('answers a filled honeypot like any submission, and stores, sends and records nothing', async () => {
    t = await createTestApp();
    const response = await t.client().post('/api/contact', contact({ website: 'http://spam.example' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true });
    expect((await (await (await adminOf(t)).get('/api/contact')).json()).submissions).toEqual([]);
    expect(await t.outbox(DEMO_CONTACT_TO)).toEqual([]);
    expect(await listAnalyticsEvents(t.database.db, { name: 'contact_submitted', limit: 10 })).toEqual([]);
  });

  it('takes 5 submissions an hour from one address, then answers 429 with Retry-After; refused forms and other addresses do not count', async () => {
    t = await createTestApp();
    for (let i = 0; i < 5; i += 1) expect((await fromAddress(t, '203.0.113.7', { email: 'bad' })).status).toBe(400);
    for (let i = 0; i < 4; i += 1) expect((await fromAddress(t, '203.0.113.7', contact())).status).toBe(201);
    // A bot's honeypot submissions count too.
    expect((await fromAddress(t, '203.0.113.7', contact({ website: 'x' }))).status).toBe(201);
    const refused = await fromAddress(t, '203.0.113.7', contact());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(3600);
    expect((await refused.json()).error.code).toBe('rate_limited');
    expect((await fromAddress(t, '198.51.100.20', contact())).status).toBe(201);
    expect((await (await (await adminOf(t)).get('/api/contact')).json()).submissions).toHaveLength(5);
  });

  it('never answers 500 to malformed bodies', async () => {
    t = await createTestApp();
    const client = t.client();
    expect((await client.request('POST', '/api/contact', '{"firstName":', { 'Content-Type': 'application/json' })).status).toBe(400);
    expect((await client.request('POST', '/api/contact', 'firstName=Noor', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(400);
    expect((await client.request('POST', '/api/contact', '[]', { 'Content-Type': 'application/json' })).status).toBe(400);
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...Object.keys(contact()), 'extra'), fc.jsonValue()), async (partial) => {
        const response = await fromAddress(t, '192.0.2.1', { ...contact(), ...partial });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it('logs nothing the visitor wrote', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ logger: pino({ level: 'trace' }, sink), demoAccounts: false });
    expect((await t.client().post('/api/contact', contact())).status).toBe(201);
    await t.client().post('/api/contact', contact({ email: 'broken-address' }));
    await vi.waitFor(() => expect(lines.some((line) => line.includes('e-mail delivered'))).toBe(true));
    const everything = lines.join('\n');
    for (const personal of ['Noor', 'Haddad', 'noor.haddad', 'broken-address', 'informatics', 'Portland', '72000']) expect(everything).not.toContain(personal);
    expect(lines.some((line) => line.includes('"route":"/api/contact"'))).toBe(true);
  });
});

describe('reading contact requests', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('is for admins only: 401 without a session, 403 for a client', async () => {
    t = await createTestApp();
    await t.client().post('/api/contact', contact());
    const client = t.client();
    await client.login(DEMO.premium);
    for (const [method, path] of [
      ['GET', '/api/contact'],
      ['POST', '/api/contact/some-id/handled'],
    ] as const) {
      expect((await t.client().request(method, path)).status).toBe(401);
      expect((await client.request(method, path)).status).toBe(403);
    }
  });

  it('lists newest first a page at a time, and filters handled and unhandled', async () => {
    t = await createTestApp();
    for (const name of ['First', 'Second', 'Third']) {
      await fromAddress(t, '192.0.2.50', contact({ firstName: name }));
      t.clock.advance(60_000);
    }
    const admin = await adminOf(t);
    const first = await (await admin.get('/api/contact?limit=2')).json();
    expect(first.submissions.map((s: { firstName: string }) => s.firstName)).toEqual(['Third', 'Second']);
    expect(first.next).toBe(first.submissions[1]._id);
    const second = await (await admin.get(`/api/contact?limit=2&before=${first.next}`)).json();
    expect(second.submissions.map((s: { firstName: string }) => s.firstName)).toEqual(['First']);
    expect(second.next).toBeNull();

    expect((await admin.post(`/api/contact/${first.submissions[1]._id}/handled`)).status).toBe(200);
    const unhandled = await (await admin.get('/api/contact?filter=unhandled')).json();
    expect(unhandled.submissions.map((s: { firstName: string }) => s.firstName)).toEqual(['Third', 'First']);
    const handled = await (await admin.get('/api/contact?filter=handled')).json();
    expect(handled.submissions.map((s: { firstName: string }) => s.firstName)).toEqual(['Second']);
    expect((await admin.get('/api/contact?filter=maybe')).status).toBe(400);
    expect((await admin.get('/api/contact?limit=0')).status).toBe(400);
  });

  it('marks a request handled once, by whom and when, in the audit log', async () => {
    t = await createTestApp();
    await t.client().post('/api/contact', contact());
    const admin = await adminOf(t);
    const [submission] = (await (await admin.get('/api/contact')).json()).submissions;
    t.clock.advance(3_600_000);
    const marked = await admin.post(`/api/contact/${submission._id}/handled`);
    expect(marked.status).toBe(200);
    expect(await marked.json()).toMatchObject({ _id: submission._id, handledAt: t.clock.now().toISOString(), handledBy: 'Ada Admin' });
    const handledAt = t.clock.now().toISOString();
    t.clock.advance(60_000);
    const again = await admin.post(`/api/contact/${submission._id}/handled`);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ handledAt, handledBy: 'Ada Admin' });
    const audit = await listAudit(t.database.db, { action: 'contact_handled', limit: 10 });
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({ actor: { label: 'Ada Admin <admin@demo.example>' }, action: 'contact_handled', subject: null, details: { submissionId: submission._id, name: 'Noor Haddad' } });
    expect((await admin.post('/api/contact/0190f0f0-0000-7000-8000-000000000000/handled')).status).toBe(404);
  });
});
