import type { AppDeps } from '../../../app-deps';
import { generateRecoveryCodes, hashRecoveryCode } from '../../../auth/recovery-codes';
import { matchTotp, newTotpSecret, totpUri } from '../../../auth/totp';
import { qrCodeDataUrl } from '../../../auth/totp-qr';
import type { MfaEnrollmentDto, MfaStep } from '../contract/mfa-schemas';
import { AppError, validationError } from '../../../http/app-error';
import type { UserMfaRecord } from '../repositories/mfa-repository';
import { claimTimeStep, confirmEnrollment, consumeRecoveryCode, findUserMfa, savePendingSecret } from '../repositories/mfa-repository';
import type { UserRecord } from '../repositories/user-repository';

type MfaDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger' | 'mfaKeys'>;

export const MFA_MESSAGES = {
  wrongCode: 'That code did not work. Enter the current code from your authenticator app.',
  usedCode: 'That code was already used. Wait for the next code and enter it.',
  wrongRecoveryCode: 'That recovery code did not work. It may have been used already.',
  alreadyEnrolled: 'Two-step verification is already set up for this account. Please log in again.',
  notEnrolled: 'Two-step verification is not set up for this account. Please log in again.',
  unreadableSecret: 'Your authenticator code cannot be checked right now. Use a recovery code instead.',
} as const;

/**
 * After a right password: null when the user gets a session at once, else the step still to do.
 * An admin who enrolled always verifies; one who did not enrols when ADMIN_MFA_REQUIRED is on,
 * with a fresh secret (an earlier, unconfirmed one is replaced).
 */
export async function mfaStepAfterPassword(deps: MfaDeps, user: UserRecord): Promise<MfaStep | null> {
  if (!user.isAdmin) return null;
  const mfa = await findUserMfa(deps.db, user.id);
  if (mfa?.confirmedAt) return 'verify';
  if (!deps.config.adminMfaRequired) return null;
  await savePendingSecret(deps.db, user.id, deps.mfaKeys.secrets.seal(newTotpSecret(), user.id), deps.clock().toISOString());
  return 'enroll';
}

/** The step of a pending sign-in, from the stored state. */
export async function pendingMfaStep(deps: MfaDeps, user: UserRecord): Promise<MfaStep> {
  return (await findUserMfa(deps.db, user.id))?.confirmedAt ? 'verify' : 'enroll';
}

function openSecret(deps: MfaDeps, mfa: UserMfaRecord): string | null {
  const secret = deps.mfaKeys.secrets.open(mfa.secretCiphertext, mfa.userId);
  if (secret === null) deps.logger.error({ userId: mfa.userId }, 'a TOTP secret could not be decrypted (was SESSION_SECRET changed?)');
  return secret;
}

/** What the authenticator app needs: the otpauth URI, its QR code and the secret as text. */
export async function enrollmentDetails(deps: MfaDeps, user: UserRecord): Promise<MfaEnrollmentDto> {
  const mfa = await findUserMfa(deps.db, user.id);
  if (mfa?.confirmedAt) throw new AppError('conflict', MFA_MESSAGES.alreadyEnrolled);
  let secret = mfa ? deps.mfaKeys.secrets.open(mfa.secretCiphertext, user.id) : null;
  if (!secret) {
    secret = newTotpSecret();
    await savePendingSecret(deps.db, user.id, deps.mfaKeys.secrets.seal(secret, user.id), deps.clock().toISOString());
  }
  const otpauthUri = totpUri(secret, user.email);
  return { otpauthUri, secret, qrCode: await qrCodeDataUrl(otpauthUri) };
}

/** Confirms the enrolment with a first code; returns the recovery codes (shown once, stored hashed). */
export async function completeEnrollment(deps: MfaDeps, user: UserRecord, code: string): Promise<string[]> {
  const mfa = await findUserMfa(deps.db, user.id);
  if (mfa?.confirmedAt) throw new AppError('conflict', MFA_MESSAGES.alreadyEnrolled);
  const secret = mfa && openSecret(deps, mfa);
  const now = deps.clock();
  const step = secret ? await matchTotp(secret, code, now) : null;
  if (step === null) throw validationError({ code: MFA_MESSAGES.wrongCode });
  const recoveryCodes = generateRecoveryCodes();
  const confirmed = await confirmEnrollment(deps.db, user.id, step, recoveryCodes.map(hashRecoveryCode), now.toISOString());
  if (!confirmed) throw new AppError('conflict', MFA_MESSAGES.alreadyEnrolled);
  return recoveryCodes;
}

/** Checks the second factor: a TOTP code not used before, or an unused recovery code (used up). */
export async function verifySecondFactor(deps: MfaDeps, user: UserRecord, proof: { code?: string; recoveryCode?: string }): Promise<void> {
  const mfa = await findUserMfa(deps.db, user.id);
  if (!mfa?.confirmedAt) throw new AppError('conflict', MFA_MESSAGES.notEnrolled);
  const now = deps.clock();
  if (proof.recoveryCode !== undefined) {
    if (!(await consumeRecoveryCode(deps.db, user.id, hashRecoveryCode(proof.recoveryCode), now.toISOString()))) {
      throw validationError({ recoveryCode: MFA_MESSAGES.wrongRecoveryCode });
    }
    return;
  }
  const secret = openSecret(deps, mfa);
  if (!secret) throw validationError({ code: MFA_MESSAGES.unreadableSecret });
  const step = await matchTotp(secret, proof.code ?? '', now);
  if (step === null) throw validationError({ code: MFA_MESSAGES.wrongCode });
  if ((mfa.lastUsedStep !== null && step <= mfa.lastUsedStep) || !(await claimTimeStep(deps.db, user.id, step, now.toISOString()))) {
    throw validationError({ code: MFA_MESSAGES.usedCode });
  }
}
