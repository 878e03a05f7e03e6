import { deriveKey } from './derived-key';
import type { MfaPendingTokens } from './mfa-pending-token';
import { createMfaPendingTokens } from './mfa-pending-token';
import type { SecretBox } from './secret-box';
import { createSecretBox } from './secret-box';

/** The second factor's keys, each derived from the session secret for its one purpose. */
export interface MfaKeys {
  /** Encrypts the TOTP secrets at rest. */
  secrets: SecretBox;
  /** Signs the pending-MFA cookie set between the password and the code. */
  pending: MfaPendingTokens;
}

export async function createMfaKeys(options: { secret: string; issuer: string }): Promise<MfaKeys> {
  return {
    secrets: createSecretBox(deriveKey(options.secret, 'mfa-totp-secret-v1')),
    pending: await createMfaPendingTokens({ key: deriveKey(options.secret, 'mfa-pending-token-v1'), issuer: options.issuer }),
  };
}
