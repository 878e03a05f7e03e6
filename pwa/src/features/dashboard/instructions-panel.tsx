import { Body1, Button, Subtitle1, makeStyles, mergeClasses } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { useSurfaceStyles } from '../../layout/surface-styles';
import type { ResultsSessionState } from './plan-words';
import { resultsReadyNote } from './plan-words';
import { ScheduleResultsAction } from './schedule-results-action';

const useStyles = makeStyles({
  panel: { padding: '20px', display: 'grid', gap: '12px', alignContent: 'start' },
  list: { margin: 0, paddingLeft: '20px', display: 'grid', gap: '6px' },
  action: { justifySelf: 'start' },
});

/** The instructions the app shows until the content service's initial data is known (its default content). */
export const BUNDLED_INSTRUCTIONS: readonly string[] = [
  'Take the assessments in any order, at your own pace.',
  'Your answers are saved on this device as you go, even without an internet connection.',
  'Use Save & Exit to stop and come back later; your answers upload whenever you are online.',
  "When an assessment is done, choose I'm Finished. Once all are complete, your results are ready here.",
];

/**
 * How to take the assessments (the initial data's instructions; `lines` undefined: not known yet);
 * once every assessment is complete it becomes 'Your Results Are Ready!' with a View Results button
 * and a note on the Results Session that fits the client (plan-words.ts): the upgrade note of the
 * spec without it in the plan, Schedule Results Session while it is not booked, else the booked
 * session. No note for an admin (`resultsSession` null).
 */
export function InstructionsPanel({
  resultsReady,
  consentFirst,
  lines = BUNDLED_INSTRUCTIONS,
  resultsSession,
}: {
  resultsReady: boolean;
  consentFirst: boolean;
  lines?: readonly string[];
  resultsSession: ResultsSessionState | null;
}) {
  const styles = useStyles();
  const surface = useSurfaceStyles();
  const navigate = useNavigate();
  if (resultsReady) {
    return (
      <section className={mergeClasses(surface.surface, styles.panel)} aria-labelledby="instructions-title">
        <Subtitle1 as="h2" id="instructions-title">
          Your Results Are Ready!
        </Subtitle1>
        <Body1>You have completed every assessment in your plan. Your results are waiting for you.</Body1>
        {resultsSession ? <Body1 data-testid="results-session-note">{resultsReadyNote(resultsSession)}</Body1> : null}
        <Button className={styles.action} appearance="primary" onClick={() => navigate('/results')}>
          View Results
        </Button>
        {resultsSession ? <ScheduleResultsAction offered={resultsSession.kind === 'open'} /> : null}
      </section>
    );
  }
  return (
    <section className={mergeClasses(surface.surface, styles.panel)} aria-labelledby="instructions-title">
      <Subtitle1 as="h2" id="instructions-title">
        Instructions
      </Subtitle1>
      <ul className={styles.list}>
        {consentFirst ? <li>Start with the Consent: the other assessments open once you have given it.</li> : null}
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
        {lines.length || consentFirst ? null : <li>No description available</li>}
      </ul>
    </section>
  );
}
