import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { Card, Subtitle1, makeStyles } from '@fluentui/react-components';
import { useId } from 'react';
import { DemographicsForm } from './demographics-form';

const useStyles = makeStyles({
  card: { padding: '24px', display: 'grid', gap: '12px', maxWidth: '560px' },
  title: { margin: 0 },
});

/** /profile: the optional birth year and sex, for clients (admins take no assessments). */
export function DemographicsCard({ user }: { user: CurrentUserDto }) {
  const styles = useStyles();
  const titleId = useId();
  if (user.admin) return null;
  return (
    <Card className={styles.card} aria-labelledby={titleId} role="region">
      <Subtitle1 as="h2" id={titleId} className={styles.title}>
        About you
      </Subtitle1>
      <DemographicsForm user={user} />
    </Card>
  );
}
