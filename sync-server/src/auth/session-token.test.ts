import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionTokens } from './session-token';

const secret = 'a-test-secret-of-at-least-thirty-two-chars';
const options = { secret, issuer: 'http://127.0.0.1:8080', ttlSeconds: 3600 };

describe('session tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('round-trips the user id and session version', async () => {
    const tokens = await createSessionTokens(options);
    const token = await tokens.sign({ userId: 'user-1', sessionVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', sessionVersion: 3 });
    const [header] = token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'session+jwt' });
  });

  it('refuses a token signed with another secret, for another issuer, or tampered', async () => {
    const tokens = await createSessionTokens(options);
    const other = await createSessionTokens({ ...options, secret: 'another-secret-of-at-least-thirty-two-chars' });
    const otherIssuer = await createSessionTokens({ ...options, issuer: 'https://elsewhere.example' });
    const token = await tokens.sign({ userId: 'user-1', sessionVersion: 1 });
    expect(await other.verify(token)).toBeNull();
    expect(await otherIssuer.verify(token)).toBeNull();
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: 'admin' })).toString('base64url')}.${s}`;
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify('not-a-jwt')).toBeNull();
  });

  it('refuses unsigned (alg none) and expired tokens', async () => {
    const tokens = await createSessionTokens(options);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'session+jwt' })).toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: 'user-1', sv: 1, iss: options.issuer, aud: 'career-assessment-pwa', exp: 9999999999, iat: 1 }),
    ).toString('base64url')}.`;
    expect(await tokens.verify(none)).toBeNull();
    const key = new TextEncoder().encode(secret);
    const expired = await new SignJWT({ sv: 1 })
      .setProtectedHeader({ alg: 'HS256', typ: 'session+jwt' })
      .setSubject('user-1')
      .setIssuer(options.issuer)
      .setAudience('career-assessment-pwa')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    expect(await tokens.verify(expired)).toBeNull();
  });

  it('refuses a token of another type signed with the same key', async () => {
    const tokens = await createSessionTokens(options);
    const wrongType = await new SignJWT({ sv: 1 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('user-1')
      .setIssuer(options.issuer)
      .setAudience('career-assessment-pwa')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(wrongType)).toBeNull();
  });

  it('keeps refusing a token once it expires, though it was verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T09:00:00.000Z'));
    const tokens = await createSessionTokens({ ...options, ttlSeconds: 60 });
    const token = await tokens.sign({ userId: 'user-1', sessionVersion: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', sessionVersion: 2 });
    vi.setSystemTime(new Date('2026-11-25T09:00:59.000Z'));
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', sessionVersion: 2 });
    vi.setSystemTime(new Date('2026-11-25T09:01:00.000Z'));
    expect(await tokens.verify(token)).toBeNull();
    const [h, p, s] = token.split('.');
    const tampered = `${h}.${p}.${s?.slice(0, -2)}AA`;
    vi.setSystemTime(new Date('2026-11-25T09:00:10.000Z'));
    expect(await tokens.verify(tampered)).toBeNull();
    expect(await tokens.verify(tampered)).toBeNull();
  });
});
