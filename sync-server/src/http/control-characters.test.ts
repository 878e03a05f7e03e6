import { afterEach, describe, expect, it } from 'vitest';
import type { CookieClient, TestApp } from '../test/test-app';
import { DEMO, createTestApp } from '../test/test-app';
import { dialectCases } from '../test/test-databases';
import { INVALID_TEXT_MESSAGE, fieldsWithControlCharacters } from './validate';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

describe('fieldsWithControlCharacters', () => {
  it('names each top-level field holding a control character, in values, nested values and keys', () => {
    expect(fieldsWithControlCharacters({ name: 'Ada', note: 'line one\nline two\ttabbed\r\n' })).toEqual([]);
    expect(fieldsWithControlCharacters({ firstName: 'A\u0000da', lastName: 'ok', password: 'p\u0001', password2: 'p\u0001' })).toEqual(['firstName', 'password', 'password2']);
    expect(fieldsWithControlCharacters({ changes: [{ key: 'q1', value: ['ok', 'b\u0007ell'] }] })).toEqual(['changes']);
    expect(fieldsWithControlCharacters({ answers: { 'k\u0000': 1 } })).toEqual(['answers']);
    expect(fieldsWithControlCharacters({ 'x\u0000': 1 })).toEqual(['_']);
    expect(fieldsWithControlCharacters('\u009b')).toEqual(['_']);
    expect(fieldsWithControlCharacters({ text: 'émigré — 日本語 👋' })).toEqual([]);
  });
});

describe.each(cases)('control characters in requests on $dialect', ({ create }) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function signedIn(email: string): Promise<CookieClient> {
    const client = t.client();
    expect((await client.login(email)).status).toBe(200);
    return client;
  }

  async function expectFieldError(response: Response, field: string) {
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation');
    expect(body.error.fields[field]).toBe('Must not contain control characters');
  }

  it('answers 400 naming the field, never 500, on every kind of input', async () => {
    t = await createTestApp({ database: await create() });
    const anonymous = t.client();
    await expectFieldError(
      await anonymous.post('/api/auth/register', { firstName: 'Nul\u0000', lastName: 'Byte', email: 'nul@example.com', password: 'Lantern-Orchard-Quill-71', password2: 'Lantern-Orchard-Quill-71' }),
      'firstName',
    );
    await expectFieldError(await anonymous.post('/api/auth/login', { email: 'free@demo.example\u0000', password: 'x' }), 'email');
    await expectFieldError(await anonymous.post('/api/auth/login', { email: DEMO.free, password: 'Career-Demo-2026\u0000' }), 'password');
    await expectFieldError(await anonymous.post('/api/auth/request-reset', { email: '\u0000@example.com' }), 'email');
    await expectFieldError(await anonymous.post('/api/auth/reset', { token: 'a'.repeat(42) + '\u0000', password: 'x', password2: 'x' }), 'token');

    const free = await signedIn(DEMO.free);
    await expectFieldError(await free.post('/api/plans', { planId: 'essential\u0000' }), 'planId');
    await expectFieldError(
      await free.post('/api/answers', { batchId: '0196f5c4-1c2a-7000-8000-000000000001', assessmentId: 'interview', changes: [{ key: 'q1', value: 'hello\u0000', stamp: 1 }] }),
      'changes',
    );

    const admin = await signedIn(DEMO.admin);
    await expectFieldError(await admin.get('/api/users/search/ada%00'), 'term');
    const search = await admin.get('/api/users/?search=%00');
    expect(search.status).toBeLessThan(500);
  });

  it('answers 400 naming the field for a lone surrogate (half a character) in any text, and stores nothing', async () => {
    t = await createTestApp({ database: await create() });
    const anonymous = t.client();
    const invalid = async (response: Response, field: string) => {
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields[field]).toBe(INVALID_TEXT_MESSAGE);
    };
    // Sent as the JSON escapes a client would send: the body itself is valid UTF-8.
    const raw = (url: string, body: string) => anonymous.request('POST', url, body, { 'Content-Type': 'application/json' });
    await invalid(await raw('/api/auth/register', '{"firstName":"Ada\\ud800","lastName":"Lone","email":"lone@example.com","password":"Lantern-Orchard-Quill-71","password2":"Lantern-Orchard-Quill-71"}'), 'firstName');
    await invalid(await raw('/api/auth/register', '{"firstName":"Ada","lastName":"\\udc00Lone","email":"lone@example.com","password":"Lantern-Orchard-Quill-71","password2":"Lantern-Orchard-Quill-71"}'), 'lastName');
    const free = await signedIn(DEMO.free);
    await invalid(
      await free.request('POST', '/api/answers', '{"batchId":"0196f5c4-1c2a-7000-8000-000000000002","assessmentId":"interview","changes":[{"key":"q1","value":"half \\ud83d","stamp":1}]}', { 'Content-Type': 'application/json' }),
      'changes',
    );
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', 'lone@example.com').execute()).toEqual([]);
    // A whole pair (an emoji) is a character like any other.
    const emoji = await raw('/api/auth/register', '{"firstName":"Ada \\ud83d\\ude00","lastName":"Pair","email":"pair@example.com","password":"Lantern-Orchard-Quill-71","password2":"Lantern-Orchard-Quill-71"}');
    expect(emoji.status).toBe(201);
  });

  it('keeps tabs and line breaks in text, which multi-line answers and messages need (names refuse them: contract/person-name.ts)', async () => {
    t = await createTestApp({ database: await create() });
    const response = await t.client().post('/api/contact', {
      firstName: 'Tabby',
      lastName: 'Line',
      email: 'tabby@example.com',
      message: 'First line,\r\nsecond line:\n\tindented.',
    });
    expect(response.status).toBe(201);
  });
});
