import type { ResultsDto } from '@career/sync-server/answers/contract/results-dto';
import { Body1, Button, MessageBar, MessageBarBody, Spinner, makeStyles } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/api-client';
import { ApiError } from '../../api/api-error';
import { useCurrentUser } from '../auth/current-user-query';
import { ResultsLayout } from './results-layout';
import { resultSetOf } from './results-model';
import { ResultsWelcome } from './results-welcome';
import { useResultTexts } from './use-result-texts';

const useStyles = makeStyles({ state: { display: 'grid', gap: '16px', justifyItems: 'center', padding: '64px 16px' } });

/** /results/demo: a full, scored demo result set for anyone, so visitors see what they will get. */
export function DemoResultsPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const texts = useResultTexts();
  const demo = useQuery({ queryKey: ['results', 'demo'], queryFn: () => api<ResultsDto>('/api/users/results/demo'), staleTime: Infinity });

  if (demo.isPending) {
    return (
      <div className={styles.state}>
        <Spinner label="Loading..." />
      </div>
    );
  }
  if (demo.isError) {
    const message = demo.error instanceof ApiError ? demo.error.message : 'Something went wrong.';
    return (
      <div className={styles.state} role="alert">
        <Body1>The demo results could not be loaded. {message}</Body1>
        <Button appearance="primary" onClick={() => void demo.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { firstName, lastName } = demo.data.user;
  return (
    <ResultsLayout
      title="Demo Results"
      subtitle={`A sample report for ${firstName} ${lastName}, a fictional client. Every figure is scored from a fixed set of answers.`}
      results={resultSetOf(demo.data.assessments)}
      texts={texts.data}
      notice={
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>This is what your results will look like. Choose an assessment in the menu to explore.</MessageBarBody>
        </MessageBar>
      }
      actions={
        user ? (
          <Button appearance="primary" onClick={() => navigate('/')}>
            Back to Dashboard
          </Button>
        ) : (
          <>
            <Button onClick={() => navigate('/login')}>Log In</Button>
            <Button appearance="primary" onClick={() => navigate('/plans')}>
              Get Started
            </Button>
          </>
        )
      }
      welcome={<ResultsWelcome resultsSession={{ kind: 'not-in-plan' }} />}
    />
  );
}
