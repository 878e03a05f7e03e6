import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { deriveKey } from './derived-key';
import { createMfaPendingTokens } from './mfa-pending-token';
import { generateRecoveryCodes, hashRecoveryCode } from './recovery-codes';
import { createSecretBox } from './secret-box';
import { createSessionTokens } from './session-token';
import { matchTotp, newTotpSecret } from './totp';

const SECRET = 'test-secret-that-is-at-least-32-characters';

describe('second-factor crypto', () => {
  it('seals TOTP secrets so only the same key and user id open them', () => {
    const box = createSecretBox(deriveKey(SECRET, 'mfa-totp-secret-v1'));
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'user-1');
    expect(sealed).not.toContain('JBSWY3DP');
    expect(box.open(sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'user-2')).toBeNull();
    expect(createSecretBox(deriveKey(SECRET, 'another purpose')).open(sealed, 'user-1')).toBeNull();
    expect(box.open(`${sealed.slice(0, -2)}AA`, 'user-1')).toBeNull();
    expect(box.open('garbage', 'user-1')).toBeNull();
    expect(box.seal('same', 'user-1')).not.toBe(box.seal('same', 'user-1'));
  });

  it('keeps pending-MFA tokens and session tokens apart', async () => {
    const pending = await createMfaPendingTokens({ key: deriveKey(SECRET, 'mfa-pending-token-v1'), issuer: 'http://127.0.0.1:8080' });
    const sessions = await createSessionTokens({ secret: SECRET, issuer: 'http://127.0.0.1:8080', ttlSeconds: 3600 });
    const token = await pending.sign({ userId: 'user-1', sessionVersion: 3 });
    expect(await pending.verify(token)).toEqual({ userId: 'user-1', sessionVersion: 3 });
    expect(await sessions.verify(token)).toBeNull();
    expect(await pending.verify(await sessions.sign({ userId: 'user-1', sessionVersion: 3 }))).toBeNull();
  });

  it('matches RFC 6238 codes within one step of drift and says which step', async () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-22T09:00:10.000Z');
    const epoch = Math.floor(now.getTime() / 1000);
    const step = Math.floor(epoch / 30);
    expect(await matchTotp(secret, await generate({ secret, epoch }), now)).toBe(step);
    expect(await matchTotp(secret, await generate({ secret, epoch: epoch - 30 }), now)).toBe(step - 1);
    expect(await matchTotp(secret, await generate({ secret, epoch: epoch + 30 }), now)).toBe(step + 1);
    expect(await matchTotp(secret, await generate({ secret, epoch: epoch + 90 }), now)).toBeNull();
    expect(await matchTotp(secret, '12345', now)).toBeNull();
  });

  it('makes distinct recovery codes whose hash ignores case, spaces and dashes', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const [code = ''] = codes;
    expect(hashRecoveryCode(code)).toBe(hashRecoveryCode(` ${code.toLowerCase().replace('-', ' ')} `));
    expect(hashRecoveryCode(code)).toMatch(/^[0-9a-f]{64}$/);
  });
});
