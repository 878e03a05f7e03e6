import { SYNC_MODES } from '@career/sync-server/provider/contract/elevate-dto';
import type { UserSummaryDto } from '@career/sync-server/accounts/contract/user-dto';
import { Body1, Button, Caption1, Checkbox, Field, Input, ProgressBar, Radio, RadioGroup, Select, Subtitle2, makeStyles, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Notice } from '../../layout/notice';
import { ElevateReportDialog } from './elevate-report-dialog';
import type { SyncForm, SyncFormErrors, SyncFormField } from './elevate-sync-form';
import { GENDER_OPTIONS, MODE_LABELS, initialSyncForm, syncRequest } from './elevate-sync-form';
import { useElevateSync } from './use-elevate-sync';
import { elevateLabel } from './user-table-model';

const useStyles = makeStyles({
  panel: { display: 'grid', gap: '12px' },
  form: { display: 'grid', gap: '12px', justifyItems: 'start' },
  row: { display: 'flex', gap: '12px', flexWrap: 'wrap', alignItems: 'start' },
  muted: { color: tokens.colorNeutralForeground3 },
  syncing: { display: 'grid', gap: '4px', width: '100%' },
});

const FIELD_ORDER: readonly SyncFormField[] = ['email', 'daysBack', 'startDate', 'endDate'];
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Whole seconds since `startedAt`, ticking each second (0 when nothing runs). */
function useElapsedSeconds(startedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [startedAt]);
  return startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1_000));
}

/**
 * 'Elevate sync' in the user dialog (spec section 5): fetch a client's MBTI and SII results from
 * the provider for a window of days, then show the report. While it runs, a polite live region
 * says so once (and again when the provider is tried anew); the elapsed seconds show beside it,
 * outside the live region, so a screen reader is not told every second.
 */
export function ElevateSyncPanel({ user, mbtiCompletedAt, pollMs }: { user: UserSummaryDto; mbtiCompletedAt?: string | null; pollMs?: number }) {
  const styles = useStyles();
  const id = useId();
  const name = `${user.firstName} ${user.lastName}`;
  const { state, report, reportOpen, start, closeReport: close } = useElevateSync(user._id, { pollMs });
  const [form, setForm] = useState<SyncForm>(() => initialSyncForm(user.email));
  const [errors, setErrors] = useState<SyncFormErrors>({});
  const syncButton = useRef<HTMLButtonElement>(null);
  const restoreFocusTarget = useRestoreFocusTarget();
  const emailInput = useRef<HTMLInputElement>(null);
  const daysBackInput = useRef<HTMLInputElement>(null);
  const startDateInput = useRef<HTMLInputElement>(null);
  const endDateInput = useRef<HTMLInputElement>(null);
  const syncing = state.phase === 'syncing';
  const elapsed = useElapsedSeconds(syncing ? state.startedAt : null);
  const attempts = syncing ? (state.job?.attempts ?? 1) : 1;
  const serverFields = state.phase === 'failed' ? state.fields : {};

  const edit = (change: Partial<SyncForm>) => setForm((current) => ({ ...current, ...change }));
  const fieldProps = (field: SyncFormField) => ({
    validationMessage: errors[field] ?? serverFields[field],
    validationState: errors[field] ?? serverFields[field] ? ('error' as const) : ('none' as const),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (syncing) return;
    const request = syncRequest(form, user._id);
    if (!request.ok) {
      setErrors(request.errors);
      const inputs = { email: emailInput, daysBack: daysBackInput, startDate: startDateInput, endDate: endDateInput };
      const first = FIELD_ORDER.find((field) => request.errors[field]);
      if (first) inputs[first].current?.focus();
      return;
    }
    setErrors({});
    // The report opens when the sync ends: here, or the next time this client's dialog opens.
    await start(request.body);
  }

  function closeReport() {
    close();
    // The report opened by itself, with no trigger: the focus returns to Sync (also marked as the
    // restore target, should Fluent restore the focus after its closing animation).
    requestAnimationFrame(() => syncButton.current?.focus());
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <Subtitle2 as="h4" id={`${id}-title`}>
        Elevate sync
      </Subtitle2>
      <Body1 className={styles.muted}>{user.elevate ? elevateLabel(user) : "The client's plan has no Myers-Briggs step."}</Body1>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <Field label="Email" hint="Elevate finds the client by this email (empty: the account's)." {...fieldProps('email')}>
          <Input type="email" ref={emailInput} value={form.email} onChange={(_event, data) => edit({ email: data.value })} />
        </Field>
        <Field label="Gender">
          <Select value={form.gender} onChange={(_event, data) => edit({ gender: data.value as SyncForm['gender'] })}>
            {GENDER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Dates to sync">
          <RadioGroup value={form.mode} onChange={(_event, data) => edit({ mode: data.value as SyncForm['mode'] })}>
            {SYNC_MODES.map((mode) => (
              <Radio key={mode} value={mode} label={MODE_LABELS[mode]} />
            ))}
          </RadioGroup>
        </Field>
        {form.mode === 'days-back' ? (
          <Field label="Days back" hint="From 1 to 365 days before today." {...fieldProps('daysBack')}>
            <Input type="number" min={1} max={365} ref={daysBackInput} value={form.daysBack} onChange={(_event, data) => edit({ daysBack: data.value })} />
          </Field>
        ) : null}
        {form.mode === 'date-range' ? (
          <div className={styles.row}>
            <Field label="Start date" hint="MM-DD-YYYY" {...fieldProps('startDate')}>
              <Input ref={startDateInput} placeholder="MM-DD-YYYY" value={form.startDate} onChange={(_event, data) => edit({ startDate: data.value })} />
            </Field>
            <Field label="End date" hint="MM-DD-YYYY" {...fieldProps('endDate')}>
              <Input ref={endDateInput} placeholder="MM-DD-YYYY" value={form.endDate} onChange={(_event, data) => edit({ endDate: data.value })} />
            </Field>
          </div>
        ) : null}
        {form.mode === 'test-date' ? (
          <Caption1 className={styles.muted}>
            From 2 days before to 4 days after the client&apos;s Myers-Briggs completion date
            {mbtiCompletedAt ? ` (${dayFormat.format(new Date(mbtiCompletedAt))}).` : '.'}
            {mbtiCompletedAt === null ? ' The client has not completed the Myers-Briggs yet.' : ''}
          </Caption1>
        ) : null}
        <Checkbox label="Skip report generation" checked={form.skipGenerate} onChange={(_event, data) => edit({ skipGenerate: data.checked === true })} />
        <Button ref={syncButton} {...restoreFocusTarget} type="submit" appearance="primary" disabledFocusable={syncing}>
          Sync
        </Button>
      </form>
      {syncing ? <ProgressBar aria-label="Elevate sync in progress" /> : null}
      <div className={styles.syncing}>
        <div role="status">
          {syncing ? (
            <>
              <Body1 block>Syncing... Be patient! Elevate sync can take up to two minutes.</Body1>
              {attempts > 1 ? <Body1 block>Attempt {attempts}</Body1> : null}
            </>
          ) : null}
        </div>
        {syncing ? <Caption1 className={styles.muted}>{elapsed === 1 ? '1 second' : `${elapsed} seconds`} elapsed</Caption1> : null}
      </div>
      {state.phase === 'failed' ? <Notice intent="error">{state.message}</Notice> : null}
      <ElevateReportDialog job={report} userName={name} open={reportOpen} onClose={closeReport} />
    </section>
  );
}
