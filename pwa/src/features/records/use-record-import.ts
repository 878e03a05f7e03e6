import type { RecordImportReportDto } from '@career/sync-server/records/contract/record-dto';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { importRecordsCsv } from './record-csv-api';
import { FILE_UNREADABLE, importFileProblem, importProblemOf } from './record-import-problem';
import { RECORDS_KEY } from './records-api';

/** Where an import stands: the file being checked, refused (with why), or its report. */
export type ImportStep =
  | { kind: 'checking' }
  | { kind: 'problem'; message: string }
  | { kind: 'report'; report: RecordImportReportDto; confirming: boolean; error: string | null };

export interface ImportState {
  open: boolean;
  fileName: string;
  step: ImportStep;
}

/**
 * The CSV import: a chosen file is checked in the browser (size), read and sent with confirm
 * false; a report with refused rows waits for the admin to import the valid rows (the same text
 * with confirm true). The dialog keeps its last state after closing so its text stays while it
 * animates out. Each file is one run: an answer for a run that was closed or replaced is not
 * shown, but the records are refreshed whenever an answer says rows were written.
 */
export function useRecordImport() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>({ open: false, fileName: '', step: { kind: 'checking' } });
  const run = useRef(0);
  const csv = useRef<string | null>(null);

  function written(report: RecordImportReportDto) {
    if (report.applied) void queryClient.invalidateQueries({ queryKey: RECORDS_KEY });
  }

  /** Sets the step if the run that asked is still the dialog's. */
  function stepOf(current: number, step: ImportStep | ((before: ImportStep) => ImportStep)) {
    if (current !== run.current) return;
    setState((before) => ({ ...before, step: typeof step === 'function' ? step(before.step) : step }));
  }

  async function check(file: File, current: number) {
    let text: string;
    try {
      text = await file.text();
    } catch {
      stepOf(current, { kind: 'problem', message: FILE_UNREADABLE });
      return;
    }
    try {
      const report = await importRecordsCsv(text, false);
      written(report);
      if (current === run.current) csv.current = text;
      stepOf(current, { kind: 'report', report, confirming: false, error: null });
    } catch (caught) {
      stepOf(current, { kind: 'problem', message: importProblemOf(caught) });
    }
  }

  function start(file: File) {
    const current = ++run.current;
    csv.current = null;
    const problem = importFileProblem(file);
    setState({ open: true, fileName: file.name, step: problem ? { kind: 'problem', message: problem } : { kind: 'checking' } });
    if (!problem) void check(file, current);
  }

  async function confirm() {
    const current = run.current;
    const text = csv.current;
    if (text === null || state.step.kind !== 'report' || state.step.confirming) return;
    stepOf(current, (before) => (before.kind === 'report' ? { ...before, confirming: true, error: null } : before));
    try {
      const report = await importRecordsCsv(text, true);
      written(report);
      stepOf(current, { kind: 'report', report, confirming: false, error: null });
    } catch (caught) {
      stepOf(current, (before) => (before.kind === 'report' ? { ...before, confirming: false, error: importProblemOf(caught) } : before));
    }
  }

  function close() {
    run.current++;
    csv.current = null;
    setState((before) => ({ ...before, open: false }));
  }

  return { state, start, confirm: () => void confirm(), close };
}
