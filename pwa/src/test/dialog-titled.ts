import { screen, waitFor } from '@testing-library/react';

/** The text of the elements an element's aria-labelledby names: its title, as a person reads it. */
function labelText(element: Element): string {
  const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
}

/**
 * The one open dialog titled `title`. Not `findByRole('dialog', { name })`: on a busy machine
 * Fluent's focus manager can leave a just-opened modal marked aria-hidden (focus has not moved in
 * yet), and the accessible name of a hidden element computes as empty, so the query never matches
 * a dialog a person plainly sees. The title is still tied to the dialog by aria-labelledby.
 */
export async function findDialogTitled(title: string, options: { timeout?: number; role?: DialogRole } = {}): Promise<HTMLElement> {
  const { role = 'dialog', timeout = 10_000 } = options;
  return waitFor(() => dialogTitled(title, role), { timeout });
}

type DialogRole = 'dialog' | 'alertdialog';

/** The one open dialog titled `title`, now (see findDialogTitled); throws if there is none or more. */
export function dialogTitled(title: string, role: DialogRole = 'dialog'): HTMLElement {
  const found = screen.queryAllByRole(role, { hidden: true }).filter((dialog) => labelText(dialog) === title);
  if (found.length !== 1) throw new Error(`expected one open ${role} titled '${title}', found ${found.length}`);
  return found[0] as HTMLElement;
}
