import { Body1, Button, Caption1, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLink } from '../../layout/app-link';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DownloadDataButton } from './download-data-button';
import { leaveDeletedAccount } from './leave-deleted-account';

const useStyles = makeStyles({
  card: { padding: '24px', display: 'grid', gap: '12px', maxWidth: '560px' },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap', alignItems: 'start' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * /profile's 'Your data': the export of everything held about the client, the printable results
 * report, and deleting the account. Admin accounts cannot be deleted (the audit log names them).
 */
export function AccountDataSection({ userId, admin }: { userId: string; admin: boolean }) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card className={styles.card} role="region" aria-labelledby="your-data-title">
      <Subtitle2 as="h2" id="your-data-title">
        Your data
      </Subtitle2>
      <Body1 as="p">Download everything we keep about you as one file (JSON): your account, plan, orders, answers, results and bookings.</Body1>
      <div className={styles.actions}>
        <DownloadDataButton />
      </div>
      {admin ? null : (
        <Body1 as="p">
          For your results as a report to print or save as PDF, open the <AppLink to="/results">printable results report</AppLink> and choose
          ‘Print or save as PDF’.
        </Body1>
      )}
      {admin ? (
        <Caption1 className={styles.muted}>Admin accounts cannot be deleted here: the audit log must keep naming who did what.</Caption1>
      ) : (
        <>
          <Body1 as="p">Deleting your account removes it and everything in it from our server and this device. It cannot be undone.</Body1>
          <div className={styles.actions}>
            <Button icon={<DeleteRegular />} onClick={() => setDeleting(true)}>
              Delete account
            </Button>
          </div>
        </>
      )}
      {deleting ? <DeleteAccountDialog onCancel={() => setDeleting(false)} onDeleted={() => leaveDeletedAccount(userId, queryClient)} /> : null}
    </Card>
  );
}
