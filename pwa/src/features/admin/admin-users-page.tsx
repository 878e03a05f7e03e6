import {
  Badge,
  Body1,
  SearchBox,
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
import { useState } from 'react';
import { Notice } from '../layout/notice';
import { Page } from '../layout/page';
import { matchesSearch, useAllUsers } from './users-query';

const useStyles = makeStyles({
  toolbar: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '16px', flexWrap: 'wrap' },
  search: { width: 'min(380px, 100%)' },
  table: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge, overflowX: 'auto' },
  muted: { color: tokens.colorNeutralForeground2 },
});

const signedUpFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** /admin: every user with their plan, filtered by the search box. */
export function AdminUsersPage() {
  const styles = useStyles();
  const { data: users, isPending, error } = useAllUsers();
  const [search, setSearch] = useState('');
  const shown = (users ?? []).filter((user) => matchesSearch(user, search));
  const flagged = (users ?? []).filter((user) => user.safetyFlag).length;
  return (
    <Page>
      <div className={styles.toolbar}>
        <Title2 as="h1">Users</Title2>
        <SearchBox className={styles.search} placeholder="Search by name or email" aria-label="Search users" value={search} onChange={(_event, data) => setSearch(data.value)} />
      </div>
      {isPending ? <Spinner label="Loading users..." /> : null}
      {error ? <Notice intent="error">We could not load the users. {error.message}</Notice> : null}
      {flagged > 0 ? (
        <Notice intent="warning" title="Check in">
          {flagged === 1 ? '1 client' : `${flagged} clients`} answered the depression screening's question about thoughts of self-harm above
          0. Please check in with {flagged === 1 ? 'them' : 'each of them'} soon; they are marked in the table.
        </Notice>
      ) : null}
      {users ? (
        <div className={styles.table}>
          <Table aria-label="Users">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>First Name</TableHeaderCell>
                <TableHeaderCell>Last Name</TableHeaderCell>
                <TableHeaderCell>Email</TableHeaderCell>
                <TableHeaderCell>Signed Up</TableHeaderCell>
                <TableHeaderCell>Plan</TableHeaderCell>
                <TableHeaderCell>Check-in</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((user) => (
                <TableRow key={user._id}>
                  <TableCell>{user.firstName}</TableCell>
                  <TableCell>{user.lastName}</TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>{signedUpFormat.format(new Date(user.createdAt))}</TableCell>
                  <TableCell>{user.plan?.name ?? (user.admin ? 'Admin' : 'No plan')}</TableCell>
                  <TableCell>
                    {user.safetyFlag ? (
                      <Badge appearance="tint" color="danger">
                        Safety check-in needed
                      </Badge>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {shown.length === 0 ? (
            <Body1 className={styles.muted} as="p" style={{ padding: '16px' }}>
              {search ? `No users match "${search}".` : 'No users yet.'}
            </Body1>
          ) : null}
        </div>
      ) : null}
    </Page>
  );
}
