import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/**
 * A modal dialog around one form: Enter submits, Escape and the backdrop close it unless busy
 * (a request under way always gets to say how it ended).
 */
export function FormDialog({
  open,
  busy,
  title,
  describedBy,
  onClose,
  onSubmit,
  children,
  actions,
}: {
  open: boolean;
  busy: boolean;
  title: string;
  describedBy: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface aria-describedby={describedBy}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>{children}</DialogContent>
            <DialogActions>{actions}</DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
