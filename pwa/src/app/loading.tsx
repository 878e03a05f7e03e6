import { makeStyles, tokens } from '@fluentui/react-components';
import { BusyRing } from '../layout/busy-ring';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '12px', padding: '64px 16px', color: tokens.colorNeutralForeground2 },
});

/** The guard's placeholder while the user and their data load (spec: 'Loading...'). */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status">
      <BusyRing />
      <span>{label}</span>
    </div>
  );
}
