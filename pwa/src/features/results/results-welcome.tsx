import { Body1, Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import type { ResultsSessionState } from '../dashboard/plan-words';
import { resultsWelcomeNote } from '../dashboard/plan-words';
import { useResultAudience, whose } from './result-audience';

const useStyles = makeStyles({
  box: {
    display: 'grid',
    gap: '12px',
    alignContent: 'start',
    justifyItems: 'start',
    padding: '24px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
    '@media print': { display: 'none' },
  },
});

/**
 * The default view (spec): 'You Did it!', and the Results Session as the client has it
 * (plan-words.ts): the spec's upgrade to review the results with a psychologist when the plan has
 * no Results Session, what the plan includes while it is not booked, else the booked session.
 */
export function ResultsWelcome({ resultsSession }: { resultsSession: ResultsSessionState }) {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <section className={styles.box} aria-labelledby="results-welcome-heading">
      <Title2 as="h2" id="results-welcome-heading">
        You Did it!
      </Title2>
      <Body1>Choose an assessment in the menu to see your results and what they mean.</Body1>
      <Body1 data-testid="results-session-welcome">{resultsWelcomeNote(resultsSession)}</Body1>
      {resultsSession.kind === 'not-in-plan' ? (
        <Button appearance="primary" onClick={() => navigate('/plans')}>
          Upgrade Now
        </Button>
      ) : null}
    </section>
  );
}

/** Nothing completed yet. */
export function NoResults() {
  const styles = useStyles();
  const audience = useResultAudience();
  return (
    <section className={styles.box} aria-labelledby="no-results-heading">
      <Title2 as="h2" id="no-results-heading">
        No results yet
      </Title2>
      <Body1>
        {audience.kind === 'client'
          ? 'Your results appear here as you complete your assessments.'
          : `${whose(audience, 'results')} appear here as ${audience.clientName} completes the assessments.`}{' '}
        Each item in the menu opens when its assessment is completed.
      </Body1>
    </section>
  );
}
