import { Body1, Body1Strong, makeStyles, tokens } from '@fluentui/react-components';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';

const useStyles = makeStyles({
  codes: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, max-content)',
    gap: '8px 32px',
    justifyContent: 'center',
    margin: 0,
    padding: '16px',
    listStyleType: 'none',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    userSelect: 'all',
  },
});

/** The recovery codes, shown once after enrolment; the session starts when the user goes on. */
export function MfaRecoveryCodes(props: { codes: readonly string[]; onContinue: () => void; busy: boolean }) {
  const styles = useStyles();
  return (
    <AuthCard title="Save Your Recovery Codes" onSubmit={props.onContinue}>
      <Body1>
        If you lose your phone, you can sign in with one of these codes instead. Each code works once. Keep them somewhere safe, such as a password
        manager.
      </Body1>
      <Body1Strong>They will not be shown again.</Body1Strong>
      <ul className={styles.codes} aria-label="Recovery codes">
        {props.codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div>
        <SubmitButton busy={props.busy}>I have saved these codes</SubmitButton>
      </div>
    </AuthCard>
  );
}
