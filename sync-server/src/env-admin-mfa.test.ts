import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('ADMIN_MFA_REQUIRED', () => {
  it('defaults to true when demo mode is off and to false in demo mode', () => {
    expect(parseEnv({ DEMO_MODE: 'false' }).adminMfaRequired).toBe(true);
    expect(parseEnv({ PUBLIC_URL: 'https://careers.example.com' })).toMatchObject({ demoMode: false, adminMfaRequired: true });
    expect(parseEnv({ DEMO_MODE: 'true' }).adminMfaRequired).toBe(false);
    expect(parseEnv({})).toMatchObject({ demoMode: true, adminMfaRequired: false });
  });

  it('follows an explicit setting either way and refuses anything else', () => {
    expect(parseEnv({ DEMO_MODE: 'true', ADMIN_MFA_REQUIRED: 'true' }).adminMfaRequired).toBe(true);
    expect(parseEnv({ DEMO_MODE: 'false', ADMIN_MFA_REQUIRED: 'false' }).adminMfaRequired).toBe(false);
    expect(() => parseEnv({ ADMIN_MFA_REQUIRED: 'sometimes' })).toThrow(EnvError);
    expect(() => parseEnv({ ADMIN_MFA_REQUIRED: 'sometimes' })).toThrow(/ADMIN_MFA_REQUIRED/);
  });
});
