import type { MfaStep as Step } from '@career/sync-server/accounts/contract/mfa-schemas';
import { Body1 } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Loading } from '../../app/loading';
import { useSetPostAuthDestination } from '../../app/guards';
import { AppLink } from '../../layout/app-link';
import { login } from './auth-api';
import { AuthCard } from './auth-card';
import { CURRENT_USER_KEY } from './current-user-query';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFormSubmit } from './use-form-submit';

const FIELDS = ['email', 'password', 'emailnotfound', 'passwordincorrect'] as const;

// Only admins reach the second step: its code loads when it is needed.
const MfaStep = lazy(() => import('./mfa-step').then((module) => ({ default: module.MfaStep })));

/** What other pages hand the login page in the history state. */
interface LoginState {
  from?: string;
  /** A password reset of an admin: the second step comes next (see reset-page.tsx). */
  mfa?: Step;
}

export function LoginPage() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const setDestination = useSetPostAuthDestination();
  const state = location.state as LoginState | null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [mfa, setMfa] = useState<Step | undefined>(state?.mfa);
  const [restartMessage, setRestartMessage] = useState<string>();
  const { busy, errors, run } = useFormSubmit(FIELDS);
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
    run(async () => {
      setRestartMessage(undefined);
      const response = await login({ email, password });
      if ('mfa' in response) setMfa(response.mfa);
      else await signedIn();
    });

  if (mfa) {
    return (
      <Suspense fallback={<Loading />}>
        <MfaStep step={mfa} onSignedIn={signedIn} onRestart={restart} />
      </Suspense>
    );
  }

  return (
    <AuthCard
      title="Log In"
      error={errors.form ?? restartMessage}
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
      <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.fields.email ?? errors.fields.emailnotfound} required />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.fields.password ?? errors.fields.passwordincorrect} required />
      <div>
        <SubmitButton busy={busy}>Log In</SubmitButton>
      </div>
    </AuthCard>
  );
}
