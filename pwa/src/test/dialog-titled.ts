import { screen, waitFor } from '@testing-library/react';

type DialogRole = 'dialog' | 'alertdialog';

/** The text of the elements an element's aria-labelledby names: its title, as a person reads it. */
function labelText(element: Element): string {
  const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
}

/**
 * Every open dialog titled `title`, hidden from assistive technology or not. Not
 * `queryAllByRole('dialog', { name })`: on a busy machine Fluent's focus manager can leave a
 * just-opened modal marked aria-hidden (focus has not moved in yet), and the accessible name of a
 * hidden element computes as empty, so a name query neither finds a dialog a person plainly sees
 * nor notices it is still open. The title is still tied to the dialog by aria-labelledby.
 */
export function dialogsTitled(title: string, role: DialogRole = 'dialog'): HTMLElement[] {
  return screen.queryAllByRole(role, { hidden: true }).filter((dialog) => labelText(dialog) === title);
}

/** The one open dialog titled `title`, now; throws if there is none or more. */
export function dialogTitled(title: string, role: DialogRole = 'dialog'): HTMLElement {
  const found = dialogsTitled(title, role);
  if (found.length !== 1) throw new Error(`expected one open ${role} titled '${title}', found ${found.length}`);
  return found[0] as HTMLElement;
}

/** Waits for the one open dialog titled `title` (see dialogsTitled). */
export async function findDialogTitled(title: string, options: { timeout?: number; role?: DialogRole } = {}): Promise<HTMLElement> {
  const { role = 'dialog', timeout = 10_000 } = options;
  return waitFor(() => dialogTitled(title, role), { timeout });
}
