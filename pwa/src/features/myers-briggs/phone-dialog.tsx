import { Body1, Button, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { apiErrorMessage } from '../../api/api-error';
import { FormDialog } from './form-dialog';
import { COUNTRY_CODE, apiPhoneNumber, checkPhoneNumber } from './phone-number';
import { sendPhoneCode } from './provider-api';

const FALLBACK = 'something went wrong or phone number is incorrect';

/**
 * The phone-number dialog: US only, the country code fixed (+1), 10 digits. On 'otp sent
 * successfully' it hands the number on to the one-time-code dialog; the server's refusals
 * ('phone number already registered', 'something went wrong or phone number is incorrect', a rate
 * limit) show under the field and keep what was typed.
 */
export function PhoneDialog({ userId, open, onClose, onSent }: { userId: string; open: boolean; onClose: () => void; onSent: (withCode: string) => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Closed or done: the next opening starts afresh.
  function reset() {
    setTyped('');
    setError(null);
  }
  const close = () => {
    reset();
    onClose();
  };

  async function submit() {
    const checked = checkPhoneNumber(typed);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await sendPhoneCode(userId, apiPhoneNumber(checked.withCode));
      reset();
      onSent(checked.withCode);
    } catch (caught) {
      setError(apiErrorMessage(caught, FALLBACK));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open={open}
      busy={busy}
      title="Verify your phone number"
      describedBy="phone-dialog-text"
      onClose={close}
      onSubmit={() => void submit()}
      actions={
        <>
          <Button type="button" disabled={busy} onClick={close}>
            Cancel
          </Button>
          <Button type="submit" appearance="primary" disabled={busy}>
            {busy ? 'Sending...' : 'Send code'}
          </Button>
        </>
      }
    >
      <Body1 id="phone-dialog-text" as="p">
        Our partner's site needs a verified mobile number. We will text you a 6-digit code. Only US numbers can be used.
      </Body1>
      <Field label="Phone number" required validationState={error ? 'error' : 'none'} validationMessage={error ?? undefined} hint="10 digits, for example 201 555 0123">
        <Input
          contentBefore={<span aria-label="Country code United States plus 1">🇺🇸 {COUNTRY_CODE}</span>}
          value={typed}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          onChange={(_, data) => {
            setTyped(data.value);
            setError(null);
          }}
        />
      </Field>
    </FormDialog>
  );
}
