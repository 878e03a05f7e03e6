import { Button, DialogActions, DialogBody, DialogTitle } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';

/**
 * The spec's confirmation after an add or update, shown in place of the form in the same modal:
 * a second modal opened while the first is closing is left hidden from assistive technology
 * (the closing one's focus trap marks it aria-hidden). Done takes the focus, as the button that
 * had it (Submit) is gone.
 */
export function RecordSuccessBody({ onDone }: { onDone: () => void }) {
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => done.current?.focus(), []);
  return (
    <DialogBody>
      <DialogTitle>The record has been submitted successfully.</DialogTitle>
      <DialogActions>
        <Button ref={done} appearance="primary" onClick={onDone}>
          Done
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
