import type { MfaStep as Step } from '@career/sync-server/accounts/contract/mfa-schemas';
import { Body1, Button } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, apiErrorMessage } from '../../api/api-error';
import { Loading } from '../../app/loading';
import { useSetPostAuthDestination } from '../../app/guards';
import { useFlash } from '../../flash/flash-context';
import { AppLink } from '../../layout/app-link';
import { redeemSignInLink } from './auth-api';
import { AuthCard } from './auth-card';
import { CURRENT_USER_KEY } from './current-user-query';

export const SIGN_IN_LINK_EXPIRED = 'Sign-in Link Expired';
export const SIGN_IN_LINK_EXPLAINED = 'This sign-in link has been used or is more than 15 minutes old.';
export const SIGNING_IN = 'Signing you in…';

// Only admins reach the second step: its code loads when it is needed.
const MfaStep = lazy(() => import('./mfa-step').then((module) => ({ default: module.MfaStep })));

type Outcome = { kind: 'waiting' } | { kind: 'mfa'; step: Step } | { kind: 'expired' } | { kind: 'failed'; message: string };

const WAITING: Outcome = { kind: 'waiting' };
const EXPIRED: Outcome = { kind: 'expired' };

/** A link the server will not take (used, old, unknown, or cut short in the e-mail) is expired; anything else may be tried again. */
function failureOf(error: unknown): Outcome {
  if (error instanceof ApiError && (error.code === 'link_expired' || error.code === 'validation')) return EXPIRED;
  return { kind: 'failed', message: apiErrorMessage(error) };
}

/**
 * /sign-in-link?token=: the e-mailed sign-in link. It is used once, as soon as the page opens: a
 * session goes on as a login does, an admin's second step shows here, a used or old link says so
 * with the way back to Log In (where a new one can be asked for).
 */
export function SignInLinkPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setDestination = useSetPostAuthDestination();
  const { show } = useFlash();
  const [outcome, setOutcome] = useState<Outcome>(token ? WAITING : EXPIRED);
  const started = useRef(false);

  const signedIn = useCallback(async () => {
    setDestination({ to: '/' });
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  }, [setDestination, queryClient]);

  const redeem = useCallback(async () => {
    try {
      const response = await redeemSignInLink({ token });
      if ('mfa' in response) setOutcome({ kind: 'mfa', step: response.mfa });
      else await signedIn();
    } catch (error) {
      setOutcome(failureOf(error));
    }
  }, [token, signedIn]);

  useEffect(() => {
    // Once: the link works a single time, and React's development double effects must not use it up.
    if (!token || started.current) return;
    started.current = true;
    void redeem();
  }, [token, redeem]);

  // The second step ended by itself (or the admin went back): the password form, with its message.
  const restart = useCallback(
    (message?: string) => {
      if (message) show(message, 'warning');
      navigate('/login', { replace: true });
    },
    [show, navigate],
  );

  const tryAgain = () => {
    setOutcome(WAITING);
    void redeem();
  };

  switch (outcome.kind) {
    case 'waiting':
      return <Loading label={SIGNING_IN} />;
    case 'mfa':
      return (
        <Suspense fallback={<Loading />}>
          <MfaStep step={outcome.step} onSignedIn={signedIn} onRestart={restart} />
        </Suspense>
      );
    case 'expired':
      return (
        <AuthCard
          title={SIGN_IN_LINK_EXPIRED}
          footer={
            <>
              <Body1>
                Still need to sign in? <AppLink to="/login">Log In</AppLink>
              </Body1>
              <Body1>
                Forgot your password? <AppLink to="/forgot">Reset</AppLink>
              </Body1>
            </>
          }
        >
          <Body1>{SIGN_IN_LINK_EXPLAINED}</Body1>
        </AuthCard>
      );
    case 'failed':
      return (
        <AuthCard title="Sign-in Link" error={outcome.message} errorActions={<Button onClick={tryAgain}>Try again</Button>}>
          <Body1>
            <AppLink to="/login">Log In</AppLink>
          </Body1>
        </AuthCard>
      );
  }
}
