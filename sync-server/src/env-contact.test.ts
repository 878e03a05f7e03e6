import { describe, expect, it } from 'vitest';
import { DEMO_CONTACT_TO, EnvError, parseEnv } from './env';

describe('CONTACT_TO', () => {
  it('defaults to an address of the embedded outbox in demo mode, and to none outside it', () => {
    expect(parseEnv({}).contactTo).toBe(DEMO_CONTACT_TO);
    expect(parseEnv({ PUBLIC_URL: 'https://careers.example.com' }).contactTo).toBeUndefined();
  });

  it('takes an e-mail address and refuses anything else, naming the setting', () => {
    expect(parseEnv({ PUBLIC_URL: 'https://careers.example.com', CONTACT_TO: 'hello@practice.example' }).contactTo).toBe('hello@practice.example');
    expect(() => parseEnv({ CONTACT_TO: 'not an address' })).toThrow(EnvError);
    expect(() => parseEnv({ CONTACT_TO: 'not an address' })).toThrow(/CONTACT_TO: must be an e-mail address/);
  });
});
