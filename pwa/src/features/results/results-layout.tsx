import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { Body1, Button, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Logo } from '../../layout/logo';
import type { ResultsExtraSection } from './results-extra-section';
import { ResultView } from './result-view';
import type { ResultSet, ResultViewId } from './results-model';
import { availableViews, hasView, isResultViewId } from './results-model';
import { COMPACT_RESULTS_MENU_QUERY, ResultsMenu } from './results-menu';
import { useMediaQuery } from '../../layout/use-media-query';
import { ResultsReport } from './results-report';
import { NoResults } from './results-welcome';
import { usePrintReport } from './use-print-report';

const useStyles = makeStyles({
  shell: { maxWidth: '1280px', margin: '0 auto', padding: '16px 16px 64px', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '16px' },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '12px',
    paddingBottom: '12px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  titles: { display: 'grid', gap: '2px', flexGrow: 1, minWidth: '200px' },
  subtitle: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px', '@media print': { display: 'none' } },
  body: {
    display: 'grid',
    gridTemplateColumns: 'minmax(220px, 280px) minmax(0, 1fr)',
    gap: '32px',
    alignItems: 'start',
    '@media (max-width: 780px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: '16px' },
    '@media print': { display: 'block' },
  },
  content: { minWidth: 0, display: 'grid', gap: '24px', alignContent: 'start' },
});

export interface ResultsLayoutProps {
  /** The page's h1: 'Results', or the demo's title. */
  title: string;
  /** Whose results, or what the demo is. */
  subtitle: ReactNode;
  results: ResultSet;
  texts: ResultTextsDto | undefined;
  /** Header buttons (Back to Dashboard, Sign up...). */
  actions: ReactNode;
  /** The default view (no item chosen): 'You Did it!'; 'No results yet' replaces it while nothing is completed. */
  welcome: ReactNode;
  /** Shown above the views (e.g. texts that could not be loaded). */
  notice?: ReactNode;
  /** A section after the assessments' (the client's career ideas from their counselor). */
  extra?: ResultsExtraSection;
}

/**
 * The results screens: a header, the left menu and the chosen view (`?view=` in the address, so
 * the back button and reloads keep it). Printing shows every completed result in one report.
 */
export function ResultsLayout({ title, subtitle, results, texts, actions, welcome, notice, extra }: ResultsLayoutProps) {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const requested = params.get('view');
  const extraOpen = extra?.open ?? false;
  const view: ResultViewId | null = !extraOpen && isResultViewId(requested) && hasView(results, requested) ? requested : null;
  const { printing, print } = usePrintReport();
  const compactMenu = useMediaQuery(COMPACT_RESULTS_MENU_QUERY);
  const anyResult = availableViews(results).length > 0;
  const printable = anyResult || (extra?.report ?? null) !== null;

  const contentRef = useRef<HTMLDivElement>(null);
  const chosen = useRef(false);
  // After choosing in the menu, focus moves to the new view's heading (screen readers read it).
  const focusHeading = () => {
    const heading = contentRef.current?.querySelector('h2');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      // Focusing scrolls the heading into view: below the menu on narrow screens, at the top otherwise.
      heading.focus();
    }
  };
  useEffect(() => {
    if (!chosen.current) return;
    chosen.current = false;
    focusHeading();
  }, [view, extraOpen]);

  const select = (next: ResultViewId | null) => {
    // The view already shown, chosen again (the folded menu closes on it): to its heading at once.
    if (!extraOpen && next === view) {
      focusHeading();
      return;
    }
    chosen.current = true;
    if (extraOpen) extra?.onLeave(next);
    else setParams(next === null ? {} : { view: next });
  };
  const openExtra = () => {
    chosen.current = true;
    extra?.onOpen();
  };

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Logo size={36} />
        <div className={styles.titles}>
          <Title1 as="h1">{title}</Title1>
          <Body1 className={styles.subtitle}>{subtitle}</Body1>
        </div>
        <div className={styles.actions}>
          {printable ? (
            <Button icon={<PrintRegular />} onClick={print}>
              Print or save as PDF
            </Button>
          ) : null}
          {actions}
        </div>
      </header>
      {printing ? (
        <ResultsReport results={results} texts={texts} extra={extra?.report} />
      ) : (
        <div className={styles.body}>
          <ResultsMenu
            results={results}
            current={view}
            onSelect={select}
            compact={compactMenu}
            extra={extra && (extra.listed || extra.open) ? { label: extra.label, current: extra.open, onSelect: openExtra } : undefined}
          />
          <div ref={contentRef} className={styles.content}>
            {notice}
            {extraOpen ? extra?.view : view !== null ? <ResultView view={view} results={results} texts={texts} /> : anyResult ? welcome : <NoResults />}
          </div>
        </div>
      )}
    </div>
  );
}
