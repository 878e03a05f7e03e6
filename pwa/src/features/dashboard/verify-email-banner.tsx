import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { ApiError, apiErrorMessage } from '../../api/api-error';
import { resendVerification } from '../auth/auth-api';
import { useFlash } from '../../flash/flash-context';
import { Notice } from '../../layout/notice';

/** Asks an unverified user to verify their e-mail, with a resend link. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const { show } = useFlash();
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      const result = await resendVerification();
      show(`Email verification re-sent to ${result.email}`, 'success');
    } catch (error) {
      // A 401 is handled once for the whole app (back to /login with its own message).
      if (error instanceof ApiError && error.status === 401) return;
      show(apiErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Notice
      intent="warning"
      title="Please verify your email"
      actions={
        <Button onClick={() => void resend()} disabled={busy}>
          Resend verification email
        </Button>
      }
    >
      We sent a verification link to {email}. Follow it to confirm your address.
    </Notice>
  );
}
