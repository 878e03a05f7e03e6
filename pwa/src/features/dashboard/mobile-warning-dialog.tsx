import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useState } from 'react';
import { useMediaQuery } from '../../layout/use-media-query';

/** Spec section 9: the mobile breakpoint. */
export const MOBILE_QUERY = '(max-width: 780px)';
export const MOBILE_WARNING_DISMISSED_KEY = 'career.mobile-warning-dismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(MOBILE_WARNING_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** At widths up to 780px: a warning that the assessments are best taken on a bigger screen. */
export function MobileWarningDialog() {
  const small = useMediaQuery(MOBILE_QUERY);
  const [dismissed, setDismissed] = useState(wasDismissed);

  function dismiss() {
    setDismissed(true);
    try {
      sessionStorage.setItem(MOBILE_WARNING_DISMISSED_KEY, '1');
    } catch {
      // Private modes may refuse storage; the dialog then shows again on the next visit.
    }
  }

  return (
    <Dialog open={small && !dismissed} onOpenChange={(_, data) => (data.open ? undefined : dismiss())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Best on a bigger screen</DialogTitle>
          <DialogContent>
            These assessments are best taken on a laptop or desktop computer. You can go on here, but some questions are easier to read and answer on a
            bigger screen.
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={dismiss}>
              Got It
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
