import { consentDefinition, consentParagraphs } from '@career/scoring/consent/consent-definition';
import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { Body1, Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { Loading } from '../../app/loading';
import { usePractice } from '../../content/use-practice';
import { Page } from '../../layout/page';
import { useSurfaceStyles } from '../../layout/surface-styles';
import { useOnlineStatus } from '../../layout/use-online-status';
import { countAnsweredItems } from './answered-items';
import { AssessmentIntro } from './assessment-intro';
import { AssessmentStatusNotice } from './assessment-status-notice';
import { ProgressFooter } from './progress-footer';
import { SignedInUser } from './signed-in-user';
import { useAssessmentSession } from './use-assessment-session';
import { useGiveConsent } from './use-give-consent';
import { useServerAnswers } from './use-server-answers';

const useStyles = makeStyles({
  text: { padding: '20px', display: 'grid', gap: '12px' },
  agreement: { fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: '12px' },
});

const AGREEMENT = consentDefinition.items[0];

function ConsentAgreement({ user }: { user: CurrentUserDto }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const session = useAssessmentSession(user, 'consent', consentDefinition.totalQuestions);
  const online = useOnlineStatus();
  useServerAnswers(user._id, 'consent', online);
  const { busy, agree } = useGiveConsent(user._id);
  if (!session.loaded) return <Loading />;
  const completed = session.completed || user.consent;
  const done = completed || session.finishQueued;
  const answered = done ? 1 : countAnsweredItems(session.answers, consentDefinition.totalQuestions);
  return (
    <>
      <AssessmentStatusNotice completed={completed} finishQueued={!completed && session.finishQueued} error={session.error} />
      <div className={styles.actions}>
        {done ? (
          <Button appearance="primary" onClick={() => navigate('/')}>
            Back to Dashboard
          </Button>
        ) : (
          <Button appearance="primary" onClick={() => void agree()} disabled={busy}>
            {AGREEMENT?.options[0]?.label ?? 'I Agree'}
          </Button>
        )}
      </div>
      <ProgressFooter answered={answered} total={consentDefinition.totalQuestions} />
    </>
  );
}

/** /assess/consent: the consent text, with the practice's support address (SUPPORT_EMAIL), and 'I Agree'. */
export function ConsentPage() {
  const styles = useStyles();
  const surface = useSurfaceStyles();
  const { supportEmail } = usePractice();
  return (
    <Page>
      <AssessmentIntro info={consentDefinition} />
      <section className={mergeClasses(surface.surface, styles.text)} aria-label="Consent">
        {consentParagraphs(supportEmail).map((paragraph) => (
          <Body1 as="p" key={paragraph}>
            {paragraph}
          </Body1>
        ))}
        {AGREEMENT ? <Body1 className={styles.agreement}>{AGREEMENT.text}</Body1> : null}
      </section>
      <SignedInUser>{(user) => <ConsentAgreement user={user} />}</SignedInUser>
    </Page>
  );
}
