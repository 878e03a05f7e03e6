import type { ResetLinkState } from '@career/sync-server/accounts/contract/auth-schemas';
import { Body1, Spinner } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { useSetPostAuthDestination } from '../../app/guards';
import { useFlash } from '../../flash/flash-context';
import { AppLink } from '../../layout/app-link';
import { resetLinkStatus, resetPassword } from './auth-api';
import { AuthCard } from './auth-card';
import { CURRENT_USER_KEY } from './current-user-query';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFormSubmit } from './use-form-submit';

const FIELDS = ['password', 'password2', 'passwordincorrect'] as const;

/** A reset from the e-mailed link, or the first password of an account `npm run create-admin` made. */
export type PasswordLinkPurpose = 'reset' | 'set';

const WORDS = {
  reset: { title: 'Reset Password', button: 'Reset Password', done: 'Password Successfully Reset' },
  set: { title: 'Set your password', button: 'Set Password', done: 'Password set' },
} as const;

/** What a link that can no longer set a password says, before anyone types one. */
export const DEAD_LINK_TEXT: Record<Exclude<ResetLinkState, 'usable'>, string> = {
  used: 'This link was already used: the password was set with it, or a newer link replaced it. Log in with that password, or ask for a new link.',
  expired: 'This link has expired. Ask for a new one.',
  invalid: 'This link is not valid: it may have been cut short. Open it again from the message, or ask for a new one.',
};

/**
 * /reset/{token} (the e-mailed reset link) and /set-password/{token} (the link `npm run
 * create-admin` prints for a new admin): a new password, which signs the user in (an admin's
 * second factor comes first). The page asks the server whether the link can still be used before
 * it shows the form: a used, expired or unknown link says so at once, with the way on.
 */
export function ResetPage({ purpose = 'reset' }: { purpose?: PasswordLinkPurpose }) {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setDestination = useSetPostAuthDestination();
  const { show } = useFlash();
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const { busy, errors, run } = useFormSubmit(FIELDS);
  const words = WORDS[purpose];
  // Asked once: using the link changes the answer, and the form's own answer says so from then on.
  const status = useQuery({ queryKey: ['password-link', token], queryFn: () => resetLinkStatus(token), staleTime: Infinity, retry: false, refetchOnWindowFocus: false });
  const state: ResetLinkState | null = status.error instanceof ApiError && status.error.code === 'validation' ? 'invalid' : (status.data?.state ?? null);

  const submit = () =>
    run(
      async () => {
        const response = await resetPassword({ token, password, password2 });
        // An admin's second factor still comes before the session: its page says what to do next,
        // and no message lies over it.
        if ('mfa' in response) {
          navigate('/login', { replace: true, state: { mfa: response.mfa } });
          return;
        }
        show(words.done, 'success');
        setDestination({ to: '/' });
        await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      },
      (error) => {
        if (!(error instanceof ApiError && error.code === 'link_expired')) return false;
        show(purpose === 'set' ? 'This link can no longer set the password' : 'Password Reset Link Expired', 'warning');
        navigate('/forgot', { replace: true });
        return true;
      },
    );

  if (state !== null && state !== 'usable') {
    return (
      <AuthCard
        title={words.title}
        error={DEAD_LINK_TEXT[state]}
        footer={
          <>
            <AppLink to="/login">Log In</AppLink>
            <AppLink to="/forgot">Ask for a new link</AppLink>
          </>
        }
      >
        <Body1>Nothing was changed.</Body1>
      </AuthCard>
    );
  }
  if (state === null && !status.error) {
    return (
      <AuthCard title={words.title}>
        <Spinner size="small" label="Checking the link..." />
      </AuthCard>
    );
  }
  // Usable, or the check itself failed (offline, a server error): the form, whose answer is the last word.
  return (
    <AuthCard title={words.title} error={errors.form} onSubmit={() => void submit()}>
      <TextField label="New Password" name="password" type="password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.fields.password ?? errors.fields.passwordincorrect} required />
      <TextField label="Confirm New Password" name="password2" type="password" autoComplete="new-password" value={password2} onChange={setPassword2} error={errors.fields.password2} required />
      <div>
        <SubmitButton busy={busy}>{words.button}</SubmitButton>
      </div>
    </AuthCard>
  );
}

/** /set-password/{token}: the reset page in the words of a first password. */
export function SetPasswordPage() {
  return <ResetPage purpose="set" />;
}
