import { Link } from '@fluentui/react-components';
import type { ComponentType, ReactNode } from 'react';
import { useState } from 'react';
import { useFlash } from '../../flash/flash-context';

type ContactDialogType = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

// The contact dialog ('Let's Chat!', the landing page's 'Talk to an Expert') loads on the first click.
const loadDialog = () => import('../contact/contact-dialog');

/** A link-styled button that opens the contact dialog. It stays mounted once loaded, so the dialog closes by its `open`. */
export function ContactLink({ children = 'Contact us' }: { children?: ReactNode }) {
  const { show } = useFlash();
  const [Dialog, setDialog] = useState<ContactDialogType | null>(null);
  const [open, setOpen] = useState(false);
  const openDialog = () =>
    loadDialog().then(
      (module) => {
        setDialog(() => module.ContactDialog);
        setOpen(true);
      },
      () => show('The contact form could not be loaded. Please check your connection and try again.', 'error'),
    );
  return (
    <>
      <Link as="button" inline onClick={() => void openDialog()}>
        {children}
      </Link>
      {Dialog ? <Dialog open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
