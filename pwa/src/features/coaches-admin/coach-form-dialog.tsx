import type { AdminCoachDto } from '@career/sync-server/coaching/contract/coach-admin-dto';
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Spinner,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFlash } from '../../flash/flash-context';
import { AvailabilityEditor } from './availability-editor';
import type { CoachForm, CoachTextField, FormProblems } from './coach-form-model';
import { addWindow, bodyOf, changeWindow, formOf, problemsOf, removeWindow, serverProblems } from './coach-form-model';
import { ADMIN_COACHES_KEY, saveCoach } from './coaches-admin-api';
import { clientTimeZone } from '../scheduling/session-time';
import { TimeZoneField } from './time-zone-field';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(760px, 96vw)', width: '100%' },
  content: { display: 'grid', gap: '14px' },
  pair: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '14px', '@media (max-width: 560px)': { gridTemplateColumns: '1fr' } },
  problem: { color: tokens.colorPaletteRedForeground1, margin: 0 },
});

const LABELS: Record<Exclude<CoachTextField, 'timeZone'>, { label: string; type: 'text' | 'url' | 'email'; required: boolean; hint?: string }> = {
  name: { label: 'Name', type: 'text', required: true, hint: 'As clients see it, e.g. Dana Example, Ph.D.' },
  credential: { label: 'Credential', type: 'text', required: true, hint: 'Shown to clients under the name.' },
  photoUrl: { label: 'Photo URL', type: 'url', required: false, hint: 'An https:// address of the photo, or empty.' },
  meetingUrl: { label: 'Meeting link', type: 'url', required: true, hint: 'The video meeting clients join (https://).' },
  email: { label: 'Contact email', type: 'email', required: true, hint: "The coach's copies of booking e-mails go here; clients never see it." },
  schedulingUrl: { label: 'Scheduling URL', type: 'url', required: false, hint: "The coach's page on a scheduling provider (https://), or empty for the built-in scheduler." },
};

function CoachFormBody({ coach, onClose, onBusy }: { coach: AdminCoachDto | null; onClose: () => void; onBusy: (busy: boolean) => void }) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const { show } = useFlash();
  const [form, setForm] = useState<CoachForm>(() => formOf(coach, clientTimeZone()));
  // After a first Save, the form's own messages follow every edit; a server's stay until the next edit.
  const [tried, setTried] = useState(false);
  const [fromServer, setFromServer] = useState<FormProblems | null>(null);
  const [saving, setSaving] = useState(false);
  const problems = fromServer ?? (tried ? problemsOf(form) : null);

  function edit(next: (before: CoachForm) => CoachForm) {
    setForm(next);
    setFromServer(null);
  }

  async function save() {
    setTried(true);
    if (problemsOf(form)) return;
    setSaving(true);
    onBusy(true);
    try {
      const saved = await saveCoach(coach?._id ?? null, bodyOf(form));
      queryClient.setQueryData<AdminCoachDto[]>(ADMIN_COACHES_KEY, (list) =>
        list ? (coach ? list.map((item) => (item._id === saved._id ? saved : item)) : [...list, saved]) : list,
      );
      void queryClient.invalidateQueries({ queryKey: ADMIN_COACHES_KEY });
      show('Saved', 'success');
      onBusy(false);
      onClose();
    } catch (caught) {
      setFromServer(serverProblems(caught));
      setSaving(false);
      onBusy(false);
    }
  }

  const field = (name: Exclude<CoachTextField, 'timeZone'>) => {
    const { label, type, required, hint } = LABELS[name];
    const error = problems?.fields[name];
    return (
      <Field label={label} required={required} hint={hint} validationMessage={error} validationState={error ? 'error' : 'none'}>
        <Input type={type} value={form[name]} disabled={saving} onChange={(_event, data) => edit((before) => ({ ...before, [name]: data.value }))} />
      </Field>
    );
  };

  return (
    <DialogBody>
      <DialogTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} disabledFocusable={saving} onClick={onClose} />}>
        {coach ? 'Edit coach' : 'Add coach'}
      </DialogTitle>
      <DialogContent className={styles.content}>
        <div className={styles.pair}>
          {field('name')}
          {field('credential')}
        </div>
        {field('photoUrl')}
        <div className={styles.pair}>
          {field('email')}
          <TimeZoneField value={form.timeZone} error={problems?.fields.timeZone} disabled={saving} onChange={(timeZone) => edit((before) => ({ ...before, timeZone }))} />
        </div>
        {field('meetingUrl')}
        {field('schedulingUrl')}
        <Field validationMessage={problems?.fields.active} validationState={problems?.fields.active ? 'error' : 'none'} hint="Inactive coaches are hidden from clients; their booked sessions stay.">
          <Switch label="Offered to clients" checked={form.active} disabled={saving} onChange={(_event, data) => edit((before) => ({ ...before, active: data.checked }))} />
        </Field>
        <AvailabilityEditor
          windows={form.windows}
          timeZone={form.timeZone}
          problems={problems?.windows ?? {}}
          weeklyProblem={problems?.weekly ?? null}
          disabled={saving}
          onAdd={(weekday) => edit((before) => addWindow(before, weekday))}
          onRemove={(key) => edit((before) => removeWindow(before, key))}
          onChange={(key, part, value) => edit((before) => changeWindow(before, key, part, value))}
        />
        {problems ? (
          <Body1 as="p" role="alert" className={styles.problem}>
            {problems.message ?? 'Please correct the highlighted fields.'}
          </Body1>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button disabledFocusable={saving} onClick={onClose}>
          Cancel
        </Button>
        <Button appearance="primary" disabledFocusable={saving} icon={saving ? <Spinner size="tiny" aria-hidden="true" /> : undefined} onClick={() => void save()}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}

/**
 * Add coach / Edit coach: every detail and the weekly hours. A backdrop click does not close it
 * (a stray click would throw the edits away), nor does anything while saving; Escape, Close and
 * Cancel do. A save closes it with a 'Saved' flash.
 */
export function CoachFormDialog({ open, coach, session, onClose }: { open: boolean; coach: AdminCoachDto | null; session: number; onClose: () => void }) {
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open || busy || data.type === 'backdropClick' ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <CoachFormBody key={session} coach={coach} onClose={onClose} onBusy={setBusy} />
      </DialogSurface>
    </Dialog>
  );
}
