import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until no dialog is open and the page is given back to assistive technology: Fluent's focus
 * manager lifts the aria-hidden it set on the page a moment after a modal dialog closes, and until
 * then role queries find nothing on the page (or, worse, a "gone" check passes on a hidden page).
 */
export async function waitForDialogToClose(): Promise<void> {
  await waitFor(
    () => {
      expect(screen.queryByRole('dialog')).toBeNull();
      // An emptied portal node may keep its aria-hidden a while longer (seen under load): it hides nothing.
      expect(document.querySelector('body > [aria-hidden="true"]:not([data-tabster-dummy]):not(:empty)')).toBeNull();
    },
    // A busy machine may take seconds to run the dialog's exit and the focus manager's clean-up.
    { timeout: 10_000 },
  );
}
