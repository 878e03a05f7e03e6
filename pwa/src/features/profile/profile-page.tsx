import { Badge, Body1, Card, Caption1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, PersonStarRegular, WarningRegular } from '@fluentui/react-icons';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../auth/current-user-query';
import { Page } from '../../layout/page';
import { DemographicsCard } from '../demographics/demographics-card';
import { OrderHistory } from '../orders/order-history';
import { AccountDataSection } from './account-data-section';
import { TimeZoneCard } from './time-zone-card';

const useStyles = makeStyles({
  card: { padding: '24px', display: 'grid', gap: '16px', maxWidth: '560px' },
  row: { display: 'grid', gap: '2px' },
  label: { color: tokens.colorNeutralForeground3 },
  marks: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
});

/** Name, e-mail and the verified / admin marks; orders; the client's data (download, results report, delete). */
export function ProfilePage() {
  const styles = useStyles();
  const { data: user } = useCurrentUser();
  if (!user) return <Navigate to="/login" replace />;
  return (
    <Page>
      <Title2 as="h1">Profile</Title2>
      <Card className={styles.card}>
        <div className={styles.row}>
          <Caption1 className={styles.label}>Name</Caption1>
          <Body1 data-testid="profile-name">
            {user.firstName} {user.lastName}
          </Body1>
        </div>
        <div className={styles.row}>
          <Caption1 className={styles.label}>Email</Caption1>
          <Body1 data-testid="profile-email">{user.email}</Body1>
        </div>
        <div className={styles.row}>
          {/* Plans are for clients: an admin's line says the role. */}
          <Caption1 className={styles.label}>{user.admin ? 'Role' : 'Plan'}</Caption1>
          <Body1>{user.admin ? 'Admin' : (user.plans[0]?.name ?? 'No plan yet')}</Body1>
        </div>
        <div className={styles.marks}>
          {user.isVerified ? (
            <Badge appearance="tint" color="success" icon={<CheckmarkCircleFilled />}>
              Verified
            </Badge>
          ) : (
            <Badge appearance="tint" color="warning" icon={<WarningRegular />}>
              Not verified
            </Badge>
          )}
          {user.admin ? (
            <Badge appearance="tint" color="brand" icon={<PersonStarRegular />}>
              Admin
            </Badge>
          ) : null}
        </div>
      </Card>
      <DemographicsCard user={user} />
      <TimeZoneCard user={user} />
      {user.admin ? null : <OrderHistory />}
      <AccountDataSection userId={user._id} admin={user.admin} />
    </Page>
  );
}
