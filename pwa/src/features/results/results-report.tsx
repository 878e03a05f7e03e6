import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ResultView } from './result-view';
import type { ResultSet } from './results-model';
import { availableViews } from './results-model';

const useStyles = makeStyles({
  report: {
    display: 'grid',
    gap: '48px',
    // The first section follows the header on page one; every later one starts a page.
    '@media print': { display: 'block', '& > section:first-child': { breakBefore: 'auto' } },
  },
});

/** Every completed result, in menu order, fully expanded, then `extra` (the counselor's career ideas): what is printed or saved as PDF. */
export function ResultsReport({ results, texts, extra }: { results: ResultSet; texts: ResultTextsDto | undefined; extra?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.report} data-testid="results-report">
      {availableViews(results).map((view) => (
        <ResultView key={view} view={view} results={results} texts={texts} expandAll />
      ))}
      {extra}
    </div>
  );
}
