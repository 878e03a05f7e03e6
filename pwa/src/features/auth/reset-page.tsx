import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { useSetPostAuthDestination } from '../../app/guards';
import { useFlash } from '../../flash/flash-context';
import { resetPassword } from './auth-api';
import { AuthCard } from './auth-card';
import { CURRENT_USER_KEY } from './current-user-query';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFormSubmit } from './use-form-submit';

const FIELDS = ['password', 'password2', 'passwordincorrect'] as const;

/** /reset/{token}: a new password from the e-mailed link; success signs the user in. */
export function ResetPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setDestination = useSetPostAuthDestination();
  const { show } = useFlash();
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const { busy, errors, run } = useFormSubmit(FIELDS);

  const submit = () =>
    run(
      async () => {
        const response = await resetPassword({ token, password, password2 });
        show('Password Successfully Reset', 'success');
        // An admin's second factor still comes before the session.
        if ('mfa' in response) {
          navigate('/login', { replace: true, state: { mfa: response.mfa } });
          return;
        }
        setDestination({ to: '/' });
        await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      },
      (error) => {
        if (!(error instanceof ApiError && error.code === 'link_expired')) return false;
        show('Password Reset Link Expired', 'warning');
        navigate('/forgot', { replace: true });
        return true;
      },
    );

  return (
    <AuthCard title="Reset Password" error={errors.form} onSubmit={() => void submit()}>
      <TextField label="New Password" name="password" type="password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.fields.password ?? errors.fields.passwordincorrect} required />
      <TextField label="Confirm New Password" name="password2" type="password" autoComplete="new-password" value={password2} onChange={setPassword2} error={errors.fields.password2} required />
      <div>
        <SubmitButton busy={busy}>Reset Password</SubmitButton>
      </div>
    </AuthCard>
  );
}
