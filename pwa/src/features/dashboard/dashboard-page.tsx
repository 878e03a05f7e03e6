import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { Body1, Subtitle1, Subtitle2, Title2, makeStyles } from '@fluentui/react-components';
import { useInitialData } from '../../content/use-initial-data';
import { Page } from '../../layout/page';
import { useOnlineStatus } from '../../layout/use-online-status';
import { PaymentConfirmation } from '../orders/payment-confirmation';
import { useSyncSummaries } from '../../sync/use-sync-summaries';
import { AssessmentList } from './assessment-list';
import { buildDashboard } from './dashboard-model';
import { InstructionsPanel } from './instructions-panel';
import { SessionRows } from './session-rows';
import { MobileWarningDialog } from './mobile-warning-dialog';
import { OverallProgress } from './overall-progress';
import { planWordsOf } from './plan-words';
import { VerifyEmailBanner } from './verify-email-banner';
import { WantMorePanel } from './want-more-panel';

const useStyles = makeStyles({
  greeting: { display: 'grid', gap: '4px' },
  columns: {
    display: 'grid',
    gap: '24px',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
    alignItems: 'start',
    '@media (max-width: 780px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  section: { display: 'grid', gap: '12px' },
  side: { display: 'grid', gap: '16px' },
});

/**
 * The signed-in home: greeting and the plan's name, e-mail verification, progress, the plan's
 * assessments and what comes next, in words that fit the client's plan and bookings (plan-words.ts).
 * Admins are sent to /admin before this page (home-route.tsx); were one to reach it, it offers them
 * nothing of a client's.
 */
export function DashboardPage({ user }: { user: CurrentUserDto }) {
  const styles = useStyles();
  const summaries = useSyncSummaries(user._id);
  const online = useOnlineStatus();
  const { data: initialData } = useInitialData();
  const model = buildDashboard(user, summaries, online, initialData);
  const words = planWordsOf(user);
  return (
    <Page>
      <PaymentConfirmation />
      {user.isVerified ? null : <VerifyEmailBanner email={user.email} />}
      <div className={styles.greeting}>
        <Title2 as="h1">Hi {user.firstName}!</Title2>
        <Subtitle1 as="p">Welcome to your Integrative Career Assessment!</Subtitle1>
        {words.planLine ? <Body1 data-testid="dashboard-plan">{words.planLine}</Body1> : null}
      </div>
      <OverallProgress value={model.overall} />
      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="assessments-title">
          <Subtitle2 as="h2" id="assessments-title">
            Your assessments
          </Subtitle2>
          <AssessmentList rows={model.rows} />
          <SessionRows sessions={model.sessions} allComplete={model.allComplete} appointments={user.appointments} />
        </section>
        <div className={styles.side}>
          <InstructionsPanel resultsReady={model.allComplete} consentFirst={model.consentRequired} lines={initialData?.instructions} resultsSession={words.resultsSession} />
          {words.wantMore ? <WantMorePanel offer={words.wantMore} /> : null}
        </div>
      </div>
      <MobileWarningDialog />
    </Page>
  );
}
