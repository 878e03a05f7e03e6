import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../auth/password-hash';
import { newId } from '../../../ids';
import { insertUser } from '../repositories/user-repository';
import { PUBLISHED_PASSWORD } from '../services/password-policy';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp, latestLink } from '../../../test/test-app';

const person = { firstName: 'Rosa', lastName: 'Quartermain', email: 'rosa.q@example.com' };
const register = (t: TestApp, password: string) => t.client().post('/api/auth/register', { ...person, password, password2: password });

async function passwordError(response: Response): Promise<string | undefined> {
  expect(response.status).toBe(400);
  return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields.password;
}

describe('new passwords', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('refuses common and breached passwords, with the reason under the password field', async () => {
    for (const common of ['password1', 'Password123!', 'qwertyuiop', 'iloveyou2', 'ｐａｓｓｗｏｒｄ１２３', 'Summer2026!', 'Winter2025#']) {
      expect(await passwordError(await register(t, common))).toBe('This password is too common or easy to guess. Try a longer phrase of unrelated words.');
    }
  });

  it("refuses the README's demo password outside demo mode, and takes it in demo mode", async () => {
    expect(t.deps.config.demoMode).toBe(true);
    expect((await register(t, DEMO.password)).status).toBe(201);
    const live = await createTestApp({ config: { demoMode: false }, demoAccounts: false });
    try {
      expect(await passwordError(await register(live, DEMO.password))).toBe(PUBLISHED_PASSWORD);
      expect((await register(live, 'Lantern-Orchard-Quill-71')).status).toBe(201);
    } finally {
      await live.close();
    }
  });

  it('refuses the e-mail or the name as the password', async () => {
    expect(await passwordError(await register(t, 'rosa.q@example.com'))).toBe('Password must not be your email or name');
    expect(await passwordError(await register(t, 'Quartermain'))).toBe('Password must not be your email or name');
    expect(await passwordError(await register(t, 'RosaQuartermain'))).toBe('Password must not be your email or name');
  });

  it('refuses control characters, and counts length after normalising (NFKC)', async () => {
    expect(await passwordError(await register(t, 'Lantern\u0001Orchard-71'))).toBe('Must not contain control characters');
    expect(await passwordError(await register(t, 'short'))).toBe('Password must be at least 8 characters');
    expect(await passwordError(await register(t, 'x'.repeat(129)))).toBe('Password must be at most 128 characters');
  });

  it('takes a long passphrase (128 characters) and a strong password, and signs in with its NFKC form', async () => {
    expect((await register(t, 'Lantern-Orchard-Quill-71')).status).toBe(201);
    const phrase = 'the quiet ferry crosses at dawn while seven herons count the reeds '.repeat(2).slice(0, 128);
    expect((await t.client().post('/api/auth/register', { ...person, email: 'long@example.com', password: phrase, password2: phrase })).status).toBe(201);
    // Full-width letters and digits normalise to the same password.
    expect((await t.client().login('rosa.q@example.com', 'Ｌａｎｔｅｒｎ-Orchard-Quill-71')).status).toBe(200);
  });

  it('checks a reset password the same way, and keeps the link usable after a refusal', async () => {
    await t.client().post('/api/auth/request-reset', { email: DEMO.free });
    const token = (await latestLink(t, DEMO.free)).split('/reset/')[1];
    expect(await passwordError(await t.client().post('/api/auth/reset', { token, password: 'password1', password2: 'password1' }))).toMatch(/too common/);
    expect(await passwordError(await t.client().post('/api/auth/reset', { token, password: 'free@demo.example', password2: 'free@demo.example' }))).toBe(
      'Password must not be your email or name',
    );
    expect((await t.client().post('/api/auth/reset', { token, password: 'Lantern-Orchard-Quill-71', password2: 'Lantern-Orchard-Quill-71' })).status).toBe(200);
  });

  it('lets existing accounts sign in with the passwords they have, weak or not', async () => {
    await insertUser(t.database.db, {
      id: newId(),
      email: 'old@example.com',
      firstName: 'Old',
      lastName: 'Timer',
      passwordHash: await hashPassword('password1'),
      createdAt: new Date().toISOString(),
    });
    expect((await t.client().login('old@example.com', 'password1')).status).toBe(200);
  });
});
