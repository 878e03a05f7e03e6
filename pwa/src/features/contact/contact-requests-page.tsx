import type { ContactSubmissionDto } from '@career/sync-server/public/contract/contact-dto';
import type { ContactFilter } from '@career/sync-server/public/contract/contact-schemas';
import {
  Badge,
  Body1,
  Button,
  Field,
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
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFlash } from '../../flash/flash-context';
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import { ContactRequestDialog, receivedFormat } from './contact-request-dialog';
import { CONTACT_REQUESTS_KEY, markContactHandled, useContactRequests } from './contact-requests-api';

const useStyles = makeStyles({
  filter: { maxWidth: '240px' },
  table: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge, overflowX: 'auto' },
  row: { cursor: 'pointer' },
  nowrap: { whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground2 },
  preview: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: '420px' },
  pager: { display: 'flex', gap: '8px' },
});

const FILTER_LABELS: Record<ContactFilter, string> = { unhandled: 'Not handled yet', all: 'All requests', handled: 'Handled' };

/**
 * /admin/contact ('Contact requests'): what visitors sent through 'Talk to an Expert', newest
 * first, by default only those nobody has handled. A row opens the whole request; 'Mark handled'
 * records who handled it (audited on the server).
 */
export function ContactRequestsPage() {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const { show } = useFlash();
  const [filter, setFilter] = useState<ContactFilter>('unhandled');
  // The pages walked through so far, by their `before` (null: the newest); the last one is shown.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const requests = useContactRequests(filter, cursors.at(-1) ?? null);
  const [selected, setSelected] = useState<ContactSubmissionDto | null>(null);
  const [open, setOpen] = useState(false);
  const submissions = requests.data?.submissions ?? [];
  const next = requests.data?.next ?? null;

  const openRequest = (submission: ContactSubmissionDto) => {
    setSelected(submission);
    setOpen(true);
  };

  async function handle(id: string) {
    const updated = await markContactHandled(id);
    setSelected(updated);
    show('Marked handled', 'success');
    void queryClient.invalidateQueries({ queryKey: CONTACT_REQUESTS_KEY });
  }

  return (
    <Page>
      <Title2 as="h1">Contact requests</Title2>
      <Field label="Show" className={styles.filter}>
        <Select
          value={filter}
          onChange={(_event, data) => {
            setFilter(data.value as ContactFilter);
            setCursors([null]);
          }}
        >
          {(Object.keys(FILTER_LABELS) as ContactFilter[]).map((value) => (
            <option key={value} value={value}>
              {FILTER_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      {requests.isPending ? <Spinner label="Loading contact requests..." /> : null}
      {requests.error && !requests.isFetching ? (
        <Notice intent="error" actions={<Button onClick={() => void requests.refetch()}>Try again</Button>}>
          We could not load the contact requests. {requests.error.message}
        </Notice>
      ) : null}
      {requests.data ? (
        submissions.length === 0 ? (
          <Body1 as="p" className={styles.muted} role="status">
            No contact requests
          </Body1>
        ) : (
          <>
            <div className={styles.table}>
              <Table aria-label="Contact requests" size="small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>Received</TableHeaderCell>
                    <TableHeaderCell>Name</TableHeaderCell>
                    <TableHeaderCell>Email</TableHeaderCell>
                    <TableHeaderCell>Message</TableHeaderCell>
                    <TableHeaderCell>Status</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {submissions.map((submission) => (
                    <TableRow key={submission._id} className={styles.row} onClick={() => openRequest(submission)}>
                      <TableCell className={styles.nowrap}>{receivedFormat.format(new Date(submission.createdAt))}</TableCell>
                      <TableCell>
                        <Button
                          appearance="transparent"
                          onClick={(event) => {
                            event.stopPropagation();
                            openRequest(submission);
                          }}
                        >
                          {submission.firstName} {submission.lastName}
                        </Button>
                      </TableCell>
                      <TableCell>{submission.email}</TableCell>
                      <TableCell>
                        <span className={styles.preview}>{submission.message}</span>
                      </TableCell>
                      <TableCell>
                        {submission.handledAt ? (
                          <Badge appearance="tint" color="success">
                            Handled
                          </Badge>
                        ) : (
                          <Badge appearance="tint" color="warning">
                            New
                          </Badge>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            {cursors.length > 1 || next ? (
              <div className={styles.pager}>
                <Button disabled={cursors.length === 1} onClick={() => setCursors((before) => before.slice(0, -1))}>
                  Newer
                </Button>
                <Button disabled={!next} onClick={() => setCursors((before) => [...before, next])}>
                  Older
                </Button>
              </div>
            ) : null}
          </>
        )
      ) : null}
      <ContactRequestDialog open={open} submission={selected} onClose={() => setOpen(false)} onMarkHandled={handle} />
    </Page>
  );
}
