import { useCallback, useState } from 'react';
import { requestSignInLink } from './auth-api';
import type { FormErrors } from './form-errors';
import { formErrorsOf, NO_ERRORS } from './form-errors';

const FIELDS = ['email'] as const;
export const EMAIL_REQUIRED = 'Email field is required';

interface Outcome {
  /** The server's answer once the link is on its way. */
  sent?: string;
  errors: FormErrors;
}

const IDLE: Outcome = { errors: NO_ERRORS };

/**
 * Asking for an e-mailed sign-in link from the login form (offered when a sign-in was refused):
 * busy while it is sent, then the server's message or its refusal. An empty email is asked for
 * under the field without a request.
 */
export function useSignInLinkRequest() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(IDLE);
  const request = useCallback(async (email: string) => {
    if (!email.trim()) {
      setOutcome({ errors: { fields: { email: EMAIL_REQUIRED } } });
      return;
    }
    setBusy(true);
    setOutcome(IDLE);
    try {
      setOutcome({ sent: (await requestSignInLink({ email })).message, errors: NO_ERRORS });
    } catch (error) {
      setOutcome({ errors: formErrorsOf(error, FIELDS) });
    } finally {
      setBusy(false);
    }
  }, []);
  const reset = useCallback(() => setOutcome(IDLE), []);
  return { busy, sent: outcome.sent, errors: outcome.errors, request, reset };
}
