import { Field, Input } from '@fluentui/react-components';

/**
 * The field for a code from an authenticator app (numeric keypad, offered by the browser from an
 * SMS or a password manager) or, with `kind="recovery"`, for a recovery code.
 */
export function OneTimeCodeField(props: { kind?: 'totp' | 'recovery'; value: string; onChange: (value: string) => void; error?: string; hint?: string }) {
  const recovery = props.kind === 'recovery';
  return (
    <Field
      label={recovery ? 'Recovery code' : '6-digit code'}
      hint={props.hint}
      required
      validationState={props.error ? 'error' : 'none'}
      validationMessage={props.error}
    >
      <Input
        name={recovery ? 'recoveryCode' : 'code'}
        value={props.value}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize={recovery ? 'characters' : 'off'}
        spellCheck={false}
        maxLength={recovery ? 20 : 7}
        autoFocus
        onChange={(_event, data) => props.onChange(data.value)}
      />
    </Field>
  );
}
