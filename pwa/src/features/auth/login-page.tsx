import type { MfaStep as Step } from '@career/sync-server/accounts/contract/mfa-schemas';
import { Body1, Button, makeStyles } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { Loading } from '../../app/loading';
import { useSetPostAuthDestination } from '../../app/guards';
import { AppLink } from '../../layout/app-link';
import { BusyRing } from '../../layout/busy-ring';
import { login } from './auth-api';
import { AuthCard } from './auth-card';
import { CURRENT_USER_KEY } from './current-user-query';
import { ProofStatus } from './proof-status';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFormSubmit } from './use-form-submit';
import { useProofRetry } from './use-proof-retry';
import { useSignInLinkRequest } from './use-sign-in-link-request';

const FIELDS = ['email', 'password', 'emailnotfound', 'passwordincorrect'] as const;

const useStyles = makeStyles({ actions: { display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap' } });

// Only admins reach the second step: its code loads when it is needed.
const MfaStep = lazy(() => import('./mfa-step').then((module) => ({ default: module.MfaStep })));

/** What other pages hand the login page in the history state. */
interface LoginState {
  from?: string;
  /** A password reset of an admin: the second step comes next (see reset-page.tsx). */
  mfa?: Step;
}

/** A sign-in the server refused for now (too many attempts, or too busy): the e-mailed link needs no wait. */
const isRefusal = (error: unknown) => error instanceof ApiError && (error.status === 429 || error.status === 503);

export function LoginPage() {
  const styles = useStyles();
  const location = useLocation();
  const queryClient = useQueryClient();
  const setDestination = useSetPostAuthDestination();
  const state = location.state as LoginState | null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [mfa, setMfa] = useState<Step | undefined>(state?.mfa);
  const [restartMessage, setRestartMessage] = useState<string>();
  const [refused, setRefused] = useState(false);
  const { busy, errors, run } = useFormSubmit(FIELDS);
  const { checking, withProof } = useProofRetry();
  const link = useSignInLinkRequest();
  const from = state?.from;

  const signedIn = async () => {
    setDestination({ to: from && from.startsWith('/') && !from.startsWith('//') ? from : '/' });
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  };
  const restart = useCallback((message?: string) => {
    setMfa(undefined);
    setPassword('');
    setRestartMessage(message);
  }, []);

  const submit = () =>
    run(
      async () => {
        setRestartMessage(undefined);
        setRefused(false);
        link.reset();
        const response = await withProof((proof) => login({ email, password, proof }));
        if ('mfa' in response) setMfa(response.mfa);
        else await signedIn();
      },
      (error) => {
        setRefused(isRefusal(error));
        return false;
      },
    );

  if (mfa) {
    return (
      <Suspense fallback={<Loading />}>
        <MfaStep step={mfa} onSignedIn={signedIn} onRestart={restart} />
      </Suspense>
    );
  }

  const offerLink = refused && !link.sent;
  return (
    <AuthCard
      title="Log In"
      error={link.sent ? undefined : (link.errors.form ?? errors.form ?? restartMessage)}
      errorActions={
        offerLink ? (
          <Button disabled={link.busy} disabledFocusable={link.busy} icon={link.busy ? <BusyRing /> : undefined} onClick={() => void link.request(email)}>
            E-mail me a sign-in link
          </Button>
        ) : undefined
      }
      success={link.sent}
      onSubmit={() => void submit()}
      footer={
        <>
          <Body1>
            Don&apos;t have an account?{' '}
            <AppLink to="/register">Sign Up</AppLink>
          </Body1>
          <Body1>
            Forgot your password?{' '}
            <AppLink to="/forgot">Reset</AppLink>
          </Body1>
        </>
      }
    >
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={link.errors.fields.email ?? errors.fields.email ?? errors.fields.emailnotfound}
        required
      />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.fields.password ?? errors.fields.passwordincorrect} required />
      <div className={styles.actions}>
        <SubmitButton busy={busy}>Log In</SubmitButton>
        <ProofStatus checking={checking} />
      </div>
    </AuthCard>
  );
}
