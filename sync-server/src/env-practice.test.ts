import { describe, expect, it } from 'vitest';
import { DEMO_SUPPORT_EMAIL, EnvError, parseEnv } from './env';

describe('PRACTICE_NAME and SUPPORT_EMAIL', () => {
  it('default to the product name and, in demo mode only, an address that is plainly not a real one', () => {
    expect(parseEnv({}).practice).toEqual({ name: 'Integrative Career Assessment', supportEmail: DEMO_SUPPORT_EMAIL });
    expect(DEMO_SUPPORT_EMAIL).toBe('support@demo.example');
    expect(parseEnv({ PUBLIC_URL: 'https://careers.example.com' }).practice).toEqual({ name: 'Integrative Career Assessment', supportEmail: null });
  });

  it('take the settings', () => {
    const config = parseEnv({ PUBLIC_URL: 'https://careers.example.com', PRACTICE_NAME: '  Northside Career Practice ', SUPPORT_EMAIL: 'help@northside.example.org' });
    expect(config.practice).toEqual({ name: 'Northside Career Practice', supportEmail: 'help@northside.example.org' });
  });

  it.each([
    [{ SUPPORT_EMAIL: 'not an address' }, 'SUPPORT_EMAIL: must be an e-mail address'],
    [{ PRACTICE_NAME: 'x'.repeat(101) }, 'PRACTICE_NAME'],
    [{ PRACTICE_NAME: 'Evil <script>' }, 'PRACTICE_NAME: must be 1 to 100 characters without control characters'],
    [{ PRACTICE_NAME: 'Two\nlines' }, 'PRACTICE_NAME'],
  ])('refuse %j', (env, message) => {
    expect(() => parseEnv(env)).toThrow(EnvError);
    expect(() => parseEnv(env)).toThrow(message);
  });

  it("name the e-mails' sender after the practice unless MAIL_FROM is set, at the service's own domain when it has one", () => {
    expect(parseEnv({}).mailFrom).toBe('"Integrative Career Assessment" <no-reply@career-assessment.example>');
    expect(parseEnv({ PUBLIC_URL: 'https://careers.northside.org', PRACTICE_NAME: 'Northside Careers' }).mailFrom).toBe('"Northside Careers" <no-reply@careers.northside.org>');
    expect(parseEnv({ PUBLIC_URL: 'http://10.0.0.5:8080', PRACTICE_NAME: 'Northside Careers' }).mailFrom).toBe('"Northside Careers" <no-reply@career-assessment.example>');
    expect(parseEnv({ PRACTICE_NAME: 'Northside Careers', MAIL_FROM: 'Team <team@northside.org>' }).mailFrom).toBe('Team <team@northside.org>');
  });
});
