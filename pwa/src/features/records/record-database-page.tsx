import type { CareerRecordDto } from '@career/sync-server/records/contract/record-dto';
import { O_NET_ATTRIBUTION, RECORD_LIST_LIMIT } from '@career/sync-server/records/contract/record-dto';
import { Body1, Button, Caption1, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowLeftRegular } from '@fluentui/react-icons';
import { useCallback, useState } from 'react';
import { AppLink } from '../../layout/app-link';
import { Notice } from '../../layout/notice';
import { JobTitleSearch } from './job-title-search';
import { RecordColumnChooser } from './record-column-chooser';
import { RecordCsvButtons } from './record-csv-buttons';
import { RecordDeleteDialog } from './record-delete-dialog';
import { RecordFormDialog } from './record-form-dialog';
import { RecordImportDialog } from './record-import-dialog';
import { DERIVED_MBTI_NOTE } from './record-labels';
import { useRecordList } from './record-list-query';
import { RecordTable } from './record-table';
import { pageOf } from '../../layout/page-of';
import { TablePager } from '../../layout/table-pager';
import { useRecordColumns } from './use-record-columns';
import { useRecordExport } from './use-record-export';
import { useRecordImport } from './use-record-import';

const useStyles = makeStyles({
  // The app's Page, wider (1,440 px, not 1,100): the table's thirteen columns and Edit/Delete fit
  // a 1366 px window without scrolling sideways.
  page: { maxWidth: '1440px', margin: '0 auto', padding: '32px 16px 64px', display: 'grid', gap: '24px', alignContent: 'start' },
  heading: { display: 'flex', alignItems: 'center', gap: '12px' },
  back: { display: 'inline-flex', fontSize: '24px' },
  toolbar: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '16px', flexWrap: 'wrap' },
  actions: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
  notes: { display: 'grid', gap: '6px', color: tokens.colorNeutralForeground3 },
});

const LIMIT_MESSAGE = `Showing the first ${RECORD_LIST_LIMIT.toLocaleString('en-US')} records: search by job title to narrow the list.`;

/** A dialog that keeps its record after closing, so its text stays while it animates out. */
interface DialogState {
  open: boolean;
  record: CareerRecordDto | null;
}

interface FormState extends DialogState {
  session: number;
}

/**
 * /admin/database ('ADD A RECORD'): the career records an admin maintains for the career-ideas
 * search. Search by job title, add, edit and delete records, export them all as CSV and import a
 * CSV of new and changed ones; seeded records carry the O*NET attribution their licence asks for.
 */
export function RecordDatabasePage() {
  const styles = useStyles();
  const [jobTitle, setJobTitle] = useState('');
  const list = useRecordList(jobTitle);
  const [form, setForm] = useState<FormState>({ open: false, record: null, session: 0 });
  const [deleting, setDeleting] = useState<DialogState>({ open: false, record: null });
  const csvExport = useRecordExport();
  const csvImport = useRecordImport();
  const [hiddenColumns, showColumns] = useRecordColumns();
  const records = list.data;
  const [page, setPage] = useState(0);
  // 50 rows a page: all 923 seeded records at once took seconds to draw.
  const current = pageOf(records ?? [], page);
  // A retry after a failure shows the spinner, not the old error.
  const loading = !records && (list.isPending || list.isFetching);

  function search(next: string) {
    // The same title again fetches it again (the admin asked for a fresh list).
    setPage(0);
    if (next === jobTitle) void list.refetch();
    else setJobTitle(next);
  }

  // Stable, so the table's memoised rows do not re-render when a dialog opens.
  const edit = useCallback((record: CareerRecordDto) => setForm((before) => ({ open: true, record, session: before.session + 1 })), []);
  const remove = useCallback((record: CareerRecordDto) => setDeleting({ open: true, record }), []);

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <AppLink to="/admin/search-record" aria-label="Back to career ideas">
          <ArrowLeftRegular className={styles.back} />
        </AppLink>
        <Title2 as="h1">ADD A RECORD</Title2>
      </div>
      <div className={styles.toolbar}>
        <JobTitleSearch onSearch={search} />
        <div className={styles.actions}>
          <RecordColumnChooser hidden={hiddenColumns} onShow={showColumns} />
          <RecordCsvButtons exporting={csvExport.exporting} onExport={() => void csvExport.exportCsv()} onImportFile={csvImport.start} />
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setForm((before) => ({ open: true, record: null, session: before.session + 1 }))}>
            Add Record
          </Button>
        </div>
      </div>
      {csvExport.error ? (
        <Notice intent="error" onDismiss={csvExport.dismissError}>
          We could not export the records. {csvExport.error}
        </Notice>
      ) : null}
      {loading ? <Spinner label="Loading records..." /> : null}
      {list.error && !list.isFetching ? (
        <Notice intent="error" actions={<Button onClick={() => void list.refetch()}>Retry</Button>}>
          We could not load the records. {list.error.message}
        </Notice>
      ) : null}
      {records ? (
        records.length === 0 ? (
          <Body1 as="p" className={styles.muted} role="status">
            No records found
          </Body1>
        ) : (
          <>
            {records.length >= RECORD_LIST_LIMIT ? <Notice intent="info">{LIMIT_MESSAGE}</Notice> : null}
            <Caption1 className={styles.muted} role="status">
              {records.length === 1 ? '1 record' : `${records.length.toLocaleString('en-US')} records`}
            </Caption1>
            <RecordTable records={current.rows} hidden={hiddenColumns} onEdit={edit} onDelete={remove} />
            {current.pages > 1 ? (
              <TablePager label="Pages of records" page={current.page} pages={current.pages} shown={current.rows.length} total={records.length} onPage={setPage} />
            ) : null}
          </>
        )
      ) : null}
      <div className={styles.notes}>
        {records?.some((record) => record.mbtiDerived) ? <Caption1>derived: {DERIVED_MBTI_NOTE}.</Caption1> : null}
        <Caption1>{O_NET_ATTRIBUTION}</Caption1>
      </div>
      <RecordFormDialog
        open={form.open}
        record={form.record}
        session={form.session}
        onClose={() => setForm((before) => ({ ...before, open: false }))}
      />
      <RecordImportDialog state={csvImport.state} onConfirm={csvImport.confirm} onClose={csvImport.close} />
      <RecordDeleteDialog open={deleting.open} record={deleting.record} onClose={() => setDeleting((before) => ({ ...before, open: false }))} />
    </div>
  );
}
