import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('runs on working defaults with no settings at all', () => {
    const config = parseEnv({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBe(path.resolve('./data/career.sqlite'));
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
    expect(config.demoMode).toBe(true);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.sessionSecret).toBeUndefined();
    expect(config.sessionTtlSeconds).toBe(14 * 24 * 3600);
    expect(config.contentful).toBeUndefined();
    expect(config.answerBatchRetentionDays).toBe(30);
  });

  it('keeps answer batches between 1 and 3650 days', () => {
    expect(parseEnv({ ANSWER_BATCH_RETENTION_DAYS: '7' }).answerBatchRetentionDays).toBe(7);
    expect(() => parseEnv({ ANSWER_BATCH_RETENTION_DAYS: '0' })).toThrow(/ANSWER_BATCH_RETENTION_DAYS/);
    expect(() => parseEnv({ ANSWER_BATCH_RETENTION_DAYS: 'forever' })).toThrow(EnvError);
  });

  it('takes each setting from the environment', () => {
    const config = parseEnv({
      PORT: '9090',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://db.internal:5432/career',
      PUBLIC_URL: 'https://careers.example.com/',
      SESSION_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      DEMO_MODE: 'false',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      databaseUrl: 'postgres://db.internal:5432/career',
      publicUrl: 'https://careers.example.com',
      sessionSecret: 'x'.repeat(40),
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      demoMode: false,
    });
  });

  it('uses the CMS when both its space id and token are set, on the master environment by default', () => {
    expect(parseEnv({ CONTENTFUL_SPACE_ID: 'abc123', CONTENTFUL_ACCESS_TOKEN: 'token-value' }).contentful).toEqual({
      spaceId: 'abc123',
      accessToken: 'token-value',
      environment: 'master',
      graphqlUrl: 'https://graphql.contentful.com',
    });
    const custom = parseEnv({
      CONTENTFUL_SPACE_ID: 'abc123',
      CONTENTFUL_ACCESS_TOKEN: 'token-value',
      CONTENTFUL_ENVIRONMENT: 'staging',
      CONTENTFUL_GRAPHQL_URL: 'http://127.0.0.1:4000/',
    });
    expect(custom.contentful).toMatchObject({ environment: 'staging', graphqlUrl: 'http://127.0.0.1:4000' });
    expect(parseEnv({ CONTENTFUL_ENVIRONMENT: 'staging' }).contentful).toBeUndefined();
  });

  it.each([
    [{ CONTENTFUL_SPACE_ID: 'abc123' }, 'CONTENTFUL_ACCESS_TOKEN: is required when CONTENTFUL_SPACE_ID is set'],
    [{ CONTENTFUL_ACCESS_TOKEN: 'token-value' }, 'CONTENTFUL_SPACE_ID: is required when CONTENTFUL_ACCESS_TOKEN is set'],
  ])('refuses half a CMS configuration, naming the missing setting %o', (env, expected) => {
    expect(() => parseEnv(env)).toThrow(EnvError);
    expect(() => parseEnv(env)).toThrow(expected);
  });

  it('never repeats the CMS token in its messages', () => {
    const message = (() => {
      try {
        parseEnv({ CONTENTFUL_SPACE_ID: 'abc', CONTENTFUL_ACCESS_TOKEN: 'secret token' });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('CONTENTFUL_ACCESS_TOKEN');
    expect(message).not.toContain('secret token');
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', SMTP_URL: '' }).port).toBe(8080);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET: must be at least 32 characters'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ DEMO_MODE: 'maybe' }, 'DEMO_MODE'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ CONTENTFUL_SPACE_ID: 'a/b', CONTENTFUL_ACCESS_TOKEN: 't' }, 'CONTENTFUL_SPACE_ID'],
    [{ CONTENTFUL_SPACE_ID: 'abc', CONTENTFUL_ACCESS_TOKEN: 'two words' }, 'CONTENTFUL_ACCESS_TOKEN'],
    [{ CONTENTFUL_ENVIRONMENT: '../x' }, 'CONTENTFUL_ENVIRONMENT'],
    [{ CONTENTFUL_GRAPHQL_URL: 'ftp://cms' }, 'CONTENTFUL_GRAPHQL_URL'],
  ])('fails fast naming the wrong setting %o', (env, expected) => {
    expect(() => parseEnv(env)).toThrow(EnvError);
    expect(() => parseEnv(env)).toThrow(expected);
  });
});

describe('demo mode default', () => {
  it('is on only on a loopback address, unless DEMO_MODE says otherwise', () => {
    expect(parseEnv({}).demoMode).toBe(true);
    expect(parseEnv({ PUBLIC_URL: 'http://localhost:3000' }).demoMode).toBe(true);
    expect(parseEnv({ HOST: '::1' }).demoMode).toBe(true);
    expect(parseEnv({ PUBLIC_URL: 'https://careers.example.com', SMTP_URL: 'smtp://mail.example.com:25' })).toMatchObject({ demoMode: false, demoModeOnPublicAddress: false });
    expect(parseEnv({ HOST: '0.0.0.0' }).demoMode).toBe(false);
    // Listening on the network with a loopback PUBLIC_URL is not the embedded defaults either.
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(parseEnv({ HOST: host, PUBLIC_URL: 'http://127.0.0.1:8080' })).toMatchObject({ demoMode: false, adminMfaRequired: true });
      expect(parseEnv({ HOST: host, PUBLIC_URL: 'http://localhost:8080', DEMO_MODE: 'true' })).toMatchObject({ demoMode: true, demoModeOnPublicAddress: true });
    }
    expect(parseEnv({ PUBLIC_URL: 'http://127.0.0.1.example.com' }).demoMode).toBe(false);
    expect(parseEnv({ PUBLIC_URL: 'https://careers.example.com', DEMO_MODE: 'true' })).toMatchObject({ demoMode: true, demoModeOnPublicAddress: true });
    expect(parseEnv({ DEMO_MODE: 'false' }).demoMode).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a number of proxies or their addresses, and refuses true', () => {
    expect(parseEnv({}).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8,192.168.1.7' }).trustProxy).toEqual({ addresses: ['loopback', '10.0.0.0/8', '192.168.1.7'] });
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: give the number of proxies/);
    expect(() => parseEnv({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });
});

describe('EMAIL_MAX_ATTEMPTS', () => {
  it('defaults to 8 and takes a whole number from 1 to 30', () => {
    expect(parseEnv({}).emailMaxAttempts).toBe(8);
    expect(parseEnv({ EMAIL_MAX_ATTEMPTS: '3' }).emailMaxAttempts).toBe(3);
    expect(() => parseEnv({ EMAIL_MAX_ATTEMPTS: '0' })).toThrow(/EMAIL_MAX_ATTEMPTS/);
    expect(() => parseEnv({ EMAIL_MAX_ATTEMPTS: 'many' })).toThrow(/EMAIL_MAX_ATTEMPTS/);
  });
});

describe('card payments', () => {
  const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_51abcdefghijklmnop', STRIPE_WEBHOOK_SECRET: 'whsec_abcdefghijklmnop' };

  it('uses Stripe when both keys are set, wherever the server runs', () => {
    expect(parseEnv(STRIPE).payments).toEqual({ kind: 'stripe', secretKey: STRIPE.STRIPE_SECRET_KEY, webhookSecret: STRIPE.STRIPE_WEBHOOK_SECRET });
    expect(parseEnv({ ...STRIPE, PUBLIC_URL: 'https://careers.example.com' }).payments.kind).toBe('stripe');
  });

  it('uses the embedded test checkout only in demo mode; a real deployment without Stripe sells nothing', () => {
    expect(parseEnv({}).payments).toEqual({ kind: 'embedded', webhookSecret: undefined });
    expect(parseEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_for_the_embedded_one' }).payments).toEqual({ kind: 'embedded', webhookSecret: 'whsec_for_the_embedded_one' });
    expect(parseEnv({ PUBLIC_URL: 'https://careers.example.com' }).payments).toEqual({ kind: 'off' });
    expect(parseEnv({ PUBLIC_URL: 'https://careers.example.com', DEMO_MODE: 'true' }).payments.kind).toBe('embedded');
  });

  it('needs the webhook secret with the secret key, and refuses malformed keys without repeating them', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: STRIPE.STRIPE_SECRET_KEY })).toThrow(/STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set/);
    let message = '';
    try {
      parseEnv({ STRIPE_SECRET_KEY: 'pk_live_publishable_not_secret', STRIPE_WEBHOOK_SECRET: 'not-a-whsec' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/STRIPE_SECRET_KEY: must be a Stripe secret or restricted key/);
    expect(message).toMatch(/STRIPE_WEBHOOK_SECRET: must be the webhook endpoint's signing secret/);
    expect(message).not.toContain('pk_live_publishable_not_secret');
  });
});

describe('analytics forwarding', () => {
  it('forwards to PostHog only with POSTHOG_KEY, to its US host unless POSTHOG_HOST says otherwise', () => {
    expect(parseEnv({}).analytics).toEqual({ posthog: undefined });
    expect(parseEnv({ POSTHOG_KEY: 'phc_project' }).analytics).toEqual({ posthog: { key: 'phc_project', host: 'https://us.i.posthog.com' } });
    expect(parseEnv({ POSTHOG_KEY: 'phc_project', POSTHOG_HOST: 'https://eu.i.posthog.com/' }).analytics.posthog?.host).toBe('https://eu.i.posthog.com');
    expect(() => parseEnv({ POSTHOG_KEY: 'has spaces' })).toThrow(/POSTHOG_KEY/);
  });
});

describe('the MBTI/SII provider and SMS', () => {
  const PUBLIC = { PUBLIC_URL: 'https://careers.example.com' };

  it('uses the simulator in demo mode, Elevate when both its settings are set, and nothing outside demo mode otherwise', () => {
    expect(parseEnv({}).provider).toEqual({ kind: 'simulator' });
    expect(parseEnv(PUBLIC).provider).toEqual({ kind: 'off' });
    expect(parseEnv({ ...PUBLIC, ELEVATE_API_URL: 'https://api.elevate.example/', ELEVATE_API_KEY: 'live-key-1234' }).provider).toEqual({
      kind: 'elevate',
      apiUrl: 'https://api.elevate.example',
      apiKey: 'live-key-1234',
      loginOrigin: 'https://api.elevate.example',
    });
    expect(
      parseEnv({ ELEVATE_API_URL: 'https://api.elevate.example', ELEVATE_API_KEY: 'live-key-1234', ELEVATE_LOGIN_ORIGIN: 'https://login.elevate.example/sso' }).provider,
    ).toMatchObject({ loginOrigin: 'https://login.elevate.example' });
    expect(() => parseEnv({ ELEVATE_API_URL: 'https://api.elevate.example' })).toThrow(/ELEVATE_API_KEY: is required/);
    expect(() => parseEnv({ ELEVATE_API_KEY: 'live-key-1234' })).toThrow(/ELEVATE_API_URL: is required/);
  });

  it('texts through Twilio only with all three settings, and never repeats the token in a message', () => {
    const sid = `AC${'a'.repeat(32)}`;
    expect(parseEnv({}).sms).toEqual({ kind: 'outbox' });
    expect(parseEnv({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 'token-secret-1', TWILIO_FROM_NUMBER: '+15005550006' }).sms).toEqual({
      kind: 'twilio',
      accountSid: sid,
      authToken: 'token-secret-1',
      from: '+15005550006',
      apiUrl: 'https://api.twilio.com',
    });
    let message = '';
    try {
      parseEnv({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 'token-secret-1' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/TWILIO_FROM_NUMBER: is required/);
    expect(message).not.toContain('token-secret-1');
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: 'nope', TWILIO_AUTH_TOKEN: 'token-secret-1', TWILIO_FROM_NUMBER: '+15005550006' })).toThrow(/TWILIO_ACCOUNT_SID/);
  });
});

describe('coach scheduling', () => {
  it('uses the built-in scheduler unless CALENDLY_API_TOKEN is set; the widget is on calendly.com by default', () => {
    expect(parseEnv({}).scheduling).toEqual({ kind: 'built-in' });
    expect(parseEnv({ CALENDLY_API_TOKEN: 'calendly-token-1' }).scheduling).toEqual({
      kind: 'calendly',
      apiToken: 'calendly-token-1',
      apiUrl: 'https://api.calendly.com',
      widgetOrigin: 'https://calendly.com',
    });
    expect(parseEnv({ CALENDLY_API_TOKEN: 'calendly-token-1', CALENDLY_API_URL: 'http://127.0.0.1:9999/', CALENDLY_WIDGET_ORIGIN: 'https://book.example.com/path' }).scheduling).toMatchObject({
      apiUrl: 'http://127.0.0.1:9999',
      widgetOrigin: 'https://book.example.com',
    });
  });

  it('needs the token with the other settings, and never repeats it in a message', () => {
    expect(() => parseEnv({ CALENDLY_WIDGET_ORIGIN: 'https://calendly.com' })).toThrow(/CALENDLY_API_TOKEN: is required when CALENDLY_WIDGET_ORIGIN is set/);
    let message = '';
    try {
      parseEnv({ CALENDLY_API_TOKEN: 'calendly token with spaces' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/CALENDLY_API_TOKEN/);
    expect(message).not.toContain('calendly token with spaces');
  });
});
