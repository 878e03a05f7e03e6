import type { MfaStep as Step } from '@career/sync-server/accounts/contract/mfa-schemas';
import { MfaEnrollForm } from './mfa-enroll-form';
import { MfaVerifyForm } from './mfa-verify-form';

/**
 * The second step of an admin's sign-in, after a right password (loaded only then: its own chunk).
 * `onRestart` goes back to the password form, with a message when the step ended by itself.
 */
export function MfaStep(props: { step: Step; onSignedIn: () => Promise<void>; onRestart: (message?: string) => void }) {
  return props.step === 'enroll' ? (
    <MfaEnrollForm onSignedIn={props.onSignedIn} onRestart={props.onRestart} />
  ) : (
    <MfaVerifyForm onSignedIn={props.onSignedIn} onRestart={props.onRestart} />
  );
}
