import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';

/** 'Are You Sure?' before the Myers-Briggs step is submitted as finished (spec section 2). */
export function FinishDialog({ open, busy, onCancel, onConfirm }: { open: boolean; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !busy && onCancel()}>
      <DialogSurface aria-describedby="finish-dialog-text">
        <DialogBody>
          <DialogTitle>Are You Sure?</DialogTitle>
          <DialogContent>
            <Body1 id="finish-dialog-text" as="p">
              Submit this step as finished? Do this once you have completed both the Myers-Briggs Type Indicator and the Strong Interest Inventory on our partner's site.
            </Body1>
          </DialogContent>
          <DialogActions>
            <Button disabled={busy} onClick={onCancel}>
              Cancel
            </Button>
            <Button appearance="primary" disabled={busy} onClick={onConfirm}>
              {busy ? 'Submitting...' : "Yes, I'm Finished"}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
