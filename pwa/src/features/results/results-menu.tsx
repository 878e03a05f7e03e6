import { Button, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular, ChevronUpRegular, LockClosedRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import type { ResultSet, ResultViewId } from './results-model';
import { hasView, RESULT_VIEW_LABELS, SII_LABEL, SII_VIEW_IDS } from './results-model';

const useStyles = makeStyles({
  nav: {
    display: 'grid',
    gap: '4px',
    alignContent: 'start',
    // Beside the view on wide screens, the menu stays in reach while a long view scrolls.
    position: 'sticky',
    top: '16px',
    '@media (max-width: 780px)': { position: 'static' },
    '@media print': { display: 'none' },
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' },
  subList: { listStyleType: 'none', margin: 0, padding: '0 0 0 20px', display: 'grid', gap: '2px' },
  item: { justifyContent: 'flex-start', textAlign: 'start', width: '100%', minHeight: '40px', fontWeight: tokens.fontWeightRegular },
  current: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  hint: { color: tokens.colorNeutralForeground3, padding: '8px 12px 0' },
  toggle: { justifyContent: 'space-between', width: '100%', minHeight: '44px', textAlign: 'start' },
  toggleText: { display: 'grid', gap: '0' },
  toggleCaption: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  panel: { display: 'grid', gap: '4px', paddingTop: '4px', '&[hidden]': { display: 'none' } },
});

/** An item after the assessments' (a section with an address of its own). */
export interface ResultsMenuExtra {
  label: string;
  current: boolean;
  onSelect: () => void;
}

interface MenuProps {
  results: ResultSet;
  current: ResultViewId | null;
  onSelect: (view: ResultViewId | null) => void;
  extra?: ResultsMenuExtra;
  /** A narrow window: the list sits behind a button that names the view shown, above the view. */
  compact?: boolean;
}

/** The width at which the results' menu moves above the view (results-layout.tsx) and collapses behind a button. */
export const COMPACT_RESULTS_MENU_QUERY = '(max-width: 780px)';

const LOCKED_HINT = 'Available when the assessment is completed';

function MenuItem({ view, label, enabled, current, onSelect }: { view: ResultViewId; label: string; enabled: boolean; current: boolean; onSelect: MenuProps['onSelect'] }) {
  const styles = useStyles();
  return (
    <li>
      <Button
        appearance="subtle"
        className={mergeClasses(styles.item, current && styles.current)}
        aria-current={current ? 'page' : undefined}
        disabledFocusable={!enabled}
        title={enabled ? undefined : LOCKED_HINT}
        icon={enabled ? undefined : <LockClosedRegular />}
        iconPosition="after"
        onClick={() => onSelect(view)}
      >
        {label}
      </Button>
    </li>
  );
}

/**
 * The results' left menu (spec wording and order). An item is disabled, yet still focusable so
 * keyboard and screen-reader users learn it exists, until its assessment is completed; the Strong
 * Interest Inventory expands to its five parts. An extra item (the counselor's career ideas) comes last.
 */
export function ResultsMenu({ results, current, onSelect, extra, compact = false }: MenuProps) {
  const styles = useStyles();
  const subListId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const choose: MenuProps['onSelect'] = (view) => {
    setOpen(false);
    onSelect(view);
  };
  const chooseExtra = () => {
    setOpen(false);
    extra?.onSelect();
  };
  const siiEnabled = hasView(results, 'sii-got');
  const siiCurrent = current !== null && (SII_VIEW_IDS as readonly string[]).includes(current);
  // Open while one of its parts is shown, until the user closes it.
  const [siiToggled, setSiiToggled] = useState<boolean | null>(null);
  const siiOpen = siiToggled ?? siiCurrent;
  const item = (view: ResultViewId) => (
    <MenuItem key={view} view={view} label={RESULT_VIEW_LABELS[view]} enabled={hasView(results, view)} current={current === view} onSelect={choose} />
  );
  const list = (
    <>
      <ul className={styles.list}>
        {item('depression-screening')}
        {item('readiness-for-change')}
        <li>
          <Button
            appearance="subtle"
            className={mergeClasses(styles.item, siiCurrent && !siiOpen && styles.current)}
            disabledFocusable={!siiEnabled}
            title={siiEnabled ? undefined : LOCKED_HINT}
            aria-expanded={siiEnabled ? siiOpen : undefined}
            aria-controls={siiEnabled ? subListId : undefined}
            icon={siiEnabled ? siiOpen ? <ChevronDownRegular /> : <ChevronRightRegular /> : <LockClosedRegular />}
            iconPosition="after"
            onClick={() => setSiiToggled(!siiOpen)}
          >
            {SII_LABEL}
          </Button>
          {siiEnabled && siiOpen ? (
            <ul id={subListId} className={styles.subList}>
              {SII_VIEW_IDS.map(item)}
            </ul>
          ) : null}
        </li>
        {item('myers-briggs')}
        {item('neo')}
        {item('career-values')}
        {extra ? (
          <li>
            <Button
              appearance="subtle"
              className={mergeClasses(styles.item, extra.current && styles.current)}
              aria-current={extra.current ? 'page' : undefined}
              onClick={chooseExtra}
            >
              {extra.label}
            </Button>
          </li>
        ) : null}
      </ul>
      <Caption1 className={styles.hint}>Locked items open when the assessment is completed.</Caption1>
    </>
  );
  if (!compact) {
    return (
      <nav className={styles.nav} aria-label="Results">
        {list}
      </nav>
    );
  }
  const shown = extra?.current ? extra.label : current !== null ? RESULT_VIEW_LABELS[current] : null;
  return (
    <nav className={styles.nav} aria-label="Results">
      <Button
        appearance="secondary"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        icon={open ? <ChevronUpRegular /> : <ChevronDownRegular />}
        iconPosition="after"
        onClick={() => setOpen(!open)}
      >
        <span className={styles.toggleText}>
          <Caption1 className={styles.toggleCaption}>Results menu</Caption1>{' '}
          <span>{shown ?? 'Choose a result'}</span>
        </span>
      </Button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {list}
      </div>
    </nav>
  );
}
