import { Body1, Button, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { apiErrorMessage } from '../../api/api-error';
import { FormDialog } from './form-dialog';
import { apiPhoneNumber, checkOtp } from './phone-number';
import { sendPhoneCode, verifyPhoneCode } from './provider-api';

/**
 * The one-time-code dialog: 6 digits, valid 5 minutes. 'otp matched' calls `onMatched` (the page
 * opens the provider); 'OTP is Invalid' and 'OTP expires' show under the field. 'Send a new code'
 * texts a fresh one to the same number.
 */
export function OtpDialog({
  userId,
  phoneNumber,
  open,
  onClose,
  onMatched,
}: {
  userId: string;
  phoneNumber: string;
  open: boolean;
  onClose: () => void;
  onMatched: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);

  // Closed or done: the next opening starts afresh.
  function reset() {
    setTyped('');
    setError(null);
    setInfo(null);
  }
  const close = () => {
    reset();
    onClose();
  };

  async function verify() {
    const checked = checkOtp(typed);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy('verify');
    setError(null);
    setInfo(null);
    try {
      await verifyPhoneCode(userId, checked.otp);
      reset();
      onMatched();
    } catch (caught) {
      setError(apiErrorMessage(caught, 'something went wrong. Please try again later'));
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    setBusy('resend');
    setError(null);
    try {
      await sendPhoneCode(userId, apiPhoneNumber(phoneNumber));
      setTyped('');
      setInfo(`A new code was sent to ${phoneNumber}.`);
    } catch (caught) {
      setError(apiErrorMessage(caught, 'something went wrong or phone number is incorrect'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <FormDialog
      open={open}
      busy={busy !== null}
      title="Enter your code"
      describedBy="otp-dialog-text"
      onClose={close}
      onSubmit={() => void verify()}
      actions={
        <>
          <Button type="button" disabled={busy !== null} onClick={() => void resend()}>
            {busy === 'resend' ? 'Sending...' : 'Send a new code'}
          </Button>
          <Button type="button" disabled={busy !== null} onClick={close}>
            Cancel
          </Button>
          <Button type="submit" appearance="primary" disabled={busy !== null}>
            {busy === 'verify' ? 'Checking...' : 'Verify'}
          </Button>
        </>
      }
    >
      <Body1 id="otp-dialog-text" as="p">
        We texted a 6-digit code to {phoneNumber}. It is valid for 5 minutes.
      </Body1>
      <Field label="One-time code" required validationState={error ? 'error' : info ? 'success' : 'none'} validationMessage={error ?? info ?? undefined}>
        <Input
          value={typed}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          onChange={(_, data) => {
            setTyped(data.value);
            setError(null);
          }}
        />
      </Field>
    </FormDialog>
  );
}
