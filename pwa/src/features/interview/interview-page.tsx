import { INTERVIEW_DEFINITION } from '@career/scoring/interview/interview-definition';
import type { InterviewQuestionVersion } from '@career/scoring/interview/interview-types';
import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { Button } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { Loading } from '../../app/loading';
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import { useOnlineStatus } from '../../layout/use-online-status';
import { AssessmentIntro } from '../assessments/assessment-intro';
import { SignedInUser } from '../assessments/signed-in-user';
import { useAssessmentSession } from '../assessments/use-assessment-session';
import { useServerAnswers } from '../assessments/use-server-answers';
import { InterviewForm } from './interview-form';

export const NOT_IN_PLAN = 'The Psychosocial Interview is part of the Premium plan.';

const CURRENT_VERSION = INTERVIEW_DEFINITION.questionVersions[INTERVIEW_DEFINITION.currentVersion] as InterviewQuestionVersion;

/** New and in-progress answers use the current version; a completed interview is shown in the version it was given to. */
function versionToShow(user: CurrentUserDto, completed: boolean): InterviewQuestionVersion {
  const stored = user.assessmentData.find((entry) => entry._id === 'interview')?.version;
  const versions = INTERVIEW_DEFINITION.questionVersions;
  return completed && stored !== undefined && Object.hasOwn(versions, stored) ? (versions[stored] ?? CURRENT_VERSION) : CURRENT_VERSION;
}

function NotInPlan() {
  const navigate = useNavigate();
  return (
    <Notice
      intent="info"
      actions={
        <Button appearance="primary" onClick={() => navigate('/plans')}>
          Upgrade Now
        </Button>
      }
    >
      {NOT_IN_PLAN}
    </Notice>
  );
}

function Interview({ user }: { user: CurrentUserDto }) {
  const session = useAssessmentSession(user, 'interview', INTERVIEW_DEFINITION.totalQuestions);
  const online = useOnlineStatus();
  useServerAnswers(user._id, 'interview', online);
  if (!session.loaded) return <Loading />;
  return <InterviewForm session={session} version={versionToShow(user, session.completed)} />;
}

/** /assess/interview (premium): the psychosocial interview, paged by section and saved on the device as typed. */
export function InterviewPage() {
  return (
    <Page>
      <AssessmentIntro info={INTERVIEW_DEFINITION} />
      <SignedInUser>{(user) => (user.plans[0]?.assessments.includes('interview') ? <Interview user={user} /> : <NotInPlan />)}</SignedInUser>
    </Page>
  );
}
