import { Body1, Button, Caption1, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { Notice } from '../../layout/notice';
import { RecordImportTable } from './record-import-table';
import { confirmLabel, importOutcome, importSummary, validRows } from './record-import-report';
import type { ImportState } from './use-record-import';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(900px, 96vw)', width: '100%' },
  content: { display: 'grid', gap: '12px' },
  file: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  outcome: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

interface Props {
  state: ImportState;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * 'Import career records': the file's report (a summary, then each row with its result and
 * reason) and what was imported, or why the file was refused. A file with refused rows imports
 * nothing until 'Import the N valid rows' is pressed. The dismiss button stays in the same place
 * through every step (Cancel while a choice is open, Close after), so the focus stays on it as
 * the steps change; once an import is done it takes the focus from the import button, which goes.
 */
export function RecordImportDialog({ state, onConfirm, onClose }: Props) {
  const styles = useStyles();
  const dismiss = useRef<HTMLButtonElement>(null);
  const { step } = state;
  const report = step.kind === 'report' ? step.report : null;
  const canConfirm = step.kind === 'report' && !step.report.applied && validRows(step.report) > 0;
  const confirming = step.kind === 'report' && step.confirming;

  useEffect(() => {
    if (report?.applied) dismiss.current?.focus();
  }, [report]);

  return (
    <Dialog open={state.open} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Import career records</DialogTitle>
          <DialogContent className={styles.content}>
            <Caption1 className={styles.file}>File: {state.fileName}</Caption1>
            {step.kind === 'checking' ? <Spinner label="Checking the file..." /> : null}
            {step.kind === 'problem' ? <Notice intent="error">{step.message}</Notice> : null}
            {report ? (
              <>
                <div role="status">
                  {report.applied ? null : <Body1 as="p">{importSummary(report)}</Body1>}
                  <Body1 as="p" className={styles.outcome}>
                    {importOutcome(report)}
                  </Body1>
                </div>
                <RecordImportTable report={report} />
              </>
            ) : null}
            {step.kind === 'report' && step.error ? <Notice intent="error">{step.error}</Notice> : null}
          </DialogContent>
          <DialogActions>
            <Button ref={dismiss} onClick={onClose}>
              {canConfirm || step.kind === 'checking' ? 'Cancel' : 'Close'}
            </Button>
            {canConfirm && report ? (
              <Button
                appearance="primary"
                disabledFocusable={confirming}
                icon={confirming ? <Spinner size="tiny" aria-hidden="true" /> : undefined}
                onClick={onConfirm}
              >
                {confirmLabel(report)}
              </Button>
            ) : null}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
