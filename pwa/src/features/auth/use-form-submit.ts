import { useCallback, useState } from 'react';
import type { FormErrors } from './form-errors';
import { formErrorsOf, NO_ERRORS } from './form-errors';

/**
 * The submit cycle of a form: busy while the action runs, errors cleared at the start, and a
 * failure split into field and form messages (unless `onError` handles it and returns true).
 */
export function useFormSubmit(knownFields: readonly string[]) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const run = useCallback(
    async (action: () => Promise<void>, onError?: (error: unknown) => boolean) => {
      setBusy(true);
      setErrors(NO_ERRORS);
      try {
        await action();
      } catch (error) {
        if (!onError?.(error)) setErrors(formErrorsOf(error, knownFields));
      } finally {
        setBusy(false);
      }
    },
    [knownFields],
  );
  return { busy, errors, run };
}
