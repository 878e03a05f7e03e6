import type { CareerRecordDto } from '@career/sync-server/records/contract/record-dto';
import { DESCRIPTION_MAX, RECORD_FIELDS } from '@career/sync-server/records/contract/record-dto';
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
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { JobTitleCombobox } from './job-title-combobox';
import { RecordFieldDropdown } from './record-field-dropdown';
import { dropdownOptions, formOf, isComplete, trimForm } from './record-form-model';
import type { FormField, RecordForm } from './record-form-model';
import { RECORD_COLUMN_LABELS } from './record-labels';
import { RecordSuccessBody } from './record-success-body';
import { applyRecordChange } from './record-list-query';
import { missingProblem, saveProblemOf } from './record-save-error';
import type { SaveProblem } from './record-save-error';
import { addRecord, updateRecord, useFilterOptions } from './records-api';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(1100px, 96vw)', width: '100%' },
  content: { display: 'grid', gap: '16px' },
  // The 12 fields are one row, as in the spec; narrow screens scroll it sideways.
  scroller: { overflowX: 'auto', paddingBottom: '4px' },
  fields: { borderCollapse: 'collapse' },
  label: { textAlign: 'start', whiteSpace: 'nowrap', padding: '0 8px 4px 0', fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase200 },
  control: { padding: '0 8px 0 0', verticalAlign: 'top' },
  problem: { color: tokens.colorPaletteRedForeground1, margin: 0 },
  details: { margin: '4px 0 0', paddingLeft: '20px' },
});

/**
 * The add and edit form. It lives inside the dialog's surface, which unmounts when the dialog
 * closes: closing resets the form, as the spec asks, and each opening starts from the record.
 */
function RecordFormBody({
  record,
  onClose,
  onSaved,
  onBusy,
}: {
  record: CareerRecordDto | null;
  onClose: () => void;
  onSaved: () => void;
  /** While saving, the dialog does not close (the admin would not learn how the save ended). */
  onBusy: (busy: boolean) => void;
}) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const options = useFilterOptions();
  const idPrefix = useId();
  const [form, setForm] = useState<RecordForm>(() => formOf(record));
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const labelId = (field: FormField) => `${idPrefix}-${field}`;
  const invalid = (field: FormField) => problem?.invalid.includes(field) ?? false;

  function change(field: FormField, value: string) {
    setForm((before) => ({ ...before, [field]: value }));
    setProblem(null);
  }

  async function submit() {
    const values = trimForm(form);
    if (!isComplete(values)) {
      setProblem(missingProblem(values));
      return;
    }
    setSaving(true);
    onBusy(true);
    setProblem(null);
    try {
      const saved = record ? await updateRecord({ ...values, _id: record._id }) : await addRecord(values);
      applyRecordChange(queryClient, { kind: record ? 'updated' : 'added', record: saved.record });
      onBusy(false);
      onSaved();
    } catch (caught) {
      setProblem(saveProblemOf(caught));
      setSaving(false);
      onBusy(false);
    }
  }

  return (
    <DialogBody>
      <DialogTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} disabledFocusable={saving} onClick={onClose} />}>
        {record ? 'Edit Record' : 'Add Record'}
      </DialogTitle>
      <DialogContent className={styles.content}>
        <div className={styles.scroller}>
          <table className={styles.fields}>
            <thead>
              <tr>
                {RECORD_FIELDS.map((field) => (
                  <th key={field} id={labelId(field)} scope="col" className={styles.label}>
                    {RECORD_COLUMN_LABELS[field]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                {RECORD_FIELDS.map((field) => (
                  <td key={field} className={styles.control}>
                    {field === 'jobTitle' ? (
                      <JobTitleCombobox
                        value={form.jobTitle}
                        titles={options.data?.jobTitle}
                        loading={options.isPending}
                        labelledBy={labelId(field)}
                        invalid={invalid(field)}
                        onChange={(value) => change(field, value)}
                      />
                    ) : (
                      <RecordFieldDropdown
                        field={field}
                        value={form[field]}
                        options={dropdownOptions(field, options.data?.[field])}
                        labelledBy={labelId(field)}
                        invalid={invalid(field)}
                        onChange={(value) => change(field, value)}
                      />
                    )}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
        <Field
          label={RECORD_COLUMN_LABELS.description}
          validationState={invalid('description') ? 'error' : 'none'}
          hint={`${form.description.length.toLocaleString('en-US')} of ${DESCRIPTION_MAX.toLocaleString('en-US')} characters`}
        >
          <Textarea rows={12} resize="vertical" maxLength={DESCRIPTION_MAX} value={form.description} onChange={(_event, data) => change('description', data.value)} />
        </Field>
        {problem ? (
          <div role="alert">
            <Body1 as="p" className={styles.problem}>
              {problem.message}
            </Body1>
            {problem.details.length ? (
              <ul className={styles.details}>
                {problem.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button disabledFocusable={saving} onClick={onClose}>
          Cancel
        </Button>
        {/* Still focusable while saving (focus stays put for keyboard users); the spinner is decoration beside the label. */}
        <Button appearance="primary" disabledFocusable={saving} icon={saving ? <Spinner size="tiny" aria-hidden="true" /> : undefined} onClick={() => void submit()}>
          {record ? 'Update' : 'Submit'}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}

/**
 * The Add Record / Edit Record dialog. After a save it shows the spec's success message in the
 * same modal, which then also closes on a backdrop click. While the form shows, a backdrop click
 * does not close it (a stray click would throw away up to 13 values); Escape, Close and Cancel do.
 */
export function RecordFormDialog({
  open,
  record,
  session,
  onClose,
}: {
  open: boolean;
  record: CareerRecordDto | null;
  /** Changes on every opening: a form reopened before the last one finished closing still starts afresh. */
  session: number;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [savedSession, setSavedSession] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = savedSession === session;
  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open || busy || (data.type === 'backdropClick' && !saved) ? undefined : onClose())}>
      <DialogSurface className={saved ? undefined : styles.surface}>
        {saved ? (
          <RecordSuccessBody onDone={onClose} />
        ) : (
          <RecordFormBody key={session} record={record} onClose={onClose} onSaved={() => setSavedSession(session)} onBusy={setBusy} />
        )}
      </DialogSurface>
    </Dialog>
  );
}
