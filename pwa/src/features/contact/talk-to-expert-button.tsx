import { Button } from '@fluentui/react-components';
import type { ComponentType } from 'react';
import { useState } from 'react';

type ContactDialogType = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

// Set once the dialog's chunk has loaded (on the first click): the landing page's first load
// carries only this button, which is kept as small as it can be (the first load's budget).
let ContactDialog: ContactDialogType | undefined;

/**
 * 'Talk to an Expert' on the landing page: opens 'Let's Chat!'. The dialog stays mounted once
 * loaded, so a Fluent Dialog closes by its `open`. Should its chunk fail to load (offline before
 * the service worker has stored it), nothing opens and another click tries again.
 */
export function TalkToExpertButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const openDialog = () =>
    import('./contact-dialog').then(
      (module) => {
        ContactDialog = module.ContactDialog;
        setOpen(true);
      },
      () => undefined,
    );
  return (
    <>
      <Button size="large" className={className} onClick={() => void openDialog()}>
        Talk to an Expert
      </Button>
      {ContactDialog ? <ContactDialog open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
