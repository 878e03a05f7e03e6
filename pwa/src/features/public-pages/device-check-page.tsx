import { Body1, Button, Spinner, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Page } from '../../layout/page';
import { CheckResultItem } from './check-result-item';
import { checkSummary } from './check-summary';
import type { DeviceCheckResult } from './device-check-result';
import { runDeviceChecks } from './run-device-checks';

const useStyles = makeStyles({
  header: { display: 'grid', gap: '8px' },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px' },
  actions: { display: 'flex', gap: '12px', alignItems: 'center', flexWrap: 'wrap' },
  summary: { fontWeight: tokens.fontWeightSemibold, margin: 0 },
});

/**
 * /test: checks that this browser can hold the answers offline (storage, the service worker), and
 * the connection, clock and screen, before a client starts the 240-question inventory offline.
 */
export function DeviceCheckPage() {
  const styles = useStyles();
  // Each press of 'Run the checks again' is a new run; the results on screen are those of the last run that ended.
  const [run, setRun] = useState(0);
  const [finished, setFinished] = useState<{ run: number; results: DeviceCheckResult[] } | null>(null);
  const running = finished?.run !== run;
  const results = finished?.results;

  useEffect(() => {
    let current = true;
    void runDeviceChecks().then((next) => {
      if (current) setFinished({ run, results: next });
    });
    return () => {
      current = false;
    };
  }, [run]);

  return (
    <Page>
      <div className={styles.header}>
        <Title1 as="h1">Device check</Title1>
        <Body1 as="p" className={styles.muted}>
          Before you answer offline (the personality inventory has 240 questions), check that this browser can keep your answers until they reach us.
          Nothing personal is sent: the checks only ask our server whether it answers, and their test record goes to a separate test database and is
          deleted again.
        </Body1>
      </div>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => setRun((previous) => previous + 1)} disabledFocusable={running}>
          Run the checks again
        </Button>
        {running ? <Spinner size="tiny" label="Checking..." /> : null}
      </div>
      <p role="status" className={styles.summary}>
        {!running && results ? checkSummary(results) : ''}
      </p>
      {results ? (
        <ul className={styles.list} aria-label="Check results" aria-busy={running}>
          {results.map((result) => (
            <CheckResultItem key={result.id} result={result} />
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
