import type { CurrentUserDto } from '@career/sync-server/contract/user-dto';
import { Body1, Card, CardHeader, Subtitle1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Page } from '../layout/page';
import { ASSESSMENT_LABELS } from '../plans/assessment-labels';
import { VerifyEmailBanner } from './verify-email-banner';

const useStyles = makeStyles({
  greeting: { display: 'grid', gap: '4px' },
  muted: { color: tokens.colorNeutralForeground2 },
  card: { padding: '20px', display: 'grid', gap: '12px' },
  list: { margin: 0, paddingLeft: '20px', display: 'grid', gap: '4px' },
});

/** The signed-in home: greeting, e-mail verification, and what the plan includes. */
export function DashboardPage({ user }: { user: CurrentUserDto }) {
  const styles = useStyles();
  const plan = user.plans[0];
  return (
    <Page>
      {user.isVerified ? null : <VerifyEmailBanner email={user.email} />}
      <div className={styles.greeting}>
        <Title2 as="h1">Hi {user.firstName}!</Title2>
        <Subtitle1 as="p">Welcome to your Integrative Career Assessment!</Subtitle1>
      </div>
      {plan ? (
        <Card className={styles.card}>
          <CardHeader header={<Subtitle1 as="h2">Your {plan.name} plan</Subtitle1>} />
          <Body1 className={styles.muted}>Your plan includes these assessments:</Body1>
          <ul className={styles.list}>
            {plan.assessments.map((id) => (
              <li key={id}>
                <Body1>{ASSESSMENT_LABELS[id].name}</Body1>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </Page>
  );
}
