import type { AuditAction, AuditEntryDto } from '@career/sync-server/admin/contract/audit-dto';
import { AUDIT_ACTIONS } from '@career/sync-server/admin/contract/audit-dto';
import type { SyncMode } from '@career/sync-server/provider/contract/elevate-dto';
import {
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import type { AuditFilter } from './admin-api';
import { fetchAuditPage } from './admin-api';
import { MODE_LABELS } from './elevate-sync-form';
import { RetentionReport } from './retention-report';

const useStyles = makeStyles({
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '12px', flexWrap: 'wrap' },
  filters: { display: 'flex', gap: '12px', alignItems: 'end', flexWrap: 'wrap' },
  table: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge, overflowX: 'auto' },
  muted: { color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
});

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  plan_change: 'Plan changed',
  act_as_start: 'Login as user started',
  act_as_end: 'Login as user ended',
  view_results: 'Viewed results',
  view_interview: 'Viewed interview',
  view_user: 'Viewed user data',
  export_users: 'Exported users (CSV)',
  record_add: 'Career record added',
  record_update: 'Career record updated',
  record_delete: 'Career record deleted',
  record_import: 'Career records imported (CSV)',
  record_export: 'Career records exported (CSV)',
  view_career_ideas: 'Viewed career ideas',
  shortlist_share: 'Career ideas shared',
  elevate_sync: 'Elevate sync started',
  coach_add: 'Coach added',
  coach_update: 'Coach updated',
  contact_handled: 'Contact request handled',
  account_delete: 'Account deleted by its client',
  retention_erase: 'Inactive clients’ data erased',
  admin_create: 'Admin created on the server',
  safety_check_in: 'Safety check-in marked done',
  sign_in_link: 'Signed in by e-mailed link',
  note_add: 'Session note added',
  note_edit: 'Session note edited',
  note_delete: 'Session note deleted',
  view_brief: 'Opened the brief',
};

const atFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** What an entry's details say, in words. */
export function auditDetails(entry: AuditEntryDto): string {
  const details = entry.details;
  switch (entry.action) {
    case 'plan_change':
      return `${String(details.from ?? 'no plan')} → ${String(details.to)}`;
    case 'act_as_start':
      return `until ${atFormat.format(new Date(String(details.expiresAt)))}`;
    case 'act_as_end':
      return details.reason === 'logout' ? 'by logging out' : 'by Return to admin';
    case 'record_add':
    case 'record_update':
    case 'record_delete':
      return String(details.jobTitle ?? '');
    case 'coach_add':
      return String(details.name ?? '');
    case 'coach_update':
      return `${String(details.name ?? '')}: ${String(details.changed ?? '')}`;
    case 'contact_handled':
      return String(details.name ?? '');
    case 'record_import':
      return `${String(details.added)} added, ${String(details.updated)} updated, ${String(details.refused)} refused`;
    case 'record_export':
      return `${String(details.rows)} records`;
    case 'shortlist_share':
      return `${String(details.items)} ideas`;
    case 'elevate_sync':
      return typeof details.mode === 'string' && Object.hasOwn(MODE_LABELS, details.mode) ? MODE_LABELS[details.mode as SyncMode] : '';
    case 'account_delete':
      return `${String(details.rowsDeleted)} records deleted`;
    case 'retention_erase':
      return `${String(details.clients)} clients, ${String(details.answers)} answers, ${String(details.progress)} results (${String(details.retentionYears)} years inactive)`;
    case 'admin_create':
      return details.outcome === 'created' ? 'new account, password link issued' : details.outcome === 'promoted' ? 'client made admin, password link issued' : 'password link issued';
    case 'safety_check_in':
      return typeof details.flaggedAt === 'string' ? `flagged ${atFormat.format(new Date(details.flaggedAt))}` : '';
    case 'note_add':
      return details.correctsId ? 'a correction' : '';
    case 'export_users':
      return `${String(details.rows)} rows${details.search ? `, search "${String(details.search)}"` : ''}`;
    default:
      return '';
  }
}

/** A date input's value (YYYY-MM-DD, the admin's own day) as the start of that day in ISO. */
function dayStart(value: string | null, plusDays = 0): string | undefined {
  if (!value) return undefined;
  const day = new Date(`${value}T00:00:00`);
  if (Number.isNaN(day.getTime())) return undefined;
  day.setDate(day.getDate() + plusDays);
  return day.toISOString();
}

/**
 * /admin/audit: the audit log, newest first, filtered by action, client and dates (kept in the
 * address), 50 entries at a time. Read-only: the app has no way to edit or delete an entry.
 */
export function AuditPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  const filter: AuditFilter = {
    action: action && (AUDIT_ACTIONS as readonly string[]).includes(action) ? (action as AuditAction) : undefined,
    subjectId: params.get('subjectId') ?? undefined,
    from: dayStart(params.get('from')),
    to: dayStart(params.get('to'), 1),
  };
  const log = useInfiniteQuery({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ pageParam }) => fetchAuditPage(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  function setParam(name: string, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  }

  return (
    <Page>
      <div className={styles.header}>
        <Title2 as="h1">Audit log</Title2>
        <Button onClick={() => navigate('/admin')}>Back to Users</Button>
      </div>
      <RetentionReport />
      <div className={styles.filters}>
        <Field label="Action">
          <Select value={filter.action ?? ''} onChange={(_event, data) => setParam('action', data.value)}>
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((id) => (
              <option key={id} value={id}>
                {AUDIT_ACTION_LABELS[id]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="From">
          <Input type="date" value={params.get('from') ?? ''} onChange={(_event, data) => setParam('from', data.value)} />
        </Field>
        <Field label="To">
          <Input type="date" value={params.get('to') ?? ''} onChange={(_event, data) => setParam('to', data.value)} />
        </Field>
        {filter.subjectId ? (
          <Button appearance="subtle" onClick={() => setParam('subjectId', '')}>
            Show every client
          </Button>
        ) : null}
      </div>
      {log.isPending ? <Spinner label="Loading the audit log..." /> : null}
      {log.error ? <Notice intent="error">We could not load the audit log. {log.error.message}</Notice> : null}
      {log.data ? (
        <div className={styles.table}>
          <Table aria-label="Audit log" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>When</TableHeaderCell>
                <TableHeaderCell>Admin</TableHeaderCell>
                <TableHeaderCell>Action</TableHeaderCell>
                <TableHeaderCell>Client</TableHeaderCell>
                <TableHeaderCell>Details</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell className={styles.nowrap}>{atFormat.format(new Date(entry.at))}</TableCell>
                  <TableCell>{entry.actor.label}</TableCell>
                  <TableCell>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</TableCell>
                  <TableCell>
                    {entry.subject ? (
                      <Button appearance="transparent" size="small" onClick={() => setParam('subjectId', entry.subject?.id ?? '')}>
                        {entry.subject.label}
                      </Button>
                    ) : (
                      <span className={styles.muted}>—</span>
                    )}
                  </TableCell>
                  <TableCell>{auditDetails(entry)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {entries.length === 0 ? (
            <Body1 as="p" className={styles.muted} style={{ padding: '16px' }}>
              No entries match these filters.
            </Body1>
          ) : null}
        </div>
      ) : null}
      {log.hasNextPage ? (
        <Button disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {log.isFetchingNextPage ? 'Loading...' : 'Load older entries'}
        </Button>
      ) : entries.length ? (
        <Caption1 className={styles.muted}>That is the whole log for these filters.</Caption1>
      ) : null}
    </Page>
  );
}
