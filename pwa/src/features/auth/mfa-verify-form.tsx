import { Body1, Link } from '@fluentui/react-components';
import { useState } from 'react';
import { AuthCard } from './auth-card';
import { verifyMfa } from './mfa-api';
import { restartMessageOf } from './mfa-errors';
import { OneTimeCodeField } from './one-time-code-field';
import { SubmitButton } from './submit-button';
import { useFormSubmit } from './use-form-submit';

const FIELDS = ['code', 'recoveryCode'] as const;

/** An enrolled admin's second step: the current code, or a recovery code instead. */
export function MfaVerifyForm(props: { onSignedIn: () => Promise<void>; onRestart: (message?: string) => void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const { busy, errors, run } = useFormSubmit(FIELDS);

  const submit = () =>
    run(
      async () => {
        await verifyMfa(useRecovery ? { recoveryCode } : { code });
        await props.onSignedIn();
      },
      (error) => {
        const message = restartMessageOf(error);
        if (message) props.onRestart(message);
        return Boolean(message);
      },
    );

  return (
    <AuthCard
      title="Two-Step Verification"
      error={errors.form}
      onSubmit={() => void submit()}
      footer={
        <>
          <Body1>
            <Link as="button" inline onClick={() => setUseRecovery(!useRecovery)}>
              {useRecovery ? 'Use a code from your authenticator app instead' : 'Use a recovery code instead'}
            </Link>
          </Body1>
          <Body1>
            <Link as="button" inline onClick={() => props.onRestart()}>
              Back to Log In
            </Link>
          </Body1>
        </>
      }
    >
      {useRecovery ? (
        <>
          <Body1>Enter one of the recovery codes you saved when you set up two-step verification. Each code works once.</Body1>
          <OneTimeCodeField key="recovery" kind="recovery" value={recoveryCode} onChange={setRecoveryCode} error={errors.fields.recoveryCode ?? errors.fields.code} />
        </>
      ) : (
        <>
          <Body1>Enter the 6-digit code from your authenticator app.</Body1>
          <OneTimeCodeField key="totp" value={code} onChange={setCode} error={errors.fields.code} />
        </>
      )}
      <div>
        <SubmitButton busy={busy}>Verify</SubmitButton>
      </div>
    </AuthCard>
  );
}
