import type { UserSummaryDto } from '@career/sync-server/accounts/contract/user-dto';
import {
  Badge,
  Body1,
  Button,
  Caption1,
  SearchBox,
  Spinner,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, CheckmarkCircleFilled, DismissCircleRegular, HistoryRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorMessage } from '../../api/api-error';
import { Notice } from '../../layout/notice';
import { recordExport } from './admin-api';
import { Page } from '../../layout/page';
import { UserDialog } from './user-dialog';
import type { UserColumnId, UserSort } from './user-table-model';
import { whenPageIsBack } from '../../layout/when-page-is-back';
import { USER_COLUMNS, completedLabel, elevateLabel, planLabel, sessionLabel, signedUpLabel, visibleUsers } from './user-table-model';
import { pageOf } from '../../layout/page-of';
import { TablePager } from '../../layout/table-pager';
import { useAllUsers, useSafetyFlagsFollowing } from './users-query';
import { useReaderTimeZone } from '../scheduling/reader-time-zone';

const useStyles = makeStyles({
  toolbar: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '16px', flexWrap: 'wrap' },
  tools: { display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap' },
  search: { width: 'min(380px, 100%)' },
  table: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge, overflowX: 'auto' },
  row: { cursor: 'pointer' },
  // The flag's badge wraps inside its pill in a narrow Plan column instead of spilling out of it.
  flagBadge: { height: 'auto', minHeight: '20px', whiteSpace: 'normal', paddingBlock: '2px', lineHeight: tokens.lineHeightBase200, textAlign: 'left' },
  muted: { color: tokens.colorNeutralForeground2 },
  empty: { padding: '16px' },
  yes: { color: tokens.colorPaletteGreenForeground1 },
  no: { color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
  // Columns as wide as their content (not ten equal ones), and a window narrower than the table
  // scrolls it sideways instead of squeezing each column to a letter's width.
  // Cells of several lines keep room above and below (Fluent's small cells have none).
  grid: { tableLayout: 'auto', minWidth: '1000px', '& td': { paddingTop: '4px', paddingBottom: '4px' } },
  rowButtons: { display: 'inline-flex', gap: '4px' },
  // An address breaks after its '@' when its column must narrow, inside a part only if one part is too long.
  email: { overflowWrap: 'break-word' },
});

/** The address with a line-break opportunity after its '@' (read and copied as one address). */
function emailWithBreak(email: string) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

function YesNo({ value, label }: { value: boolean; label: string }) {
  const styles = useStyles();
  return value ? <CheckmarkCircleFilled className={styles.yes} aria-label={`${label}: yes`} role="img" /> : <DismissCircleRegular className={styles.no} aria-label={`${label}: no`} role="img" />;
}

/**
 * /admin: every user, with the spec's columns (Admin, Verified and Elevate Sync under 'Advanced'),
 * search, sorting by any column, 50 rows a page (quick with 10,000 users), CSV export of what is
 * shown, and a dialog per user (a row click or Enter on a row, or a link: `/admin?user=<id>`, as
 * the e-mail that a client needs a safety check-in sends).
 */
export function AdminUsersPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  // Session starts on the admin's own clock (their account's zone).
  const zone = useReaderTimeZone();
  const { data: users, isPending, error, refetch } = useAllUsers();
  useSafetyFlagsFollowing(users, refetch);
  const [search, setSearch] = useState('');
  const [advanced, setAdvanced] = useState(false);
  const [sort, setSort] = useState<UserSort | null>(null);
  const [page, setPage] = useState(0);
  // `?user=<id>` (a link to one user) opens that user's dialog once the users are in; closing it
  // takes the parameter out of the address.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get('user');
  // The dialog's user stays after it closes: the dialog closes through its open state (a Fluent
  // dialog unmounted while open leaves the page hidden from assistive technology).
  const [dialogId, setDialogId] = useState<string | null>(linkedId);
  const [dialogOpen, setDialogOpen] = useState(linkedId !== null);
  const openId = dialogOpen ? dialogId : null;
  const dialogUser = users?.find((user) => user._id === dialogId) ?? null;
  const linkedMissing = users !== undefined && linkedId !== null && !users.some((user) => user._id === linkedId);
  const setOpenId = (id: string | null) => {
    if (id) setDialogId(id);
    setDialogOpen(id !== null);
    if (id === null && linkedId !== null) {
      setSearchParams(
        (params) => {
          params.delete('user');
          return params;
        },
        { replace: true },
      );
    }
  };
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  // Leaving from the dialog: close it first, then go (see UserDialog).
  const [leaveTo, setLeaveTo] = useState<{ path: string; acting: boolean } | null>(null);
  useEffect(() => {
    if (!leaveTo || openId) return;
    return whenPageIsBack(() => {
      // Acting as the user: a fresh load, so nothing of the admin's page (cached data, focus
      // management left by the dialog) carries over into the client's app.
      if (leaveTo.acting) window.location.assign(leaveTo.path);
      else navigate(leaveTo.path);
    });
  }, [leaveTo, openId, navigate]);

  const shown = visibleUsers(users ?? [], search, sort);
  const current = pageOf(shown, page);
  const flagged = (users ?? []).filter((user) => user.safetyFlag).length;
  const columns = USER_COLUMNS.filter((column) => advanced || !column.advanced);

  function sortBy(column: UserColumnId) {
    setSort((before) => ({ column, direction: before?.column === column && before.direction === 'ascending' ? 'descending' : 'ascending' }));
    setPage(0);
  }

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      await recordExport(shown.length, search.trim());
      await (await import('./export-users-csv')).downloadUsersCsv(shown, zone);
    } catch (caught) {
      setExportError(apiErrorMessage(caught, 'The export failed. Please try again.'));
    } finally {
      setExporting(false);
    }
  }

  function cell(user: UserSummaryDto, column: UserColumnId) {
    switch (column) {
      case 'firstName':
        return user.firstName;
      case 'lastName':
        return user.lastName;
      case 'admin':
        return <YesNo value={user.admin} label="Admin" />;
      case 'email':
        // A long address breaks inside its own column instead of running under the next one.
        return <span className={styles.email}>{emailWithBreak(user.email)}</span>;
      case 'signedUp':
        return <span className={styles.nowrap}>{signedUpLabel(user)}</span>;
      case 'plan':
        return (
          <>
            {planLabel(user)}{' '}
            {user.safetyFlag ? (
              <Badge appearance="tint" color="danger" className={styles.flagBadge}>
                Safety check-in needed
              </Badge>
            ) : null}
          </>
        );
      case 'verified':
        return <YesNo value={user.isVerified} label="Verified" />;
      case 'completed':
        return completedLabel(user);
      case 'results':
        return user.admin ? null : (
          <span className={styles.rowButtons}>
            <Button size="small" onClick={(event) => { event.stopPropagation(); navigate(`/admin/users/${user._id}/brief`); }} aria-label={`Brief of ${user.firstName} ${user.lastName}`}>
              Brief
            </Button>
            <Button size="small" onClick={(event) => { event.stopPropagation(); navigate(`/results/${user._id}`); }} aria-label={`Results of ${user.firstName} ${user.lastName}`}>
              Results
            </Button>
          </span>
        );
      case 'interview':
        return user.interviewCompleted ? (
          <Button size="small" onClick={(event) => { event.stopPropagation(); navigate(`/interview/${user._id}`); }} aria-label={`Interview of ${user.firstName} ${user.lastName}`}>
            Interview
          </Button>
        ) : null;
      case 'interviewSession':
        return <span className={styles.nowrap}>{sessionLabel(user, 'interview', zone)}</span>;
      case 'resultsSession':
        return <span className={styles.nowrap}>{sessionLabel(user, 'results', zone)}</span>;
      case 'elevate':
        return <Caption1>{elevateLabel(user)}</Caption1>;
    }
  }

  function onRowKey(event: KeyboardEvent, user: UserSummaryDto) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpenId(user._id);
    }
  }

  return (
    <Page>
      <div className={styles.toolbar}>
        <Title2 as="h1">Users</Title2>
        <div className={styles.tools}>
          <SearchBox
            className={styles.search}
            placeholder="Search by name or email"
            aria-label="Search users"
            value={search}
            onChange={(_event, data) => {
              setSearch(data.value);
              setPage(0);
            }}
          />
          <Switch label="Advanced" checked={advanced} onChange={(_event, data) => setAdvanced(data.checked)} />
          <Button icon={exporting ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={!users || exporting} onClick={() => void exportCsv()}>
            Export CSV
          </Button>
          <Button appearance="subtle" icon={<HistoryRegular />} onClick={() => navigate('/admin/audit')}>
            Audit log
          </Button>
        </div>
      </div>
      {exportError ? <Notice intent="error">{exportError}</Notice> : null}
      {isPending ? <Spinner label="Loading users..." /> : null}
      {error ? (
        <Notice intent="error" actions={<Button onClick={() => void refetch()}>Try again</Button>}>
          We could not load the users. {error.message}
        </Notice>
      ) : null}
      {linkedMissing ? <Notice intent="error">No user matches this link: the account may have been deleted.</Notice> : null}
      {flagged > 0 ? (
        <Notice intent="warning" title="Check in">
          {flagged === 1 ? '1 client needs' : `${flagged} clients need`} a safety check-in. Please contact {flagged === 1 ? 'them' : 'each of them'} soon: they are
          marked in the table, and their details say why and when.
        </Notice>
      ) : null}
      {users ? (
        <>
          <div className={styles.table}>
            <Table aria-label="Users" sortable size="small" className={styles.grid}>
              <TableHeader>
                <TableRow>
                  {columns.map((column) => (
                    <TableHeaderCell
                      key={column.id}
                      sortDirection={sort?.column === column.id ? sort.direction : undefined}
                      onClick={() => sortBy(column.id)}
                    >
                      {column.label}
                    </TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {current.rows.map((user) => (
                  <TableRow
                    key={user._id}
                    className={styles.row}
                    tabIndex={0}
                    aria-label={`${user.firstName} ${user.lastName}, ${user.email}${user.safetyFlag ? ', safety check-in needed' : ''}: open details`}
                    onClick={() => setOpenId(user._id)}
                    onKeyDown={(event) => onRowKey(event, user)}
                  >
                    {columns.map((column) => (
                      <TableCell key={column.id}>{cell(user, column.id)}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {shown.length === 0 ? (
              <Body1 className={mergeClasses(styles.muted, styles.empty)} as="p">
                {search ? `No users match "${search}".` : 'No users yet.'}
              </Body1>
            ) : null}
          </div>
          <TablePager label="Pages of users" page={current.page} pages={current.pages} shown={current.rows.length} total={shown.length} onPage={setPage} />
        </>
      ) : null}
      {dialogUser ? (
        <UserDialog
          user={dialogUser}
          open={dialogOpen}
          onClose={() => setOpenId(null)}
          onLeave={(path, options) => {
            setOpenId(null);
            setLeaveTo({ path, acting: options?.acting ?? false });
          }}
        />
      ) : null}
    </Page>
  );
}
