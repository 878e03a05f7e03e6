import { Body1, Button, Spinner } from '@fluentui/react-components';
import { LightbulbRegular } from '@fluentui/react-icons';
import { useNavigate, useParams } from 'react-router-dom';
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import { OPEN_CAREER_IDEAS, clientCareerIdeasPath } from '../career-ideas/career-ideas-params';
import { ButtonLink } from '../records/button-link';
import { ResultAudienceProvider } from '../results/result-audience';
import { ResultsLayout } from '../results/results-layout';
import { resultSetOf } from '../results/results-model';
import { useResultTexts } from '../results/use-result-texts';
import { useUserData } from './admin-api';

/**
 * /results/{id}: a client's results for an admin, in the client's own layout, read-only (audited),
 * with a way to the client's career ideas (the same page as the user dialog's 'Open career ideas').
 */
export function AdminResultsPage() {
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data: user, isPending, error } = useUserData(id, 'results');
  const texts = useResultTexts();
  const back = (
    <Button appearance="primary" onClick={() => navigate('/admin')}>
      Back to Users
    </Button>
  );
  if (isPending) return <Page><Spinner label="Loading results..." /></Page>;
  if (error || !user) {
    return (
      <Page>
        <Notice intent="error">We could not load this client's results. {error?.message}</Notice>
        {back}
      </Page>
    );
  }
  const clientName = user.firstName.trim() || 'The client';
  return (
    <ResultAudienceProvider audience={{ kind: 'counselor', clientName }}>
      <ResultsLayout
        title="Results"
        subtitle={`${user.firstName} ${user.lastName} (viewed by an admin)`}
        results={resultSetOf(user.assessmentData)}
        texts={texts.data}
        actions={
          <>
            {back}
            <ButtonLink to={clientCareerIdeasPath(user._id)} icon={<LightbulbRegular />}>
              {OPEN_CAREER_IDEAS}
            </ButtonLink>
          </>
        }
        welcome={
          <Body1 as="p">
            Choose a result on the left. The figures are {clientName}&rsquo;s, as {clientName} sees them; the explanations written to the client are shown
            quoted, as {clientName} reads them.
          </Body1>
        }
      />
    </ResultAudienceProvider>
  );
}
