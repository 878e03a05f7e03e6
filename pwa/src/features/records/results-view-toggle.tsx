import { ToggleButton, makeStyles } from '@fluentui/react-components';
import { GridRegular, TableRegular } from '@fluentui/react-icons';
import type { ResultsView } from './use-results-view';

const useStyles = makeStyles({
  group: { display: 'flex', gap: '4px' },
});

/** Cards or Table: two toggle buttons (pressed: the view shown). */
export function ResultsViewToggle({ view, onView }: { view: ResultsView; onView: (view: ResultsView) => void }) {
  const styles = useStyles();
  return (
    <div role="group" aria-label="Show results as" className={styles.group}>
      <ToggleButton size="small" icon={<GridRegular />} checked={view === 'cards'} onClick={() => onView('cards')}>
        Cards
      </ToggleButton>
      <ToggleButton size="small" icon={<TableRegular />} checked={view === 'table'} onClick={() => onView('table')}>
        Table
      </ToggleButton>
    </div>
  );
}
