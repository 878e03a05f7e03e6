import type { ContactForm } from './contact-form-model';
import { emptyContactForm } from './contact-form-model';

/**
 * The contact form's values for this visit: kept in memory only (never on the device, they are
 * personal), so closing and reopening the dialog, a failed send or going offline loses nothing.
 */
let draft: ContactForm = emptyContactForm();

export function contactDraft(): ContactForm {
  return draft;
}

export function saveContactDraft(form: ContactForm): void {
  draft = form;
}

/** After a successful send. */
export function clearContactDraft(): void {
  draft = emptyContactForm();
}
