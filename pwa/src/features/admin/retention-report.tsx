import type { RetentionReportDto } from '@career/sync-server/operations/contract/retention-dto';
import { Body1, Button, Card, Spinner, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client';
import { Notice } from '../../layout/notice';

const useStyles = makeStyles({
  card: { padding: '16px', display: 'grid', gap: '8px' },
  muted: { color: tokens.colorNeutralForeground3 },
  scroll: { overflowX: 'auto', maxHeight: '240px', overflowY: 'auto' },
  mono: { fontFamily: tokens.fontFamilyMonospace },
});

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * The retention job's dry run (GET /api/admin/retention): which clients' answers and results the
 * next run erases, by id and last activity. The run itself is in the log as 'Inactive clients’ data erased'.
 */
export function RetentionReport() {
  const styles = useStyles();
  const report = useQuery({ queryKey: ['admin', 'retention'], queryFn: () => api<RetentionReportDto>('/api/admin/retention') });
  return (
    <Card className={styles.card} role="region" aria-labelledby="retention-title">
      <Subtitle2 as="h2" id="retention-title">
        Data retention
      </Subtitle2>
      {report.isPending ? <Spinner size="small" label="Checking who is due..." /> : null}
      {report.error ? (
        <Notice
          intent="error"
          actions={
            <Button size="small" onClick={() => void report.refetch()}>
              Try again
            </Button>
          }
        >
          We could not check the data retention. {report.error.message}
        </Notice>
      ) : null}
      {report.data ? (
        <>
          <Body1 as="p">
            Answers and results are erased {report.data.retentionYears} years after a client’s last activity (checked every 6 hours). Due now
            (last active before {dayFormat.format(new Date(report.data.cutoff))}): <strong>{report.data.clients.length}</strong>{' '}
            {report.data.clients.length === 1 ? 'client' : 'clients'}.
          </Body1>
          {report.data.clients.length ? (
            <div className={styles.scroll}>
              <Table aria-label="Clients due for erasure" size="small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>Client id</TableHeaderCell>
                    <TableHeaderCell>Last activity</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {report.data.clients.map((client) => (
                    <TableRow key={client.id}>
                      <TableCell className={styles.mono}>{client.id}</TableCell>
                      <TableCell>{dayFormat.format(new Date(client.lastActivityAt))}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          ) : (
            <Body1 className={styles.muted}>Nobody’s data is due for erasure.</Body1>
          )}
        </>
      ) : null}
    </Card>
  );
}
