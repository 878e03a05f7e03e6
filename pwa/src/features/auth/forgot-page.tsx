import { Body1 } from '@fluentui/react-components';
import { useState } from 'react';
import { AppLink } from '../../layout/app-link';
import { Notice } from '../../layout/notice';
import { requestReset } from './auth-api';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFormSubmit } from './use-form-submit';

const FIELDS = ['email'] as const;

export function ForgotPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { busy, errors, run } = useFormSubmit(FIELDS);

  const submit = () =>
    run(async () => {
      setSent(null);
      setSent((await requestReset({ email })).message);
    });

  return (
    <AuthCard
      title="Forgot Password"
      error={errors.form}
      onSubmit={() => void submit()}
      footer={
        <Body1>
          Remembered it?{' '}
          <AppLink to="/login">Log In</AppLink>
        </Body1>
      }
    >
      {sent ? <Notice intent="success">{sent}</Notice> : null}
      <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.fields.email} required />
      <div>
        <SubmitButton busy={busy}>Reset Password</SubmitButton>
      </div>
    </AuthCard>
  );
}
