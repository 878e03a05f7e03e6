import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../auth/current-user-query';
import { AdminNotice } from '../../layout/admin-notice';
import { Page } from '../../layout/page';
import { useOnlineStatus } from '../../layout/use-online-status';
import { resultsSessionOf } from '../dashboard/plan-words';
import { useCareerIdeasSection } from '../shortlist/use-career-ideas-section';
import { ResultsLayout } from './results-layout';
import { resultSetOf } from './results-model';
import { ResultsWelcome } from './results-welcome';
import { useResultTexts } from './use-result-texts';

/**
 * /results: the signed-in client's own results, from their profile. The profile is kept on this
 * device for the signed-in user (and removed at logout), so results once seen stay readable offline.
 * /results/career-ideas: the same page showing the career ideas their counselor shared.
 */
export function ResultsPage() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const texts = useResultTexts();
  const online = useOnlineStatus();
  const careerIdeas = useCareerIdeasSection(user);
  // RequireAuth renders this page only with a user.
  if (!user) return null;
  if (user.admin) {
    return (
      <Page>
        <AdminNotice>Results are for clients: an admin account takes no assessments. A client's results open from their row in the user table.</AdminNotice>
      </Page>
    );
  }
  const results = resultSetOf(user.assessmentData);
  const notice =
    texts.isError && !texts.data ? (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          {online
            ? 'The explanations could not be loaded just now. Your scores are shown below.'
            : 'You are offline: the explanations will appear when you are back online. Your scores are shown below.'}
        </MessageBarBody>
      </MessageBar>
    ) : null;
  return (
    <ResultsLayout
      title="Results"
      subtitle={`${user.firstName} ${user.lastName}`}
      results={results}
      texts={texts.data}
      notice={notice}
      extra={careerIdeas}
      actions={
        <Button appearance="primary" onClick={() => navigate('/')}>
          Back to Dashboard
        </Button>
      }
      welcome={<ResultsWelcome resultsSession={resultsSessionOf(user)} />}
    />
  );
}
