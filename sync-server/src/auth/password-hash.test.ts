import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_PARAMS, hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('stores scrypt with N = 2^16 as a PHC string with a random salt', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(DEFAULT_SCRYPT_PARAMS.logN).toBeGreaterThanOrEqual(16);
    expect(first).toMatch(/^\$scrypt\$ln=16,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct');
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('s3cret-Passw0rd');
    expect(await verifyPassword('s3cret-Passw0rd', hash)).toBe(true);
    expect(await verifyPassword('s3cret-passw0rd', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('verifies with the parameters stored in the hash', async () => {
    const cheap = await hashPassword('pw-with-old-cost', { logN: 14, r: 8, p: 1 });
    expect(cheap).toContain('ln=14');
    expect(await verifyPassword('pw-with-old-cost', cheap)).toBe(true);
  });

  it('refuses malformed or tampered hashes without throwing', async () => {
    const hash = await hashPassword('abc12345');
    const tampered = hash.slice(0, -2) + (hash.endsWith('AA') ? 'BB' : 'AA');
    expect(await verifyPassword('abc12345', tampered)).toBe(false);
    expect(await verifyPassword('abc12345', 'plain-text')).toBe(false);
    expect(await verifyPassword('abc12345', '$argon2id$v=19$m=19456,t=2,p=1$abc$def')).toBe(false);
  });
});
