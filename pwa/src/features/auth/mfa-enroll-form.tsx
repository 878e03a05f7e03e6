import { Body1, Body1Strong, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Loading } from '../../app/loading';
import { AuthCard } from './auth-card';
import { confirmMfaEnrollment, getMfaEnrollment } from './mfa-api';
import { restartMessageOf } from './mfa-errors';
import { MfaRecoveryCodes } from './mfa-recovery-codes';
import { OneTimeCodeField } from './one-time-code-field';
import { SubmitButton } from './submit-button';
import { useFormSubmit } from './use-form-submit';

const FIELDS = ['code'] as const;

const useStyles = makeStyles({
  qr: { display: 'block', width: '200px', height: '200px', margin: '0 auto', backgroundColor: '#ffffff' },
  secret: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    letterSpacing: '0.05em',
    wordBreak: 'break-all',
    padding: '8px 12px',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    userSelect: 'all',
  },
});

/** The secret in groups of four, as authenticator apps accept it typed with or without spaces. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** An admin's first sign-in with the second factor: scan the QR code, enter a code, save the recovery codes. */
export function MfaEnrollForm(props: { onSignedIn: () => Promise<void>; onRestart: (message?: string) => void }) {
  const styles = useStyles();
  const { onRestart } = props;
  const enrollment = useQuery({ queryKey: ['mfa-enrollment'], queryFn: getMfaEnrollment, staleTime: Infinity, gcTime: 0, retry: false });
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [finishing, setFinishing] = useState(false);
  const { busy, errors, run } = useFormSubmit(FIELDS);

  const loadRestart = restartMessageOf(enrollment.error);
  useEffect(() => {
    if (loadRestart) onRestart(loadRestart);
  }, [loadRestart, onRestart]);

  if (recoveryCodes) {
    return (
      <MfaRecoveryCodes
        codes={recoveryCodes}
        busy={finishing}
        onContinue={() => {
          setFinishing(true);
          void props.onSignedIn().finally(() => setFinishing(false));
        }}
      />
    );
  }
  if (enrollment.isPending) return <Loading />;

  const submit = () =>
    run(
      async () => {
        setRecoveryCodes((await confirmMfaEnrollment({ code })).recoveryCodes);
      },
      (error) => {
        const message = restartMessageOf(error);
        if (message) onRestart(message);
        return Boolean(message);
      },
    );

  const details = enrollment.data;
  return (
    <AuthCard
      title="Set Up Two-Step Verification"
      error={enrollment.error && !loadRestart ? enrollment.error.message : errors.form}
      onSubmit={() => void submit()}
      footer={
        <Body1>
          <Link as="button" inline onClick={() => onRestart()}>
            Back to Log In
          </Link>
        </Body1>
      }
    >
      <Body1>
        Admin accounts need a second step at sign-in. Scan this QR code with an authenticator app (such as Microsoft Authenticator, Google
        Authenticator or 1Password), then enter the 6-digit code it shows.
      </Body1>
      {details ? (
        <>
          <img className={styles.qr} src={details.qrCode} alt="QR code for your authenticator app" width={200} height={200} />
          <Body1Strong>Can&apos;t scan it? Enter this key in the app instead:</Body1Strong>
          <code className={styles.secret} aria-label="Setup key">
            {grouped(details.secret)}
          </code>
          <OneTimeCodeField value={code} onChange={setCode} error={errors.fields.code} />
          <div>
            <SubmitButton busy={busy}>Verify and Continue</SubmitButton>
          </div>
        </>
      ) : null}
    </AuthCard>
  );
}
