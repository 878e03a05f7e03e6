import { Body1 } from '@fluentui/react-components';
import { useState } from 'react';
import { AppLink } from '../layout/app-link';
import { Notice } from '../layout/notice';
import { requestReset } from './auth-api';
import { AuthCard } from './auth-card';
import type { FormErrors } from './form-errors';
import { formErrorsOf, NO_ERRORS } from './form-errors';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

export function ForgotPage() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    setErrors(NO_ERRORS);
    setSent(null);
    try {
      setSent((await requestReset({ email })).message);
    } catch (error) {
      setErrors(formErrorsOf(error, ['email']));
    } finally {
      setBusy(false);
    }
  }

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
