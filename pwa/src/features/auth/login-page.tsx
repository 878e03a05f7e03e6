import { Body1 } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSetPostAuthDestination } from '../../app/guards';
import { AppLink } from '../layout/app-link';
import { login } from './auth-api';
import { AuthCard } from './auth-card';
import { CURRENT_USER_KEY } from './current-user-query';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFormSubmit } from './use-form-submit';

const FIELDS = ['email', 'password', 'emailnotfound', 'passwordincorrect'] as const;

export function LoginPage() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const setDestination = useSetPostAuthDestination();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, errors, run } = useFormSubmit(FIELDS);
  const from = (location.state as { from?: string } | null)?.from;

  const submit = () =>
    run(async () => {
      await login({ email, password });
      setDestination({ to: from && from.startsWith('/') && !from.startsWith('//') ? from : '/' });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    });

  return (
    <AuthCard
      title="Log In"
      error={errors.form}
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
