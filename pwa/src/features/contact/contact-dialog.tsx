import type { FieldErrors } from '@career/sync-server/contract/api-error';
import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, makeStyles } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { formErrorsOf } from '../auth/form-errors';
import { useFlash } from '../../flash/flash-context';
import { Notice } from '../../layout/notice';
import { useOnlineStatus } from '../../layout/use-online-status';
import { sendContact } from './contact-api';
import { clearContactDraft, contactDraft, saveContactDraft } from './contact-draft';
import { ContactFields } from './contact-fields';
import type { ContactField, ContactForm } from './contact-form-model';
import { FIELD_ORDER, bodyOf, emptyContactForm, firstInvalidField, problemsOf } from './contact-form-model';

export const CONTACT_SUCCESS = 'Contact Form Successfully Submitted';
export const CONTACT_OFFLINE = 'You are offline, so your message cannot be sent right now. What you have typed is kept here; send it once you are back online.';
const CORRECT_FIELDS = 'Please correct the highlighted fields.';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(720px, 96vw)', width: '100%' },
  form: { display: 'contents' },
  content: { display: 'grid', gap: '16px', gridTemplateColumns: 'minmax(0, 1fr)' },
});

/**
 * 'Let's Chat!' (spec section 2): the contact form. Checked here with the server's own schema;
 * on errors the form scrolls to the top and the first field in error takes the focus. Values are
 * kept for the visit (closing, a failed send, offline); a send closes it with a flash. Nothing
 * closes it while sending.
 */
export function ContactDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const styles = useStyles();
  const online = useOnlineStatus();
  const { show } = useFlash();
  const [form, setForm] = useState<ContactForm>(contactDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // On opening, take up the visit's draft: another 'Let's Chat!' (the footer's) may have changed it.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setForm(contactDraft());
  }
  const contentRef = useRef<HTMLDivElement>(null);
  // Where to put the focus once the messages are on screen: a field, or only the top of the form.
  const focusAfterRender = useRef<ContactField | 'top' | null>(null);

  useEffect(() => {
    const target = focusAfterRender.current;
    const content = contentRef.current;
    if (!target || !content) return;
    focusAfterRender.current = null;
    content.scrollTop = 0;
    if (target === 'top') return;
    content.querySelector<HTMLElement>(`[data-contact-field="${target}"] :is(input, textarea, select):not([disabled])`)?.focus({ preventScroll: true });
  });

  function change(part: Partial<ContactForm>) {
    const next = { ...form, ...part };
    setForm(next);
    saveContactDraft(next);
    const changed = Object.keys(part);
    if (changed.some((key) => errors[key])) setErrors((before) => Object.fromEntries(Object.entries(before).filter(([key]) => !changed.includes(key))));
  }

  function showProblems(fields: FieldErrors, message: string | null) {
    setErrors(fields);
    setFormError(message);
    focusAfterRender.current = firstInvalidField(fields) ?? 'top';
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const problems = problemsOf(form);
    if (problems) return showProblems(problems, CORRECT_FIELDS);
    if (!online) return showProblems({}, CONTACT_OFFLINE);
    setSending(true);
    setErrors({});
    setFormError(null);
    try {
      await sendContact(bodyOf(form));
      clearContactDraft();
      setForm(emptyContactForm());
      setSending(false);
      onOpenChange(false);
      show(CONTACT_SUCCESS, 'success');
    } catch (caught) {
      const { fields, form: message } = formErrorsOf(caught, FIELD_ORDER);
      setSending(false);
      showProblems(fields, message ?? CORRECT_FIELDS);
    }
  }

  const close = () => {
    if (!sending) onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : close())}>
      <DialogSurface className={styles.surface}>
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <DialogTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} disabledFocusable={sending} onClick={close} />}>Let&apos;s Chat!</DialogTitle>
            <DialogContent ref={contentRef} className={styles.content}>
              <Body1 as="p">Tell us a little about yourself and what you are looking for. We will get back to you within 24 hours.</Body1>
              {online ? null : <Notice intent="warning">{CONTACT_OFFLINE}</Notice>}
              {formError && formError !== CONTACT_OFFLINE ? <Notice intent="error">{formError}</Notice> : null}
              <ContactFields form={form} errors={errors} disabled={sending} onChange={change} />
            </DialogContent>
            <DialogActions>
              <Button type="button" disabledFocusable={sending} onClick={close}>
                Cancel
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabledFocusable={sending || !online}
                icon={sending ? <Spinner size="tiny" aria-hidden="true" /> : undefined}
              >
                {sending ? 'Sending...' : 'Submit'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
